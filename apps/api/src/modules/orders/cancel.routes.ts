import { orderEndpoints as endpoints } from '@shringar/contracts/endpoints/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { requestOrigin } from '../../plugins/public-origin.ts';
import { cancelOrder } from './cancel.service.ts';
import { getOrderDetails } from './order-details.service.ts';

/** The shopper cancels their own order before it ships; stock and wallet part come back, the rest is refunded. */
const cancelRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  endpointRoute(app, endpoints.cancelOrder, async (request) => {
    const userId = userIdOf(request);
    await cancelOrder(ctx, {
      orderId: request.params.id,
      userId,
      reasonId: request.body.reasonId,
      note: request.body.comment ?? null,
      actor: `user:${userId}`,
    });
    return ok(
      await getOrderDetails(ctx, userId, request.params.id, requestOrigin(ctx.config, request), request.query.lang),
      'Order cancelled',
    );
  });
};

export default cancelRoutes;
