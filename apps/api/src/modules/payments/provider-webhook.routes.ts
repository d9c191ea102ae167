import { paymentEndpoints as endpoints } from '@shringar/contracts/endpoints/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { receiveWebhook } from './webhook.service.ts';

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

  endpointRoute(app, endpoints.receivePaymentWebhook, async (request) => {
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(request.headers))
      headers[name] = Array.isArray(value) ? value[0] : value;
    const result = await receiveWebhook(ctx, request.params.provider, { rawBody: request.body, headers });
    return ok(result, result.duplicate ? 'Already processed' : 'Processed');
  });
};

export default providerWebhookRoutes;
