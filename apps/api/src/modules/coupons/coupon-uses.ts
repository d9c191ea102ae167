import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons } from '../../db/schema/shopping.ts';

/**
 * Takes one use of the coupon. The condition sits in the update, so parallel orders cannot pass the limit:
 * PostgreSQL re-checks it on the locked row after a concurrent update commits.
 */
export async function takeCouponUse(tx: Db, couponId: number): Promise<boolean> {
  const [row] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(eq(coupons.id, couponId), or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`)),
    )
    .returning({ id: coupons.id });
  return Boolean(row);
}

/** Gives a use back when an order is released (its per-user use stops counting through order_releases). */
export async function giveBackCouponUse(tx: Db, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(and(eq(coupons.id, couponId), gt(coupons.usedCount, 0)));
}
