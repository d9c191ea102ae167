import { paymentEndpoints as endpoints } from '@shringar/contracts/endpoints/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { handleRazorpayWebhook } from './webhook.service.ts';

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

  endpointRoute(app, endpoints.razorpayWebhook, async (request) => {
    const result = await handleRazorpayWebhook(
      ctx,
      request.body,
      headerValue(request.headers['x-razorpay-signature']),
      headerValue(request.headers['x-razorpay-event-id']),
    );
    return ok(result, result.duplicate ? 'Already processed' : 'Processed');
  });
};

export default webhookRoutes;
