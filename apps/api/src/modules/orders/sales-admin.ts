import { and, desc, eq, gte, inArray, lt, not, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { categories, products } from '../../db/schema/catalogue.ts';
import { orderItems, orders, returnRequests } from '../../db/schema/orders.ts';

/** Orders an operator or shopper cancelled: counted as cancellations, never as revenue. */
const CANCELLED = ['CANCELLED', 'CANCELLED_BY_USER', 'CANCELLED_BY_SHRINGAR'] as const;

export type Window = { from: Date; to: Date };

/** A day in India time, as 2026-11-23. */
const istDay = (column: typeof orders.createdAt | typeof returnRequests.createdAt) =>
  sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

const placedIn = (w: Window) =>
  and(eq(orders.isDraft, false), gte(orders.createdAt, w.from), lt(orders.createdAt, w.to));
const kept = not(inArray(orders.status, [...CANCELLED]));

/** What was refunded of an order's returns: money given back is not revenue. */
const refundedOfOrder = sql`(select coalesce(sum(${returnRequests.refundPaise}), 0) from ${returnRequests}
  where ${returnRequests.orderId} = ${orders.id} and ${returnRequests.refundedAt} is not null)`;

/** One aggregate row per India day that had orders: counts, revenue paise (less refunds), COD orders, cancellations. */
export async function ordersByDay(ctx: AppContext, w: Window) {
  const day = istDay(orders.createdAt);
  return ctx.db
    .select({
      day,
      orders: sql<number>`count(*)::int`,
      keptOrders: sql<number>`(count(*) filter (where ${kept}))::int`,
      // Counted on the day the order was placed, less what its returns refunded since.
      revenuePaise:
        sql<number>`coalesce(sum(${orders.totalPaise} - ${refundedOfOrder}) filter (where ${kept}), 0)::int8`.mapWith(
          Number,
        ),
      codOrders: sql<number>`(count(*) filter (where ${orders.paymentMethods} @> '["COD"]'::jsonb))::int`,
      cancellations: sql<number>`(count(*) filter (where not ${kept}))::int`,
    })
    .from(orders)
    .where(placedIn(w))
    .groupBy(day);
}

/** Return requests made per India day. */
export async function returnsByDay(ctx: AppContext, w: Window) {
  const day = istDay(returnRequests.createdAt);
  return ctx.db
    .select({ day, returns: sql<number>`count(*)::int` })
    .from(returnRequests)
    .where(and(gte(returnRequests.createdAt, w.from), lt(returnRequests.createdAt, w.to)))
    .groupBy(day);
}

const units = sql<number>`sum(${orderItems.quantity})::int`;
const itemRevenue = sql<number>`sum(${orderItems.quantity} * ${orderItems.unitPricePaise})::int8`.mapWith(Number);

/** The products that sold the most units in the window (orders not cancelled). */
export async function topProducts(ctx: AppContext, w: Window, limit: number) {
  return ctx.db
    .select({ id: products.id, name: products.name, units, revenuePaise: itemRevenue })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(placedIn(w), kept))
    .groupBy(products.id, products.name)
    .orderBy(desc(units), desc(itemRevenue), products.id)
    .limit(limit);
}

/** The categories that sold the most units in the window (orders not cancelled). */
export async function topCategories(ctx: AppContext, w: Window, limit: number) {
  return ctx.db
    .select({ id: categories.id, name: categories.name, units, revenuePaise: itemRevenue })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(placedIn(w), kept))
    .groupBy(categories.id, categories.name)
    .orderBy(desc(units), desc(itemRevenue), categories.id)
    .limit(limit);
}
