import { CALLBACK_SUCCESS_MESSAGE } from '@shringar/contracts/engagement';
import { engagementEndpoints as endpoints } from '@shringar/contracts/endpoints/engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { FEEDBACK_PER_IP, parseMobileNumber, requestCallback, saveAppFeedback, TOO_MANY } from './support.service.ts';

/** A token is optional: when sent, it links the request to the shopper. */
const supportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.requestHelp, async (request) =>
    ok(
      await requestCallback(ctx, parseMobileNumber(request.body.mobile_number), {
        ip: request.ip,
        userId: request.auth?.userId ?? null,
      }),
      CALLBACK_SUCCESS_MESSAGE,
    ),
  );

  endpointRoute(
    app,
    endpoints.sendAppFeedback,
    async (request) =>
      ok(
        await saveAppFeedback(ctx, request.body, { ip: request.ip, userId: request.auth?.userId ?? null }),
        'Thank you for your feedback!',
      ),
    { onRequest: rateLimit(ctx, 'feedback:ip', FEEDBACK_PER_IP, undefined, TOO_MANY) },
  );
};

export default supportRoutes;
