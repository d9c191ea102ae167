import { formatRupees, toRupees } from '@shringar/contracts/money';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCharges, orderItems, orders } from '../../db/schema/orders.ts';

/** An order with its lines and charges, as a message describes it. */
export type OrderForMessage = typeof orders.$inferSelect & {
  items: Array<typeof orderItems.$inferSelect>;
  charges: Array<Pick<typeof orderCharges.$inferSelect, 'code' | 'label' | 'amountPaise'>>;
};

/** Paise to the ₹ text the storefront shows (₹1,299, ₹349.50). */
export const rupees = (paise: number) => formatRupees(toRupees(paise));

export async function loadOrderForMessage(db: Db, orderId: string): Promise<OrderForMessage | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [items, charges] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db.select().from(orderCharges).where(eq(orderCharges.orderId, orderId)).orderBy(asc(orderCharges.position)),
  ]);
  return { ...order, items, charges };
}
