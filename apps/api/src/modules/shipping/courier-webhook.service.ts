import type { OrderStatus } from '@shringar/contracts/orders';
import { flowIndex, isCancelledStatus } from '@shringar/contracts/orders';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { courierEvents, shipmentScans, shipments } from '../../db/schema/shipping.ts';
import type { CourierScanStatus, CourierTrackingEvent } from '../../integrations/courier/courier-provider.ts';
import type { IncomingWebhook } from '../../integrations/payments/payment-provider.ts';
import { NotFound } from '../../lib/errors.ts';
import { announceStockChange } from '../inventory/inventory.public.ts';
import { advanceOrderStatus, loadOrder } from '../orders/orders.public.ts';
import { handleReturnedToOrigin } from './return-to-origin.ts';

type WebhookResult = { eventId: string; duplicate: boolean; outcome: string };

/** The step of the shopper's timeline a scan belongs to, and the order status it moves the order to. */
const ORDER_STEP: Record<CourierScanStatus, OrderStatus> = {
  PICKED_UP: 'SHIPPED',
  IN_TRANSIT: 'SHIPPED',
  OUT_FOR_DELIVERY: 'OUT_FOR_DELIVERY',
  DELIVERED: 'DELIVERED',
  RTO_INITIATED: 'SHIPPED',
  RTO_DELIVERED: 'RETURNED',
};

/**
 * POST /shipping/{provider}/webhook. The courier checks its signature and reads the scan; the event is recorded
 * by id first, so a replayed (or concurrently repeated) delivery has one effect. Under the shipment's row lock a
 * scan no newer than the latest applied one is refused (couriers deliver out of order; an old 'in transit' must
 * not undo 'delivered'); a newer one is kept for the timeline, moves the shipment, and moves the order forward
 * only (never back past what staff or an earlier scan set). Returned to origin goes to handleReturnedToOrigin.
 */
export async function receiveCourierWebhook(
  ctx: AppContext,
  providerId: string,
  webhook: IncomingWebhook,
): Promise<WebhookResult> {
  if (providerId !== ctx.courier.id) throw new NotFound('This store ships with no such courier.');
  const event = ctx.courier.parseWebhook(webhook);
  const { eventId } = event;
  const [fresh] = await ctx.db
    .insert(courierEvents)
    .values({ id: eventId, provider: ctx.courier.id, payload: event.payload, receivedAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: courierEvents.id });
  if (!fresh) return { eventId, duplicate: true, outcome: 'duplicate' };
  try {
    const { outcome, restockedOrder } = await applyScan(ctx, event);
    await ctx.db.update(courierEvents).set({ outcome }).where(eq(courierEvents.id, eventId));
    // Stock came back: the storefront's cached answers forget these products (after commit).
    if (restockedOrder) await announceStockChange(ctx, [restockedOrder]);
    return { eventId, duplicate: false, outcome };
  } catch (err) {
    // Forget the event so the courier's retry is processed again; the scan's own insert is idempotent too.
    await ctx.db.delete(courierEvents).where(eq(courierEvents.id, eventId));
    throw err;
  }
}

async function applyScan(
  ctx: AppContext,
  event: CourierTrackingEvent,
): Promise<{ outcome: string; restockedOrder: string | null }> {
  const { status } = event;
  if (!status) return { outcome: 'ignored: a status the store does not track', restockedOrder: null };
  return ctx.db.transaction(async (tx) => {
    const [shipment] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.provider, ctx.courier.id), eq(shipments.awb, event.awb)))
      .for('update');
    if (!shipment) return { outcome: 'ignored: unknown AWB', restockedOrder: null };
    if (shipment.status === 'CANCELLED') return { outcome: 'ignored: shipment cancelled', restockedOrder: null };
    if (shipment.lastScanAt && event.scannedAt.getTime() <= shipment.lastScanAt.getTime())
      return { outcome: 'ignored: older than the latest scan', restockedOrder: null };

    const step = ORDER_STEP[status];
    const [scan] = await tx
      .insert(shipmentScans)
      .values({
        shipmentId: shipment.id,
        orderId: shipment.orderId,
        eventId: event.eventId,
        status,
        orderStep: step,
        description: event.description.slice(0, 300),
        location: event.location.slice(0, 200),
        scannedAt: event.scannedAt,
      })
      .onConflictDoNothing()
      .returning({ id: shipmentScans.id });
    if (!scan) return { outcome: 'duplicate scan', restockedOrder: null };
    await tx
      .update(shipments)
      .set({ status, lastScanAt: event.scannedAt, updatedAt: ctx.clock.now() })
      .where(eq(shipments.id, shipment.id));

    const txCtx: AppContext = { ...ctx, db: tx };
    if (status === 'RTO_DELIVERED') {
      const returned = await handleReturnedToOrigin(txCtx, {
        orderId: shipment.orderId,
        awb: shipment.awb,
        courierId: ctx.courier.id,
        description: event.description,
      });
      return {
        outcome: returned ? 'order returned to origin and restocked' : 'scan recorded',
        restockedOrder: returned ? shipment.orderId : null,
      };
    }
    if (status === 'RTO_INITIATED') return { outcome: 'scan recorded', restockedOrder: null };
    const moved = await moveForward(txCtx, shipment.orderId, step, ctx.courier.id);
    return { outcome: moved ? `order ${step}` : 'scan recorded', restockedOrder: null };
  });
}

/** Moves the order to the scan's step when that is ahead of where it is; never back, never out of a cancellation. */
async function moveForward(ctx: AppContext, orderId: string, to: OrderStatus, courierId: string): Promise<boolean> {
  const order = await loadOrder(ctx.db, orderId);
  if (order.isDraft || isCancelledStatus(order.status) || order.status === 'RETURNED') return false;
  if (flowIndex(order.status) >= flowIndex(to)) return false;
  const change = await advanceOrderStatus(ctx, { orderId, status: to, actor: `courier:${courierId}` });
  return change.changed;
}
