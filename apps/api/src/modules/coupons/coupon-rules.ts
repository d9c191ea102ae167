import { minimumOrderMessage } from '@shringar/contracts/pricing';
import type { coupons } from '../../db/schema/shopping.ts';

export type CouponRow = typeof coupons.$inferSelect;

export const COUPON_MESSAGES = {
  INVALID: 'Invalid or expired coupon',
  EXHAUSTED: 'This coupon has reached its usage limit',
  ALREADY_USED: 'You have already used this coupon',
  FIRST_ORDER_ONLY: 'This coupon is valid on your first order only',
  EMPTY: 'Please enter a coupon code',
} as const;

type CouponRefusal = { code: string; message: string };

/** What the coupon takes off an order value: percent (capped by maxDiscount) or flat, never above the value. */
export function couponDiscountPaise(
  coupon: Pick<CouponRow, 'kind' | 'value' | 'maxDiscountPaise'>,
  orderPaise: number,
) {
  const raw = coupon.kind === 'PERCENT' ? Math.floor((orderPaise * coupon.value) / 10_000) : coupon.value;
  const capped = coupon.maxDiscountPaise === null ? raw : Math.min(raw, coupon.maxDiscountPaise);
  return Math.max(0, Math.min(capped, orderPaise));
}

/**
 * Why this shopper may not use this coupon on this order value now, or null when they may. The order of the
 * checks decides which message a shopper sees when several apply: the most useful one first.
 */
export function couponRefusal(
  coupon: CouponRow | null,
  facts: { orderPaise: number; now: Date; userUses: number; userHasOrders: boolean },
): CouponRefusal | null {
  if (!coupon || !coupon.isActive) return { code: 'COUPON_INVALID', message: COUPON_MESSAGES.INVALID };
  const now = facts.now.getTime();
  if (coupon.startsAt.getTime() > now || (coupon.endsAt && coupon.endsAt.getTime() <= now))
    return { code: 'COUPON_INVALID', message: COUPON_MESSAGES.INVALID };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return { code: 'COUPON_EXHAUSTED', message: COUPON_MESSAGES.EXHAUSTED };
  if (coupon.perUserLimit !== null && facts.userUses >= coupon.perUserLimit)
    return { code: 'COUPON_ALREADY_USED', message: COUPON_MESSAGES.ALREADY_USED };
  if (coupon.firstOrderOnly && facts.userHasOrders)
    return { code: 'COUPON_FIRST_ORDER_ONLY', message: COUPON_MESSAGES.FIRST_ORDER_ONLY };
  if (facts.orderPaise < coupon.minOrderPaise)
    return { code: 'COUPON_MINIMUM_NOT_MET', message: minimumOrderMessage(coupon.minOrderPaise) };
  return null;
}
