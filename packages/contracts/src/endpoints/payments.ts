import type { placeOrderAnswerSchema } from '../checkout.ts';
import { defineEndpoint } from '../endpoint.ts';
import type { payOrderParams, verifyOrderAnswer, verifyOrderBody } from '../payments.ts';

/** Online payments of orders. */

export const verifyPayment = defineEndpoint<{ body: typeof verifyOrderBody; response: typeof verifyOrderAnswer }>()({
  operationId: 'verifyPayment',
  method: 'POST',
  path: '/order/verify',
  access: 'shopper',
  tags: ['payments'],
  summary: 'Verify an order payment (or record a dismissed or failed one)',
  errors: [400, 401, 404, 409, 502],
});

export const payOrderAgain = defineEndpoint<{
  params: typeof payOrderParams;
  response: typeof placeOrderAnswerSchema;
}>()({
  operationId: 'payOrderAgain',
  method: 'POST',
  path: '/order/{id}/pay',
  access: 'shopper',
  tags: ['payments'],
  summary: 'Pay again: a new provider order for an unpaid ONLINE order that has not expired',
  errors: [400, 401, 404, 409, 502],
  errorCodes: ['ORDER_ALREADY_PAID', 'ORDER_EXPIRED', 'ORDER_CANCELLED', 'ORDER_NOT_PAYABLE_ONLINE'],
});

export const paymentEndpoints = { verifyPayment, payOrderAgain };
