import {
  placeBuyNowOrderBodySchema,
  placeCartOrderBodySchema,
  placeOrderAnswerSchema,
} from '@shringar/contracts/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { userIdOf } from '../../plugins/auth.ts';
import { emptyBodyAsObject } from '../../plugins/empty-body.ts';
import { placeOrder } from './checkout.service.ts';

const headers = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,100}$/, 'Idempotency-Key must be 1 to 100 visible ASCII characters')
    .optional()
    .describe('A retry with the same key returns the first answer instead of placing a second order'),
});

const answer = { 200: envelope(placeOrderAnswerSchema), ...errorResponses(400, 401, 404, 409) };
const messageFor = (isDraft: boolean) => (isDraft ? 'Order created; complete the payment' : 'Order placed');

const checkoutRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const common = { tags: ['checkout'], security: [{ bearer: [] }], headers };

  app.post(
    '/order/cart',
    {
      onRequest: app.requireUser,
      preValidation: emptyBodyAsObject,
      schema: {
        ...common,
        summary: 'Place an order for the whole cart (prices and totals are computed on the server)',
        body: placeCartOrderBodySchema,
        response: answer,
      },
    },
    async (request) => {
      const result = await placeOrder(ctx, userIdOf(request), {
        source: { kind: 'cart' },
        paymentMethods: request.body.paymentMethods,
        couponCode: request.body.couponCode,
        addressId: request.body.addressId,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return ok(result, messageFor(result.isDraft));
    },
  );

  app.post(
    '/order/create',
    {
      onRequest: app.requireUser,
      preValidation: emptyBodyAsObject,
      schema: {
        ...common,
        summary: 'Buy now: place an order for one variant without touching the cart',
        body: placeBuyNowOrderBodySchema,
        response: answer,
      },
    },
    async (request) => {
      const { productId, variantId, quantity, ...choices } = request.body;
      const result = await placeOrder(ctx, userIdOf(request), {
        source: { kind: 'buy-now', productId, variantId, quantity },
        ...choices,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return ok(result, messageFor(result.isDraft));
    },
  );
};

export default checkoutRoutes;
