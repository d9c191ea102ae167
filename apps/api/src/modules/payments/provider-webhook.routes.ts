import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { receiveWebhook } from './webhook.service.ts';

const webhookAnswer = z.object({
  eventId: z.string(),
  event: z.string(),
  duplicate: z.boolean(),
  outcome: z.string(),
});

/**
 * Every payment provider's webhook, at /payments/{provider}/webhook: the provider named by its identifier reads
 * and verifies its own signature and format. The signature covers the exact bytes sent, so this plugin (and
 * only this plugin: Fastify scopes content-type parsers to the plugin that adds them) keeps JSON bodies as the
 * raw string. /payments/razorpay/webhook, the older address, is webhook.routes.ts.
 */
const providerWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/:provider/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'A payment provider’s webhook (payment captured or failed, refund processed)',
        description:
          'The provider is the identifier the store runs with (PAYMENT_PROVIDER, e.g. razorpay or simulator); any other answers 404. The provider checks its own signature header over the raw body (Razorpay: X-Razorpay-Signature, the hex HMAC-SHA256 with the webhook secret). Events are deduplicated by the provider’s event id.',
        params: z.object({ provider: z.string().max(40) }),
        body: z.string().describe('The raw event, exactly as signed'),
        response: { 200: envelope(webhookAnswer), ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.headers))
        headers[name] = Array.isArray(value) ? value[0] : value;
      const result = await receiveWebhook(ctx, request.params.provider, { rawBody: request.body, headers });
      return ok(result, result.duplicate ? 'Already processed' : 'Processed');
    },
  );
};

export default providerWebhookRoutes;
