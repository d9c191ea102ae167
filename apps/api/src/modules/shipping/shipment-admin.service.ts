import { flowIndex, isCancelledStatus } from '@shringar/contracts/orders';
import type { OrderShipmentAnswer, ParcelSize, Shipment } from '@shringar/contracts/shipping';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { shipments } from '../../db/schema/shipping.ts';
import { Conflict } from '../../lib/errors.ts';
import {
  advanceOrderStatus,
  historyNote,
  loadOrder,
  loadOrderItems,
  type OrderRecord,
  setOrderTrackingId,
} from '../orders/orders.public.ts';
import { suggestParcel } from './parcel-size.ts';
import { shipmentRequestOf } from './shipment-request.ts';
import {
  liveShipment,
  orderShipments,
  requireLiveShipment,
  type ShipmentRow,
  shipmentView,
  shipmentViews,
} from './shipment-records.ts';

/** A parcel may be booked for a placed order that has not left yet, and not while its COD waits for confirmation. */
const canBook = (order: Pick<OrderRecord, 'isDraft' | 'status' | 'codConfirmation'>) =>
  !order.isDraft &&
  order.codConfirmation !== 'AWAITING' &&
  flowIndex(order.status) >= 0 &&
  flowIndex(order.status) < flowIndex('SHIPPED');

export async function getOrderShipment(ctx: AppContext, orderId: string): Promise<OrderShipmentAnswer> {
  const order = await loadOrder(ctx.db, orderId);
  const [rows, items] = await Promise.all([orderShipments(ctx.db, orderId), loadOrderItems(ctx.db, orderId)]);
  const views = await shipmentViews(ctx.db, rows);
  return {
    shipment: views.find((s) => s.status !== 'CANCELLED') ?? null,
    cancelled: views.filter((s) => s.status === 'CANCELLED'),
    suggestedParcel: await suggestParcel(ctx.db, items),
    canCreate: canBook(order) && !views.some((s) => s.status !== 'CANCELLED'),
    provider: ctx.courier.id,
  };
}

/**
 * Books the order's parcel with the courier: the AWB and label are kept, the order's tracking id becomes the AWB
 * and an order not yet Ready for Shipping becomes it. The courier is called outside any transaction (no lock
 * waits on the network); if a second booking for the same order won the race, this one is cancelled with the
 * courier and answered 409.
 */
export async function createShipment(
  ctx: AppContext,
  orderId: string,
  size: ParcelSize,
  actor: string,
): Promise<ShipmentRow> {
  const order = await loadOrder(ctx.db, orderId);
  if (await liveShipment(ctx.db, orderId))
    throw new Conflict('This order has a shipment already; cancel it first to book another.', 'SHIPMENT_EXISTS');
  if (order.codConfirmation === 'AWAITING' && !isCancelledStatus(order.status))
    throw new Conflict(
      "This cash-on-delivery order is waiting for the shopper's confirmation; confirm it for them first",
      'COD_CONFIRMATION_PENDING',
    );
  if (!canBook(order))
    throw new Conflict(
      order.isDraft
        ? 'This order is still waiting for payment.'
        : 'Only an order that has not shipped yet can be booked with the courier.',
      'SHIPMENT_NOT_ALLOWED',
    );
  const request = await shipmentRequestOf(ctx, order, size);
  const booked = await ctx.courier.createShipment(request);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(shipments)
    .values({
      orderId,
      provider: ctx.courier.id,
      providerOrderId: booked.providerOrderId,
      providerShipmentId: booked.providerShipmentId,
      awb: booked.awb,
      courierName: booked.courierName,
      ...size,
      codPaise: request.codPaise,
      labelPdf: booked.labelPdf.toString('base64'),
      expectedDeliveryDate: booked.expectedDeliveryDate,
      createdBy: actor,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    await ctx.courier
      .cancel(booked)
      .catch((err: unknown) => ctx.log.warn({ err, awb: booked.awb }, 'a duplicate booking could not be cancelled'));
    throw new Conflict('This order has a shipment already; cancel it first to book another.', 'SHIPMENT_EXISTS');
  }
  const note = historyNote('shipmentBooked', { awb: booked.awb, courier: booked.courierName });
  if (flowIndex(order.status) < flowIndex('READY_FOR_SHIPPING'))
    await advanceOrderStatus(ctx, { orderId, status: 'READY_FOR_SHIPPING', note, trackingId: booked.awb, actor });
  else await setOrderTrackingId(ctx, orderId, booked.awb);
  return row;
}

export async function requestPickup(ctx: AppContext, orderId: string): Promise<Shipment> {
  const row = await requireLiveShipment(ctx.db, orderId);
  if (row.status !== 'CREATED' && row.status !== 'PICKUP_REQUESTED')
    throw new Conflict('The courier has this parcel already.', 'SHIPMENT_NOT_ALLOWED');
  await ctx.courier.requestPickup(row);
  const now = ctx.clock.now();
  const [updated] = await ctx.db
    .update(shipments)
    .set({ status: 'PICKUP_REQUESTED', pickupRequestedAt: now, updatedAt: now })
    .where(eq(shipments.id, row.id))
    .returning();
  return shipmentView(ctx.db, updated!);
}

/** Cancels the parcel with the courier while it is still with the store; the order keeps its status, without AWB. */
export async function cancelShipment(ctx: AppContext, orderId: string): Promise<Shipment> {
  const row = await requireLiveShipment(ctx.db, orderId);
  if (row.status !== 'CREATED' && row.status !== 'PICKUP_REQUESTED')
    throw new Conflict('The courier has picked this parcel up; it can no longer be cancelled.', 'SHIPMENT_NOT_ALLOWED');
  await ctx.courier.cancel(row);
  const [updated] = await ctx.db
    .update(shipments)
    .set({ status: 'CANCELLED', updatedAt: ctx.clock.now() })
    .where(eq(shipments.id, row.id))
    .returning();
  await setOrderTrackingId(ctx, orderId, null);
  return shipmentView(ctx.db, updated!);
}

/** The label as the courier made it when the parcel was booked. */
export async function shipmentLabel(ctx: AppContext, orderId: string): Promise<{ pdf: Buffer; filename: string }> {
  const row = await requireLiveShipment(ctx.db, orderId);
  return { pdf: Buffer.from(row.labelPdf ?? '', 'base64'), filename: `label-${row.awb}.pdf` };
}
