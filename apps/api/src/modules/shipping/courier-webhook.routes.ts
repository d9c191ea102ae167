import { shippingEndpoints as endpoints } from '@shringar/contracts/endpoints/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { receiveCourierWebhook } from './courier-webhook.service.ts';

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The courier's tracking webhook. Signatures cover the exact bytes, so this plugin (Fastify scopes content-type
 * parsers to the plugin that adds them) keeps JSON bodies as the raw string.
 */
const courierWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  endpointRoute(app, endpoints.receiveCourierWebhook, async (request) => {
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = headerValue(value);
    const result = await receiveCourierWebhook(ctx, request.params.provider, { rawBody: request.body, headers });
    return ok(result, result.duplicate ? 'Already processed' : 'Processed');
  });
};

export default courierWebhookRoutes;
