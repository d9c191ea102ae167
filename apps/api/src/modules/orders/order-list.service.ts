import { toRupees } from '@shringar/contracts/money';
import type { OrderRow } from '@shringar/contracts/orders';
import { and, asc, desc, eq, gt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { orderItems, orders, reviews } from '../../db/schema/orders.ts';
import { deliveryDateText } from './order-dates.ts';

/** A generous bound: the list has no paging in spec 7, and a shopper with more orders sees the latest ones. */
const MAX_ROWS = 500;

/**
 * GET /orders/: one row per order item of the shopper's orders, newest first. Unpaid ONLINE drafts are listed as
 * PENDING while they can still be paid (so the shopper can find them and pay); once expired they are hidden,
 * since nothing was bought.
 */
export async function listOrders(ctx: AppContext, userId: number): Promise<OrderRow[]> {
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
    .where(
      and(
        eq(orders.userId, userId),
        or(eq(orders.isDraft, false), and(eq(orders.status, 'PENDING'), gt(orders.draftExpiresAt, ctx.clock.now()))),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.id))
    .limit(MAX_ROWS);

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
    orderDeliveryDateText: deliveryDateText(r, r.deliveryDays ?? 5),
    last_status_update: r.lastStatusUpdate.toISOString(),
    created_at: r.createdAt.toISOString(),
    productRating: r.rating ?? 0,
  }));
}
