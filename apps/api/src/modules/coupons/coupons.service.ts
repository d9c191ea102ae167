import type { CouponValidateAnswer } from '@shringar/contracts/checkout';
import { toPaise, toRupees } from '@shringar/contracts/money';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { BadRequest, ValidationError } from '../../lib/errors.ts';
import { COUPON_MESSAGES, couponDiscountPaise, couponRefusal, type CouponRow } from './coupon-rules.ts';
import { couponUsesByUser, findCouponByCode, userHasOrders } from './coupons.repository.ts';

export type AppliedCoupon = { coupon: CouponRow; discountPaise: number };

/**
 * The coupon's discount for this shopper on this order value, or a 400 saying why not. Inside an order
 * transaction pass the transaction, so the per-user and first-order facts are read under the shopper's lock.
 */
export async function checkCoupon(
  db: Db,
  now: Date,
  input: { userId: number; code: string; orderPaise: number },
): Promise<AppliedCoupon> {
  const coupon = await findCouponByCode(db, input.code);
  // One after the other: inside a transaction both run on the same connection.
  const userUses = coupon ? await couponUsesByUser(db, input.userId, coupon.id) : 0;
  const hasOrders = coupon?.firstOrderOnly ? await userHasOrders(db, input.userId) : false;
  const refusal = couponRefusal(coupon, { orderPaise: input.orderPaise, now, userUses, userHasOrders: hasOrders });
  if (refusal || !coupon) throw new BadRequest(refusal?.message ?? COUPON_MESSAGES.INVALID, refusal?.code);
  return { coupon, discountPaise: couponDiscountPaise(coupon, input.orderPaise) };
}

/** POST /coupon-code/validate: what the coupon would take off the cart price given as orderValue. */
export async function validateCoupon(
  ctx: AppContext,
  userId: number,
  input: { couponCode?: string | undefined; code?: string | undefined; orderValue: number },
): Promise<CouponValidateAnswer> {
  const code = input.couponCode || input.code || '';
  if (!code) throw ValidationError.field('couponCode', COUPON_MESSAGES.EMPTY, 'COUPON_EMPTY');
  const applied = await checkCoupon(ctx.db, ctx.clock.now(), { userId, code, orderPaise: toPaise(input.orderValue) });
  return {
    code: applied.coupon.code,
    discount_amount: toRupees(applied.discountPaise),
    description: applied.coupon.description,
  };
}
