import { toRupees } from '@shringar/contracts/money';
import type { OrderRow } from '@shringar/contracts/orders';
import { pagination, type Pagination } from '@shringar/contracts/pagination';
import type { StoreLang } from '@shringar/contracts/store-lang';
import { and, asc, count, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { orderItems, orders, reviews } from '../../db/schema/orders.ts';
import { deliveryDateText } from './order-dates.ts';

/** A generous bound for the spec's unpaged list: a shopper with more orders sees the latest ones. */
const MAX_ROWS = 500;

/**
 * The shopper's orders the list shows. Unpaid ONLINE drafts are listed as PENDING while they can still be paid (so
 * the shopper can find them and pay); once expired they are hidden, since nothing was bought.
 */
const listedOrdersOf = (ctx: AppContext, userId: number) =>
  and(
    eq(orders.userId, userId),
    or(eq(orders.isDraft, false), and(eq(orders.status, 'PENDING'), gt(orders.draftExpiresAt, ctx.clock.now()))),
  );

/**
 * GET /orders/ as the spec answers it: one row per order item of the shopper's orders, newest first, the date
 * line in `lang`.
 */
export async function listOrders(ctx: AppContext, userId: number, lang: StoreLang = 'en'): Promise<OrderRow[]> {
  return orderRows(ctx, listedOrdersOf(ctx, userId), MAX_ROWS, lang);
}

/**
 * GET /orders/?page=…&itemsPerPage=…: a page of the shopper's orders, newest first, counted in orders; `items`
 * holds every item row of the page's orders, so an order is never split across two pages.
 */
export async function listOrderPage(
  ctx: AppContext,
  userId: number,
  page: number,
  itemsPerPage: number,
  lang: StoreLang = 'en',
): Promise<{ items: OrderRow[]; pagination: Pagination }> {
  const listed = listedOrdersOf(ctx, userId);
  const [counted] = await ctx.db.select({ total: count() }).from(orders).where(listed);
  const ids = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(listed)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(itemsPerPage)
    .offset((page - 1) * itemsPerPage);
  const items = ids.length
    ? await orderRows(
        ctx,
        and(
          listed,
          inArray(
            orders.id,
            ids.map((r) => r.id),
          ),
        ),
        MAX_ROWS,
        lang,
      )
    : [];
  return { items, pagination: pagination(counted?.total ?? 0, page, itemsPerPage) };
}

async function orderRows(ctx: AppContext, where: SQL | undefined, limit: number, lang: StoreLang): Promise<OrderRow[]> {
  const found = await ctx.db
    .select({
      orderId: orders.id,
      status: orders.status,
      isCartOrder: orders.isCartOrder,
      createdAt: orders.createdAt,
      deliveredAt: orders.deliveredAt,
      lastStatusUpdate: orders.lastStatusUpdate,
      itemId: orderItems.id,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      productName: orderItems.productName,
      variantName: orderItems.variantName,
      imageUrl: orderItems.imageUrl,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      deliveryDays: productVariants.deliveryDays,
      rating: reviews.rating,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.id))
    .limit(limit);

  return found.map((r) => ({
    orderId: r.orderId,
    order_item_id: r.itemId,
    productId: r.productId,
    variantId: r.variantId,
    productName: r.productName,
    variantName: r.variantName,
    orderImg: r.imageUrl,
    isCartOrder: r.isCartOrder,
    orderPrice: toRupees(r.unitPricePaise * r.quantity),
    orderItemQuantity: r.quantity,
    orderDeliveryStatus: r.status,
    orderDeliveryDateText: deliveryDateText(r, r.deliveryDays ?? 5, lang),
    last_status_update: r.lastStatusUpdate.toISOString(),
    created_at: r.createdAt.toISOString(),
    productRating: r.rating ?? 0,
  }));
}
