import type { placeBuyNowOrderBodySchema, placeCartOrderBodySchema, placeOrderAnswerSchema } from '../checkout.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Placing orders. Send an `Idempotency-Key` header per attempt: a retry with it answers the first order. */

export const placeCartOrder = defineEndpoint<{
  body: typeof placeCartOrderBodySchema;
  response: typeof placeOrderAnswerSchema;
}>()({
  operationId: 'placeCartOrder',
  method: 'POST',
  path: '/order/cart',
  access: 'shopper',
  tags: ['checkout'],
  summary: 'Place an order for the whole cart (prices and totals are computed on the server)',
  errors: [400, 401, 404, 409],
});

export const placeDirectOrder = defineEndpoint<{
  body: typeof placeBuyNowOrderBodySchema;
  response: typeof placeOrderAnswerSchema;
}>()({
  operationId: 'placeDirectOrder',
  method: 'POST',
  path: '/order/create',
  access: 'shopper',
  tags: ['checkout'],
  summary: 'Buy now: place an order for one variant without touching the cart',
  errors: [400, 401, 404, 409],
});

export const checkoutEndpoints = { placeCartOrder, placeDirectOrder };
