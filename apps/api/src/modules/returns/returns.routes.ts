import { orderEndpoints as endpoints } from '@shringar/contracts/endpoints/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { requestReturn } from './returns.service.ts';

/** Return requests (the reasons list is served with the other content, GET /return/reasons). */
const returnsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.requestReturn, async (request) =>
    ok(await requestReturn(ctx, userIdOf(request), request.body), 'Return requested'),
  );
};

export default returnsRoutes;
