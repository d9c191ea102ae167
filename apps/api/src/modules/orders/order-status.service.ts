import { canTransition, isCancelledStatus, type OrderStatus, orderStatusLabel } from '@shringar/contracts/orders';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/orders.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { recordOrderEvent } from '../order-messages/order-messages.public.ts';
import { receiveOpenReturns } from '../returns/returns.public.ts';
import { numberInvoiceIfDue } from './taxable-moment.ts';
import { ORDER_NOT_FOUND } from './order-access.ts';

type StatusChange = {
  orderId: string;
  status: OrderStatus;
  note?: string | undefined;
  trackingId?: string | undefined;
  /** Who made the change, as the history records it (operator:<name>, system …). */
  actor: string;
  /**
   * The courier brought the parcel back undelivered (refused, unreachable): a shipped order may then become
   * RETURNED before it was delivered. Only the shipping module's return-to-origin handling says so.
   */
  returnedToOrigin?: boolean;
};

/** 409s for a draft, a COD order waiting for confirmation, and for a move the order's status does not allow (spec: forward, cancel before SHIPPED). */
function assertTransition(
  order: { isDraft: boolean; status: OrderStatus; codConfirmation: string | null },
  to: OrderStatus,
  returnedToOrigin: boolean,
): void {
  if (order.isDraft) throw new Conflict('This order is still waiting for payment', 'ORDER_IS_DRAFT');
  // Nothing is packed or shipped on cash the shopper has not confirmed; staff confirm for them (a phone call).
  if (order.codConfirmation === 'AWAITING')
    throw new Conflict(
      "This cash-on-delivery order is waiting for the shopper's confirmation; confirm it for them first",
      'COD_CONFIRMATION_PENDING',
    );
  const backFromCourier =
    returnedToOrigin && to === 'RETURNED' && (order.status === 'SHIPPED' || order.status === 'OUT_FOR_DELIVERY');
  if (!backFromCourier && !canTransition(order.status, to))
    throw new Conflict(
      `An order that is '${orderStatusLabel(order.status)}' cannot become '${orderStatusLabel(to)}'`,
      'INVALID_STATUS_TRANSITION',
    );
}

export type StatusChangeResult = { orderId: string; from: OrderStatus; to: OrderStatus; changed: boolean };

/**
 * Moves a placed order along its statuses (never a cancellation: those give back stock and money and go
 * through the cancel service) and writes the history row the tracking timeline shows. Delivery stamps
 * delivered_at, which opens the return window, marks a cash-on-delivery order paid and issues its invoice
 * number; a return marks the order's open return requests received (the goods are back; refunding them is the returns
 * queue's). Asking for the status the order already has
 * changes nothing, so a retried command is harmless.
 */
export async function advanceOrderStatus(ctx: AppContext, change: StatusChange): Promise<StatusChangeResult> {
  if (isCancelledStatus(change.status)) throw new Error('Cancellations go through cancelOrder');
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, change.orderId)).for('update');
    if (!order) throw new NotFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
    const from = order.status;
    if (from === change.status) return { orderId: order.id, from, to: from, changed: false };
    assertTransition(order, change.status, change.returnedToOrigin === true);

    const now = ctx.clock.now();
    const delivered = change.status === 'DELIVERED';
    const collectsCash = delivered && order.paymentMethods.includes('COD') && order.paymentStatus === 'PENDING';
    const [updated] = await tx
      .update(orders)
      .set({
        status: change.status,
        lastStatusUpdate: now,
        updatedAt: now,
        ...(delivered ? { deliveredAt: now } : {}),
        ...(collectsCash ? { paymentStatus: 'PAID' as const } : {}),
        ...(change.trackingId ? { trackingId: change.trackingId } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, from)))
      .returning();
    await recordOrderEvent(ctx, tx, {
      kind: 'status',
      orderId: order.id,
      status: change.status,
      note: change.note?.trim() || null,
      actor: change.actor,
      at: now,
    });
    if (change.status === 'RETURNED') await receiveOpenReturns(tx, order.id, change.actor, now);
    // Delivery is a cash-on-delivery order's taxable moment; a prepaid order was numbered when it was paid.
    await numberInvoiceIfDue(tx, updated!, now);
    return { orderId: order.id, from, to: change.status, changed: true };
  });
}

/**
 * Sets (or, with null, clears) the order's tracking id: the courier's AWB when a parcel is booked or cancelled.
 * Inside the caller's transaction when given one.
 */
export async function setOrderTrackingId(ctx: AppContext, orderId: string, trackingId: string | null) {
  await ctx.db.update(orders).set({ trackingId, updatedAt: ctx.clock.now() }).where(eq(orders.id, orderId));
}
