import { orderDetailsSchema } from '@shringar/contracts/orders';
import { cancelRequestBody } from '@shringar/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { cancelOrder } from './cancel.service.ts';
import { getOrderDetails } from './order-details.service.ts';
import { orderIdParams } from './orders.routes.ts';

/** The shopper cancels their own order before it ships; stock and wallet part come back, the rest is refunded. */
const cancelRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/order/cancel-request/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order (only while isCancelAvailable)',
        description:
          'Status becomes CANCELLED_BY_USER with a history row; stock and the wallet part go back; the online part is refunded through the gateway exactly once. Repeating the call completes a refund that failed and changes nothing else.',
        security: [{ bearer: [] }],
        params: orderIdParams,
        body: cancelRequestBody,
        response: { 200: envelope(orderDetailsSchema), ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      await cancelOrder(ctx, {
        orderId: request.params.id,
        userId,
        reasonId: request.body.reasonId,
        note: request.body.comment ?? null,
        actor: `user:${userId}`,
      });
      return ok(await getOrderDetails(ctx, userId, request.params.id), 'Order cancelled');
    },
  );
};

export default cancelRoutes;
