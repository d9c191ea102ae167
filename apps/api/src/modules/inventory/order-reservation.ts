import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderReleases } from '../../db/schema/checkout.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { giveBackCouponUse } from '../coupons/coupons.public.ts';
import { giveBackStock, lockShopper } from './stock-holds.ts';
import { returnWalletHold } from './wallet-hold.ts';

type ReleaseResult = {
  released: boolean;
  /** Paise credited back to the wallet by this call. */
  walletReturnedPaise: number;
};

/**
 * Gives back what an order holds: its stock, the wallet part (a ledger credit, key order:<id>:wallet-release)
 * and its coupon use. For unpaid drafts that expire or fail, and for cancellations (the online part is refunded
 * by the caller through the gateway). Call inside the caller's transaction; it never changes the order's status
 * (the caller records that and its history row). Safe to call twice or from two processes at once: the second
 * call finds the order already released and changes nothing.
 */
export async function releaseOrderReservation(
  tx: Db,
  orderId: string,
  reason: string,
  opts: { now?: Date; actor?: string } = {},
): Promise<ReleaseResult> {
  const [order] = await tx
    .select({ userId: orders.userId, walletPaise: orders.walletPaise, couponId: orders.couponId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return { released: false, walletReturnedPaise: 0 };
  await lockShopper(tx, order.userId);

  const releasedAt = opts.now ?? sql`now()`;
  const [claim] = await tx
    .insert(orderReleases)
    .values({ orderId, reason, releasedAt: releasedAt as Date })
    .onConflictDoUpdate({
      target: orderReleases.orderId,
      set: {
        isReleased: true,
        releaseCount: sql`${orderReleases.releaseCount} + 1`,
        reason,
        releasedAt: releasedAt as Date,
      },
      setWhere: sql`not ${orderReleases.isReleased}`,
    })
    .returning({ releaseCount: orderReleases.releaseCount });
  if (!claim) return { released: false, walletReturnedPaise: 0 };

  const items = await tx
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.variantId));
  const cause = {
    kind: 'release',
    reason: `Order ${orderId}: ${reason}`,
    actor: opts.actor ?? 'system',
    orderId,
  } as const;
  for (const item of items) await giveBackStock(tx, item.variantId, item.quantity, cause);

  if (order.couponId !== null) await giveBackCouponUse(tx, order.couponId);

  let walletReturnedPaise = 0;
  if (order.walletPaise > 0) {
    const applied = await returnWalletHold(tx, {
      userId: order.userId,
      orderId,
      amountPaise: order.walletPaise,
      releaseCount: claim.releaseCount,
    });
    if (applied) walletReturnedPaise = order.walletPaise;
  }
  return { released: true, walletReturnedPaise };
}

/**
 * The order holds its reservation again (a late payment took stock, wallet and coupon use back): a later
 * cancellation may release it once more. Call in the same transaction that took them.
 */
export async function markOrderReserved(tx: Db, orderId: string): Promise<void> {
  await tx.update(orderReleases).set({ isReleased: false }).where(eq(orderReleases.orderId, orderId));
}
