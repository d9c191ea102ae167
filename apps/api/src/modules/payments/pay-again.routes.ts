import { placeOrderAnswerSchema } from '@shringar/contracts/checkout';
import { payOrderParams } from '@shringar/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { payOrderAgain } from './pay-again.service.ts';

/** 'Pay Now' for an order whose online payment was dismissed or failed. */
const payAgainRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/order/:id/pay',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Pay again: a new provider order for an unpaid ONLINE order that has not expired',
        description:
          'Answers like POST /order/cart (razorpayOrderId, razorpayKeyId, amountInPaise for the remainder); then open Checkout and call /order/verify as after placing the order. 409 with ORDER_ALREADY_PAID, ORDER_EXPIRED (the draft ran out of time and gave back its stock and wallet part), ORDER_CANCELLED or ORDER_NOT_PAYABLE_ONLINE (COD, wallet-only or fully paid orders).',
        security: [{ bearer: [] }],
        params: payOrderParams,
        response: { 200: envelope(placeOrderAnswerSchema), ...errorResponses(400, 401, 404, 409, 502) },
      },
    },
    async (request) => ok(await payOrderAgain(ctx, userIdOf(request), request.params.id), 'Complete the payment'),
  );
};

export default payAgainRoutes;
