import { returnRequestAnswerSchema, returnRequestBodySchema } from '@shringar/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { requestReturn } from './returns.service.ts';

/** Return requests (the reasons list is served with the other content, GET /return/reasons). */
const returnsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/return/request',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Request the return of a delivered item, within the return window (one request per item)',
        security: [{ bearer: [] }],
        body: returnRequestBodySchema,
        response: { 200: envelope(returnRequestAnswerSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ok(await requestReturn(ctx, userIdOf(request), request.body), 'Return requested'),
  );
};

export default returnsRoutes;
