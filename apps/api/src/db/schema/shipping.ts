/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - shipments: modules/shipping
 * - shipmentScans: modules/shipping
 * - courierEvents: modules/shipping
 * - courierSimulatorParcels: integrations/courier/simulator
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, paise, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { SHIPMENT_STATUSES } from '@shringar/contracts/shipping';

/**
 * One parcel handed to a courier for an order: its AWB, the label, and where the courier last said it was.
 * An order has at most one shipment that is not cancelled (a cancelled one stays for the record).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: text()
      .notNull()
      .references(() => orders.id),
    /** The courier provider's identifier (integrations/courier/courier-providers.ts). */
    provider: text().notNull(),
    /** The provider's own ids: its order and shipment (Shiprocket), needed for pickup, label and cancel. */
    providerOrderId: text().notNull(),
    providerShipmentId: text().notNull(),
    awb: text().notNull(),
    courierName: text().notNull(),
    status: text({ enum: SHIPMENT_STATUSES }).notNull().default('CREATED'),
    weightGrams: integer().notNull(),
    lengthCm: integer().notNull(),
    breadthCm: integer().notNull(),
    heightCm: integer().notNull(),
    codPaise: paise().notNull().default(0),
    /** The label PDF as the courier made it (base64), kept so a reprint needs no call to the courier. */
    labelPdf: text(),
    expectedDeliveryDate: text(),
    pickupRequestedAt: timestamp({ withTimezone: true }),
    /** When the courier's latest applied scan happened: an older scan arriving later moves nothing. */
    lastScanAt: timestamp({ withTimezone: true }),
    createdBy: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_awb_uq').on(t.provider, t.awb),
    uniqueIndex('shipments_live_order_uq')
      .on(t.orderId)
      .where(sql`${t.status} <> 'CANCELLED'`),
    index('shipments_order_idx').on(t.orderId),
    check(
      'shipments_size_ck',
      sql`${t.weightGrams} > 0 and ${t.lengthCm} > 0 and ${t.breadthCm} > 0 and ${t.heightCm} > 0`,
    ),
  ],
);

/**
 * The courier's scans of a shipment, as the shopper's tracking timeline shows them: its text and place, when
 * it happened, and the order step it belongs to. One row per tracking event (replays are refused by event id).
 */
export const shipmentScans = pgTable(
  'shipment_scans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer()
      .notNull()
      .references(() => shipments.id),
    orderId: text()
      .notNull()
      .references(() => orders.id),
    /** The provider's event id (or one made from the scan's content when the provider sends none). */
    eventId: text().notNull(),
    status: text({ enum: SHIPMENT_STATUSES }).notNull(),
    /** The order status whose step of the timeline shows this scan. */
    orderStep: text().notNull(),
    description: text().notNull(),
    location: text().notNull().default(''),
    scannedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('shipment_scans_event_uq').on(t.eventId), index('shipment_scans_order_idx').on(t.orderId)],
);

/** Every courier webhook received, recorded by event id before its effect (a replay finds it here). */
export const courierEvents = pgTable('courier_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  payload: jsonb().notNull(),
  outcome: text(),
  receivedAt: createdAt(),
});

/**
 * The courier simulator's own parcels, standing in for the courier's side (like simulator_orders for
 * payments): kept in the database so every process and the console see the same parcel.
 */
export const courierSimulatorParcels = pgTable('courier_simulator_parcels', {
  awb: text().primaryKey(),
  reference: text().notNull(),
  deliveryPincode: text().notNull(),
  deliveryCity: text().notNull(),
  pickupCity: text().notNull(),
  codPaise: paise().notNull().default(0),
  status: text({ enum: SHIPMENT_STATUSES }).notNull().default('CREATED'),
  pickupRequested: timestamp({ withTimezone: true }),
  /** What its label prints, so labels of many parcels can be made again as one PDF. */
  labelData: jsonb().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
