import type { ParcelSize } from '@shringar/contracts/shipping';
import type { AppContext } from '../../context.ts';
import { AppError, NotFound } from '../../lib/errors.ts';
import { loadOrderItems } from '../orders/orders.public.ts';
import { createShipment } from './shipment-admin.service.ts';
import { suggestParcel } from './parcel-size.ts';
import { liveShipment } from './shipment-records.ts';

type BulkResult = {
  shipments: { orderId: string; awb: string; created: boolean }[];
  failed: { orderId: string; message: string }[];
  labelsPath: string | null;
};

/**
 * Books parcels for many orders, one after another (the courier's API takes one order per call), each sized from
 * its variants. An order with a live shipment is listed as it is, so a retried batch books nothing twice; one
 * order's failure is reported with its reason and does not stop the others.
 */
export async function createShipments(ctx: AppContext, orderIds: string[], actor: string): Promise<BulkResult> {
  const result: BulkResult = { shipments: [], failed: [], labelsPath: null };
  for (const orderId of [...new Set(orderIds)]) {
    try {
      const existing = await liveShipment(ctx.db, orderId);
      if (existing) {
        result.shipments.push({ orderId, awb: existing.awb, created: false });
        continue;
      }
      const size = await suggestParcel(ctx.db, await loadOrderItems(ctx.db, orderId));
      if (Object.values(size).some((v) => v === null))
        throw new AppError(
          400,
          'VALIDATION_ERROR',
          'A variant of this order has no weight or size; book it from the order page.',
        );
      const row = await createShipment(ctx, orderId, size as ParcelSize, actor);
      result.shipments.push({ orderId, awb: row.awb, created: true });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.failed.push({ orderId, message: err instanceof NotFound ? 'No such order.' : err.message });
    }
  }
  if (result.shipments.length)
    result.labelsPath = `/api/v4/admin/shipments/labels.pdf?orderIds=${result.shipments.map((s) => s.orderId).join(',')}`;
  return result;
}

/** The labels of the orders' live shipments as one PDF, in the order given, made by the courier in one call. */
export async function shipmentLabels(ctx: AppContext, orderIds: string[]): Promise<Buffer> {
  const rows = [];
  for (const orderId of orderIds) {
    const row = await liveShipment(ctx.db, orderId);
    if (!row) throw new NotFound(`Order ${orderId} has no shipment.`, 'SHIPMENT_NOT_FOUND');
    rows.push(row);
  }
  return ctx.courier.labelsPdf(rows);
}
