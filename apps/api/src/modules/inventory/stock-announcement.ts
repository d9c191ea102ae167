import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orderItems } from '../../db/schema/orders.ts';

/**
 * Tells every process's caches that these orders' products changed stock (placed, cancelled, expired or
 * reinstated), so an anonymous product answer never shows stock older than the change feed's delay. Call
 * after the transaction that moved the stock has committed. Only the answers showing these products are
 * forgotten (plugins/http-cache.ts), so a busy store keeps the rest of its cache.
 */
export async function announceStockChange(ctx: AppContext, orderIds: readonly string[]): Promise<void> {
  if (!orderIds.length) return;
  const rows = await ctx.db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]));
  await announceProductStockChange(
    ctx,
    rows.map((r) => r.productId),
  );
}

/** The same, for a caller that knows the products already (it has just placed their order). */
export async function announceProductStockChange(ctx: AppContext, productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  await ctx.changes.publish({ kind: 'catalogue', productIds: [...productIds] });
}
