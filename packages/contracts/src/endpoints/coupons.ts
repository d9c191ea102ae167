import type { couponValidateAnswerSchema, couponValidateBodySchema } from '../checkout.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Coupons at checkout. */

export const validateCoupon = defineEndpoint<{
  body: typeof couponValidateBodySchema;
  response: typeof couponValidateAnswerSchema;
}>()({
  operationId: 'validateCoupon',
  method: 'POST',
  path: '/coupon-code/validate',
  access: 'shopper',
  tags: ['coupons'],
  summary: 'Check a coupon for the signed-in shopper and an order value (the cart price, in rupees)',
  errors: [400, 401],
});

export const couponEndpoints = { validateCoupon };
