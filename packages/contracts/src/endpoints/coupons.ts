import { couponValidateAnswerSchema, couponValidateBodySchema } from '../checkout.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Coupons. */

export const validateCoupon = defineEndpoint({
  operationId: 'validateCoupon',
  method: 'POST',
  path: '/coupon-code/validate',
  access: 'shopper',
  tags: ['coupons'],
  summary: 'Check a coupon for the signed-in shopper and an order value (the cart price, in rupees)',
  errors: [400, 401],
  errorCodes: [
    'COUPON_EMPTY',
    'COUPON_INVALID',
    'COUPON_EXHAUSTED',
    'COUPON_ALREADY_USED',
    'COUPON_FIRST_ORDER_ONLY',
    'COUPON_MINIMUM_NOT_MET',
  ],
  schemas: { body: couponValidateBodySchema, response: couponValidateAnswerSchema },
});

export const couponEndpoints = { validateCoupon };
