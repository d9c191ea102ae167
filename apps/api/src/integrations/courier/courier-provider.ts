import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { IncomingWebhook } from '../payments/payment-provider.ts';

/** Where the courier says a parcel is, in the store's words; each adapter maps its own status names to these. */
export type CourierScanStatus =
  'PICKED_UP' | 'IN_TRANSIT' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'RTO_INITIATED' | 'RTO_DELIVERED';

/** What the store asks the courier to carry: the order, the parcel and where it goes from and to. */
export type ShipmentRequest = {
  /** The store's order id: the courier's reference for the parcel. */
  orderId: string;
  orderDate: Date;
  pickup: {
    name: string;
    address: string;
    city: string;
    pincode: string;
    state: string;
    phone: string;
    email: string;
  };
  delivery: { name: string; address: string; city: string; state: string; pincode: string; phone: string };
  items: { name: string; sku: string; units: number; unitPricePaise: number }[];
  /** Cash the courier collects on delivery; 0 for a prepaid parcel. */
  codPaise: number;
  subTotalPaise: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
};

export type CreatedShipment = {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string;
  courierName: string;
  /** The label as a PDF, as the courier made it. */
  labelPdf: Buffer;
  /** YYYY-MM-DD when the courier gives one. */
  expectedDeliveryDate: string | null;
};

export type Serviceability = {
  serviceable: boolean;
  courierName: string | null;
  /** Whole days from today to the expected delivery, when the courier gives a date. */
  estimatedDeliveryDays: number | null;
};

/** One tracking event the provider has checked (signature) and read. */
export type CourierTrackingEvent = {
  /** The same scan delivered twice has the same id (the provider's, or one made from the scan's content). */
  eventId: string;
  awb: string;
  status: CourierScanStatus | null;
  /** The courier's own words for the scan and where it happened. */
  description: string;
  location: string;
  scannedAt: Date;
  payload: object;
};

/**
 * A courier as the store uses it (an aggregator such as Shiprocket, or the offline simulator). Each lives in its
 * own folder beside this file and is registered once in courier-providers.ts.
 */
export interface CourierProvider {
  readonly id: string;
  /** Books the parcel: an AWB and its label. */
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  /** Asks the courier to collect the parcel; answers the day it will, when it says. */
  requestPickup(shipment: { providerShipmentId: string; awb: string }): Promise<{ pickupDate: string | null }>;
  cancel(shipment: { providerOrderId: string; awb: string }): Promise<void>;
  /** The labels of many booked parcels as one PDF, in the order given (a day's batch printed at once). */
  labelsPdf(shipments: { providerShipmentId: string; awb: string }[]): Promise<Buffer>;
  /** Whether the courier delivers to the pincode and by when; null when this provider does not say. */
  serviceability(input: {
    pickupPincode: string;
    deliveryPincode: string;
    weightGrams: number;
    cod: boolean;
  }): Promise<Serviceability | null>;
  /** Checks the webhook's signature, then reads it; throws a 400 AppError before anything changes. */
  parseWebhook(webhook: IncomingWebhook): CourierTrackingEvent;
}

export type CourierRegistration = {
  id: string;
  create(deps: { config: Config; db: Db; clock: Clock }): CourierProvider;
};
