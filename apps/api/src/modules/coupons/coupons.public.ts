/*
 * What other modules may use of coupons: checking a code for a shopper and order value, the refusal texts, and
 * counting a use when an order takes or gives back one (inside the order's transaction, after its stock: the
 * lock order in inventory/stock-holds.ts).
 */
export { giveBackCouponUse, takeCouponUse } from './coupon-uses.ts';
export { COUPON_MESSAGES } from './coupon-rules.ts';
export { type AppliedCoupon, checkCoupon } from './coupons.service.ts';
