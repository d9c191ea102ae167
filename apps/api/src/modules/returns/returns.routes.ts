import multipart from '@fastify/multipart';
import { orderEndpoints as endpoints } from '@shringar/contracts/endpoints/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { readReturnRequest, RETURN_FORM_LIMITS } from './read-return-form.ts';
import { sendReturnPhoto } from './return-photo-files.ts';
import { requestReturn } from './returns.service.ts';

/** Return requests with their photos (the reasons list is served with the other content, GET /return/reasons). */
const returnsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Multipart is parsed only in this plugin's scope (return photos).
  await app.register(multipart, { limits: RETURN_FORM_LIMITS });

  endpointRoute(app, endpoints.requestReturn, async (request) => {
    const userId = userIdOf(request);
    const { body, photos } = await readReturnRequest(request);
    return ok(await requestReturn(ctx, userId, body, photos), 'Return requested');
  });

  endpointRoute(app, endpoints.getReturnPhoto, async (request, reply) => {
    const { size, expires, sig } = request.query;
    return sendReturnPhoto(ctx, reply, request.params.id, size, {
      staff: false,
      userId: request.auth?.userId ?? null,
      expires,
      sig,
    });
  });
};

export default returnsRoutes;
