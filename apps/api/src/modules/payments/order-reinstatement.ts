import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderReleases } from '../../db/schema/checkout.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { lockShopper, markOrderReserved, takeStock } from '../checkout/reservation.ts';
import { takeCouponUse } from '../coupons/coupons.repository.ts';
import { appendWalletEntry } from '../wallet/wallet-ledger.ts';

type OrderRow = typeof orders.$inferSelect;

/** Thrown inside a transaction to roll back a partial re-reservation; the caller refunds the payment instead. */
export class CannotReinstate extends Error {
  constructor(readonly why: 'not-released' | 'stock' | 'wallet' | 'coupon') {
    super(`cannot reinstate order: ${why}`);
  }
}

/**
 * A payment arrived for a draft that already expired and gave back its stock, wallet part and coupon use
 * (checkout's releaseOrderReservation). Take them again, in checkout's lock order (shopper, variants by id,
 * coupon) and with its conditional updates; if any is gone, throw CannotReinstate so the whole transaction
 * rolls back and the payment is refunded instead. Call inside a transaction.
 */
export async function reReserveOrder(tx: Db, order: OrderRow): Promise<void> {
  const [release] = await tx.select().from(orderReleases).where(eq(orderReleases.orderId, order.id));
  if (!release?.isReleased) throw new CannotReinstate('not-released');
  await lockShopper(tx, order.userId);

  const items = await tx
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.variantId));
  for (const item of items)
    if (!(await takeStock(tx, item.variantId, item.quantity))) throw new CannotReinstate('stock');

  if (order.couponId !== null && !(await takeCouponUse(tx, order.couponId))) throw new CannotReinstate('coupon');

  if (order.walletPaise > 0) {
    try {
      await appendWalletEntry(tx, {
        userId: order.userId,
        type: 'DEBIT',
        amountPaise: order.walletPaise,
        reason: `Order ${order.id} (payment received after the reservation expired)`,
        orderId: order.id,
        idempotencyKey: `order:${order.id}:redebit:${release.releaseCount}`,
      });
    } catch {
      throw new CannotReinstate('wallet');
    }
  }
  await markOrderReserved(tx, order.id);
}
