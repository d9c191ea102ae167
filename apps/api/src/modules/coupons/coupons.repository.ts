import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderReleases } from '../../db/schema/checkout.ts';
import { orders } from '../../db/schema/orders.ts';
import { coupons } from '../../db/schema/shopping.ts';

export async function findCouponByCode(db: Db, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ?? null;
}

/** Orders that still hold their reservation: placed and not given back (released drafts do not count). */
const heldOrders = (userId: number) =>
  and(
    eq(orders.userId, userId),
    sql`not exists (select 1 from ${orderReleases} where ${orderReleases.orderId} = ${orders.id} and ${orderReleases.isReleased})`,
  );

export async function couponUsesByUser(db: Db, userId: number, couponId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(heldOrders(userId), eq(orders.couponId, couponId)));
  return Number(row?.n ?? 0);
}

export async function userHasOrders(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(heldOrders(userId)).limit(1);
  return Boolean(row);
}
