import { couponValidateAnswerSchema, couponValidateBodySchema } from '../checkout.ts';
import { schemaTable } from '../endpoint.ts';
import { couponEndpoints } from './coupons.ts';

export const couponSchemas = schemaTable(couponEndpoints, {
  validateCoupon: { body: couponValidateBodySchema, response: couponValidateAnswerSchema },
});
