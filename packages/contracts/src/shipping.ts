import { z } from 'zod';

/**
 * Shipments: a parcel booked with the courier for an order (AWB, label, pickup), the courier's scans, and the
 * courier simulator's parcels. Weights in grams and sizes in whole centimetres; cash to collect in rupees.
 */

export const SHIPMENT_STATUSES = [
  'CREATED',
  'PICKUP_REQUESTED',
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'RTO_INITIATED',
  'RTO_DELIVERED',
  'CANCELLED',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The console's words for where a parcel is. */
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  CREATED: 'Booked, awaiting pickup request',
  PICKUP_REQUESTED: 'Pickup requested',
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  RTO_INITIATED: 'Returning to origin',
  RTO_DELIVERED: 'Returned to origin',
  CANCELLED: 'Cancelled',
};

/** Limits of one parcel, as the courier and the product form take them. */
export const PARCEL_LIMITS = { weightGrams: { min: 1, max: 100_000 }, cm: { min: 1, max: 300 } } as const;

const whole = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} is required` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max.toLocaleString('en-IN')}`);

export const parcelSizeBody = z.object({
  weightGrams: whole('Weight (g)', PARCEL_LIMITS.weightGrams.min, PARCEL_LIMITS.weightGrams.max),
  lengthCm: whole('Length (cm)', PARCEL_LIMITS.cm.min, PARCEL_LIMITS.cm.max),
  breadthCm: whole('Breadth (cm)', PARCEL_LIMITS.cm.min, PARCEL_LIMITS.cm.max),
  heightCm: whole('Height (cm)', PARCEL_LIMITS.cm.min, PARCEL_LIMITS.cm.max),
});
export type ParcelSize = z.infer<typeof parcelSizeBody>;

export const shipmentScanSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  description: z.string(),
  location: z.string(),
  scannedAt: z.string(),
});

export const shipmentSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  provider: z.string(),
  awb: z.string(),
  courierName: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  weightGrams: z.number().int(),
  lengthCm: z.number().int(),
  breadthCm: z.number().int(),
  heightCm: z.number().int(),
  /** Cash the courier collects on delivery, in rupees; 0 for a prepaid parcel. */
  codAmount: z.number(),
  expectedDeliveryDate: z.string().nullable(),
  pickupRequestedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Newest first. */
  scans: z.array(shipmentScanSchema),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const orderShipmentAnswer = z.object({
  /** The live shipment (not cancelled), if any. */
  shipment: shipmentSchema.nullable(),
  /** Cancelled shipments of the order, newest first, for the record. */
  cancelled: z.array(shipmentSchema),
  /** The parcel's size worked out from its variants' weights and sizes; null where a variant lacks one. */
  suggestedParcel: z.object({
    weightGrams: z.number().int().nullable(),
    lengthCm: z.number().int().nullable(),
    breadthCm: z.number().int().nullable(),
    heightCm: z.number().int().nullable(),
  }),
  /** Whether the order is at a status from which a parcel may be booked. */
  canCreate: z.boolean(),
  /** The courier the store ships with (COURIER_PROVIDER). */
  provider: z.string(),
});
export type OrderShipmentAnswer = z.infer<typeof orderShipmentAnswer>;

export const bulkShipmentBody = z.object({
  orderIds: z
    .array(z.string().min(1).max(40), { error: 'orderIds is required' })
    .min(1, 'Choose at least one order')
    .max(100, 'At most 100 orders at a time'),
});

export const bulkShipmentAnswer = z.object({
  /** Every order now with a shipment: booked by this call (`created`) or before it. */
  shipments: z.array(z.object({ orderId: z.string(), awb: z.string(), created: z.boolean() })),
  /** Orders the courier did not book, with why (a parcel without a known size, a status past shipping, …). */
  failed: z.array(z.object({ orderId: z.string(), message: z.string() })),
  /** The path of one PDF holding every label of `shipments`, in the order asked. */
  labelsPath: z.string().nullable(),
});

export type BulkShipmentAnswer = z.infer<typeof bulkShipmentAnswer>;

export const labelsQuery = z.object({
  orderIds: z
    .string({ error: 'orderIds is required' })
    .regex(/^[A-Za-z0-9]{1,40}(,[A-Za-z0-9]{1,40}){0,99}$/, 'orderIds must be up to 100 order ids separated by commas'),
});

export const labelPdfSchema = z.any().describe('Shipping labels, application/pdf (4 × 6 inch pages)');

export const courierProviderParams = z.object({ provider: z.string().min(1).max(40) });

/** The courier's webhook body is kept as the raw text, because the signature covers the exact bytes. */
export const courierWebhookRawBody = z.string().meta({
  type: 'object',
  description:
    "The courier's tracking event exactly as it sent it (Shiprocket: awb, current_status, current_timestamp, scans; the simulator: event_id, awb, status, description, location, scanned_at)",
  properties: {
    awb: { type: 'string' },
    current_status: { type: 'string' },
    status: { type: 'string' },
  },
});

export const courierWebhookAnswer = z.object({
  eventId: z.string(),
  duplicate: z.boolean(),
  outcome: z.string(),
});

export const SIMULATOR_STEPS = ['PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'RTO_DELIVERED'] as const;
export type CourierSimulatorStep = (typeof SIMULATOR_STEPS)[number];

export const SIMULATOR_STEP_LABELS: Record<CourierSimulatorStep, string> = {
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  RTO_DELIVERED: 'Refused: return to origin',
};

export const simulatorParcelSchema = z.object({
  awb: z.string(),
  orderId: z.string(),
  deliveryCity: z.string(),
  deliveryPincode: z.string(),
  codAmount: z.number(),
  status: z.enum(SHIPMENT_STATUSES),
  nextSteps: z.array(z.enum(SIMULATOR_STEPS)),
  updatedAt: z.string(),
});

export const simulatorParcelsAnswer = z.object({
  /** False when the store ships with a real courier: the simulator then has no parcels. */
  active: z.boolean(),
  parcels: z.array(simulatorParcelSchema),
});

export const awbParams = z.object({ awb: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'awb must be an AWB number') });
export const simulatorAdvanceBody = z.object({
  step: z.enum(SIMULATOR_STEPS, { error: `step must be one of ${SIMULATOR_STEPS.join(', ')}` }),
});
export const simulatorAdvanceAnswer = z.object({ parcel: simulatorParcelSchema, webhook: courierWebhookAnswer });
