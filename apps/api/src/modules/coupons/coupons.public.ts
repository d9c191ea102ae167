/* What other modules may use of coupons: checking a code for a shopper and order value, and the refusal texts. */
export { COUPON_MESSAGES } from './coupon-rules.ts';
export { type AppliedCoupon, checkCoupon } from './coupons.service.ts';
