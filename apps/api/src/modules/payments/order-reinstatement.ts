import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { coupons } from '../../db/schema/shopping.ts';
import { appendWalletEntry } from '../wallet/wallet-ledger.ts';

type OrderRow = typeof orders.$inferSelect;

/** Thrown inside a transaction to roll back a partial re-reservation; the caller refunds the payment instead. */
export class CannotReinstate extends Error {
  constructor(readonly why: 'stock' | 'wallet' | 'coupon') {
    super(`cannot reinstate order: ${why}`);
  }
}

/**
 * A payment arrived for a draft that already expired and gave back its stock, wallet part and coupon use. Take
 * them again with the same conditional updates checkout uses; if any is gone, throw CannotReinstate so the
 * whole transaction rolls back and the payment is refunded. Call inside a transaction holding the order's lock.
 */
export async function reReserveOrder(tx: Db, order: OrderRow, now: Date): Promise<void> {
  const items = await tx
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    const [taken] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${item.quantity}` })
      .where(and(eq(productVariants.id, item.variantId), gte(productVariants.stock, item.quantity)))
      .returning({ id: productVariants.id });
    if (!taken) throw new CannotReinstate('stock');
  }

  if (order.couponId) {
    const [counted] = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(
        and(
          eq(coupons.id, order.couponId),
          or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
          or(isNull(coupons.endsAt), gte(coupons.endsAt, order.createdAt)),
          lte(coupons.startsAt, now),
        ),
      )
      .returning({ id: coupons.id });
    if (!counted) throw new CannotReinstate('coupon');
  }

  if (order.walletPaise > 0) {
    try {
      await appendWalletEntry(tx, {
        userId: order.userId,
        type: 'DEBIT',
        amountPaise: order.walletPaise,
        reason: `Order ${order.id} (payment received after expiry)`,
        orderId: order.id,
        idempotencyKey: `order:${order.id}:redebit`,
      });
    } catch {
      throw new CannotReinstate('wallet');
    }
  }
}
