import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { handleRazorpayWebhook } from './webhook.service.ts';

const webhookAnswer = z.object({
  eventId: z.string(),
  event: z.string(),
  duplicate: z.boolean(),
  outcome: z.string(),
});

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Razorpay's webhook. The signature covers the exact bytes sent, so this plugin (and only this plugin: Fastify
 * scopes content-type parsers to the plugin that adds them) keeps JSON bodies as the raw string.
 */
const webhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/razorpay/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Razorpay webhook (payment.captured, order.paid, payment.failed, refund.processed)',
        description:
          'X-Razorpay-Signature must be the hex HMAC-SHA256 of the raw body with the webhook secret. Events are deduplicated by X-Razorpay-Event-Id (or the payload id). The simulator sends its webhooks here too.',
        headers: z
          .object({
            'x-razorpay-signature': z.string().max(200).optional(),
            'x-razorpay-event-id': z.string().max(200).optional(),
          })
          .loose(),
        body: z.string().describe('The raw JSON event, exactly as signed'),
        response: { 200: envelope(webhookAnswer), ...errorResponses(400, 413, 415) },
      },
    },
    async (request) => {
      const result = await handleRazorpayWebhook(
        ctx,
        request.body,
        headerValue(request.headers['x-razorpay-signature']),
        headerValue(request.headers['x-razorpay-event-id']),
      );
      return ok(result, result.duplicate ? 'Already processed' : 'Processed');
    },
  );
};

export default webhookRoutes;
