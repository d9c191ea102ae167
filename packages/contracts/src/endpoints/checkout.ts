import {
  idempotencyHeaders,
  placeBuyNowOrderBodySchema,
  placeCartOrderBodySchema,
  placeOrderAnswerSchema,
} from '../checkout.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Placing an order; prices and totals are always computed on the server. */

const tags = ['checkout'] as const;
const storeClosed =
  "503 STORE_CLOSED with Retry-After while the operator has closed the store (settings isAppActive off); the message is the operator's appInactiveMessage.";
const refusals = {
  errors: [400, 401, 404, 409, 422, 503],
  errorCodes: [
    'STORE_CLOSED',
    'MISSING_INFORMATION',
    'WALLET_NEEDS_ANOTHER_METHOD',
    'ONLINE_AND_COD',
    'COD_UNAVAILABLE',
    'COD_OFF_FOR_ACCOUNT',
    'COD_PINCODE_UNAVAILABLE',
    'COD_ABOVE_CEILING',
    'MINIMUM_ORDER_NOT_MET',
    'ONLINE_AMOUNT_TOO_SMALL',
    'COUPON_INVALID',
    'COUPON_EXHAUSTED',
    'COUPON_ALREADY_USED',
    'COUPON_FIRST_ORDER_ONLY',
    'COUPON_MINIMUM_NOT_MET',
    'OUT_OF_STOCK',
    'QUANTITY_LIMIT',
    'PRODUCT_UNAVAILABLE',
    'PRICE_CHANGED',
    'INSUFFICIENT_WALLET_BALANCE',
  ],
} as const;

export const placeCartOrder = defineEndpoint({
  operationId: 'placeCartOrder',
  method: 'POST',
  path: '/order/cart',
  access: 'shopper',
  tags,
  summary: 'Place an order for the whole cart (prices and totals are computed on the server)',
  description: storeClosed,
  errors: refusals.errors,
  errorCodes: ['EMPTY_CART', ...refusals.errorCodes],
  schemas: { headers: idempotencyHeaders, body: placeCartOrderBodySchema, response: placeOrderAnswerSchema },
});

export const placeDirectOrder = defineEndpoint({
  operationId: 'placeDirectOrder',
  method: 'POST',
  path: '/order/create',
  access: 'shopper',
  tags,
  summary: 'Buy now: place an order for one variant without touching the cart',
  description: storeClosed,
  errors: refusals.errors,
  errorCodes: refusals.errorCodes,
  schemas: { headers: idempotencyHeaders, body: placeBuyNowOrderBodySchema, response: placeOrderAnswerSchema },
});

export const checkoutEndpoints = { placeCartOrder, placeDirectOrder };
