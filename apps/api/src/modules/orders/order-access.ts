import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCharges, orderItems, orders, reviews } from '../../db/schema/orders.ts';
import { NotFound } from '../../lib/errors.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type OrderItemRecord = typeof orderItems.$inferSelect;
export type OrderChargeRecord = typeof orderCharges.$inferSelect;

export const ORDER_NOT_FOUND = 'The order you are looking for does not exist';

/**
 * The shopper's own order, or a 404 that reads the same whether the id is unknown or someone else's. Drafts
 * (unpaid ONLINE orders) are readable by their owner, so a failed payment can still be looked at.
 */
export async function loadOwnOrder(db: Db, userId: number, orderId: string): Promise<OrderRecord> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new NotFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  return order;
}

export async function loadOrder(db: Db, orderId: string): Promise<OrderRecord> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new NotFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  return order;
}

export async function loadOrderItems(db: Db, orderId: string): Promise<OrderItemRecord[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

/** The order's charges besides its goods, in the order priceOrder listed them. */
export async function loadOrderCharges(db: Db, orderId: string): Promise<OrderChargeRecord[]> {
  return db.select().from(orderCharges).where(eq(orderCharges.orderId, orderId)).orderBy(orderCharges.position);
}

/** The shopper's own star rating per order item (absent when not rated). */
export async function ratingsByOrderItem(db: Db, orderItemIds: number[]): Promise<Map<number, number>> {
  if (orderItemIds.length === 0) return new Map();
  const found = await db
    .select({ orderItemId: reviews.orderItemId, rating: reviews.rating })
    .from(reviews)
    .where(inArray(reviews.orderItemId, orderItemIds));
  return new Map(found.map((r) => [r.orderItemId, r.rating]));
}
