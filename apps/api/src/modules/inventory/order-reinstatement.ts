import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderReleases } from '../../db/schema/checkout.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { takeCouponUse } from '../coupons/coupons.public.ts';
import { markOrderReserved } from './order-reservation.ts';
import { lockShopper, takeStock } from './stock-holds.ts';
import { holdWalletAgain } from './wallet-hold.ts';

type OrderRow = typeof orders.$inferSelect;

/** Thrown inside a transaction to roll back a partial re-reservation; the caller refunds the payment instead. */
export class CannotReinstate extends Error {
  constructor(readonly why: 'not-released' | 'stock' | 'wallet' | 'coupon') {
    super(`cannot reinstate order: ${why}`);
  }
}

/**
 * A payment arrived for a draft that already expired and gave back its stock, wallet part and coupon use
 * (releaseOrderReservation). Take them again, in the lock order of stock-holds.ts (shopper, variants by id,
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
  const cause = {
    kind: 'reinstate',
    reason: `Order ${order.id} reinstated: paid after its reservation expired`,
    actor: 'system',
    orderId: order.id,
  } as const;
  for (const item of items)
    if (!(await takeStock(tx, item.variantId, item.quantity, cause))) throw new CannotReinstate('stock');

  if (order.couponId !== null && !(await takeCouponUse(tx, order.couponId))) throw new CannotReinstate('coupon');

  if (order.walletPaise > 0) {
    try {
      await holdWalletAgain(tx, {
        userId: order.userId,
        orderId: order.id,
        amountPaise: order.walletPaise,
        releaseCount: release.releaseCount,
      });
    } catch {
      throw new CannotReinstate('wallet');
    }
  }
  await markOrderReserved(tx, order.id);
}
