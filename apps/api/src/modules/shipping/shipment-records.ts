import type { Shipment } from '@shringar/contracts/shipping';
import { toRupees } from '@shringar/contracts/money';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shipmentScans, shipments } from '../../db/schema/shipping.ts';
import { NotFound } from '../../lib/errors.ts';

export type ShipmentRow = typeof shipments.$inferSelect;

/** The order's live shipment (not cancelled), if any. */
export async function liveShipment(db: Db, orderId: string): Promise<ShipmentRow | null> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, 'CANCELLED')));
  return row ?? null;
}

export async function requireLiveShipment(db: Db, orderId: string): Promise<ShipmentRow> {
  const row = await liveShipment(db, orderId);
  if (!row) throw new NotFound('This order has no shipment yet.', 'SHIPMENT_NOT_FOUND');
  return row;
}

/** Shipments with their scans, newest scan first, as the console shows them. */
export async function shipmentViews(db: Db, rows: ShipmentRow[]): Promise<Shipment[]> {
  if (rows.length === 0) return [];
  const scans = await db
    .select()
    .from(shipmentScans)
    .where(
      inArray(
        shipmentScans.shipmentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(shipmentScans.scannedAt), desc(shipmentScans.id));
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    provider: r.provider,
    awb: r.awb,
    courierName: r.courierName,
    status: r.status,
    weightGrams: r.weightGrams,
    lengthCm: r.lengthCm,
    breadthCm: r.breadthCm,
    heightCm: r.heightCm,
    codAmount: toRupees(r.codPaise),
    expectedDeliveryDate: r.expectedDeliveryDate,
    pickupRequestedAt: r.pickupRequestedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    scans: scans
      .filter((s) => s.shipmentId === r.id)
      .map((s) => ({
        status: s.status,
        description: s.description,
        location: s.location,
        scannedAt: s.scannedAt.toISOString(),
      })),
  }));
}

export async function shipmentView(db: Db, row: ShipmentRow): Promise<Shipment> {
  return (await shipmentViews(db, [row]))[0]!;
}

/** Every shipment of the order, newest first. */
export async function orderShipments(db: Db, orderId: string): Promise<ShipmentRow[]> {
  return db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(desc(shipments.id));
}
