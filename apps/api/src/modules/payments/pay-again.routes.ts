import { paymentEndpoints as endpoints } from '@shringar/contracts/endpoints/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { refuseWhileClosed } from '../settings/settings.public.ts';
import { payOrderAgain } from './pay-again.service.ts';

/** 'Pay Now' for an order whose online payment was dismissed or failed. */
const payAgainRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(
    app,
    endpoints.payOrderAgain,
    async (request) => ok(await payOrderAgain(ctx, userIdOf(request), request.params.id), 'Complete the payment'),
    { preHandler: refuseWhileClosed(ctx) },
  );
};

export default payAgainRoutes;
