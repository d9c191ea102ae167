import type { ReturnRequestBody } from '@shringar/contracts/orders';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { reasons } from '../../db/schema/content.ts';
import { orderItems, returnRequests } from '../../db/schema/orders.ts';
import { Conflict, NotFound, ValidationError } from '../../lib/errors.ts';
import { getSettings } from '../settings/settings.public.ts';
import { isWithinReturnWindow, loadOwnOrder } from '../orders/orders.public.ts';

/**
 * POST /return/request: a return of one item of the shopper's own delivered order, while the return window
 * is open, with one of the store's return reasons. One request per order item, even when sent twice at once
 * (the unique order_item_id decides).
 */
export async function requestReturn(ctx: AppContext, userId: number, body: ReturnRequestBody) {
  const order = await loadOwnOrder(ctx.db, userId, body.orderId);
  const [item] = await ctx.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.id, body.orderItemId), eq(orderItems.orderId, order.id)));
  if (!item) throw new NotFound('This item is not part of the order', 'ORDER_ITEM_NOT_FOUND');
  const [reason] = await ctx.db
    .select({ id: reasons.id })
    .from(reasons)
    .where(and(eq(reasons.id, body.reasonId), eq(reasons.kind, 'RETURN')));
  if (!reason) throw ValidationError.field('reasonId', 'Please choose a valid return reason', 'INVALID_REASON');

  const settings = await getSettings(ctx);
  const now = ctx.clock.now();
  if (!isWithinReturnWindow(order, settings, now))
    throw new Conflict(
      order.status === 'DELIVERED'
        ? `Returns are accepted within ${settings.returnWindowDays} days of delivery`
        : 'This order can be returned once it is delivered',
      'RETURN_NOT_AVAILABLE',
    );

  const [created] = await ctx.db
    .insert(returnRequests)
    .values({
      orderId: order.id,
      orderItemId: item.id,
      userId,
      reasonId: reason.id,
      comment: body.comment || null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: returnRequests.orderItemId })
    .returning({ id: returnRequests.id, status: returnRequests.status });
  if (!created) throw new Conflict('A return has already been requested for this item', 'RETURN_ALREADY_REQUESTED');
  return { returnId: created.id, status: created.status };
}
