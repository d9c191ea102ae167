import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { orderReleases } from '../../db/schema/checkout.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { releaseCouponUse } from '../coupons/coupons.service.ts';
import { appendWalletEntry } from '../wallet/wallet-ledger.ts';

/*
 * Lock order, the same everywhere money or stock moves for an order, so two transactions never wait on each
 * other in a circle: the shopper's users row, then variant rows by ascending id, then the coupon row.
 */

/** Locks the shopper's row for the rest of the transaction: their orders, coupon uses and wallet go one at a time. */
export async function lockShopper(tx: Db, userId: number) {
  const [row] = await tx
    .select({ walletBalancePaise: users.walletBalancePaise })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/**
 * Takes the quantity from stock if there is that much, in one conditional statement: under concurrency
 * PostgreSQL re-checks `stock >= quantity` on the locked row after a competing update commits, so no two
 * orders take the same last unit. Returns false when there is not enough.
 */
export async function takeStock(tx: Db, variantId: number, quantity: number): Promise<boolean> {
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, quantity)))
    .returning({ id: productVariants.id });
  return Boolean(row);
}

export type ReleaseResult = {
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
  opts: { now?: Date } = {},
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
  for (const item of items)
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${item.quantity}` })
      .where(eq(productVariants.id, item.variantId));

  if (order.couponId !== null) await releaseCouponUse(tx, order.couponId);

  let walletReturnedPaise = 0;
  if (order.walletPaise > 0) {
    const suffix = claim.releaseCount > 1 ? `:${claim.releaseCount}` : '';
    const entry = await appendWalletEntry(tx, {
      userId: order.userId,
      type: 'CREDIT',
      amountPaise: order.walletPaise,
      reason: `Wallet amount returned for order ${orderId}`,
      orderId,
      idempotencyKey: `order:${orderId}:wallet-release${suffix}`,
    });
    if (entry.applied) walletReturnedPaise = order.walletPaise;
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
