import { randomInt } from 'node:crypto';
import { type CourierSimulatorStep, SIMULATOR_STEPS } from '@shringar/contracts/shipping';
import { desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { courierSimulatorParcels } from '../../../db/schema/shipping.ts';
import type { Clock } from '../../../lib/clock.ts';
import { BadRequest } from '../../../lib/errors.ts';
import { hmacHex, signatureMatches } from '../../payments/signatures.ts';
import type { IncomingWebhook } from '../../payments/payment-provider.ts';
import { CourierFailed } from '../courier-errors.ts';
import type {
  CourierProvider,
  CourierRegistration,
  CourierScanStatus,
  CourierTrackingEvent,
  CreatedShipment,
  ShipmentRequest,
} from '../courier-provider.ts';
import { type LabelData, renderLabelsPdf } from '../label-pdf.ts';

export const SIMULATED_COURIER_NAME = 'Shringar Simulated Courier';

type SimulatorStep = CourierSimulatorStep;

const NEXT: Record<string, readonly SimulatorStep[]> = {
  CREATED: ['PICKED_UP'],
  PICKUP_REQUESTED: ['PICKED_UP'],
  PICKED_UP: ['IN_TRANSIT', 'RTO_DELIVERED'],
  IN_TRANSIT: ['OUT_FOR_DELIVERY', 'RTO_DELIVERED'],
  OUT_FOR_DELIVERY: ['DELIVERED', 'RTO_DELIVERED'],
};

/** What the parcel's scan says at each step, as a courier's hub would write it. */
function scanOf(step: SimulatorStep, parcel: { pickupCity: string; deliveryCity: string }) {
  switch (step) {
    case 'PICKED_UP':
      return { description: 'Shipment picked up from the seller', location: `${parcel.pickupCity} pickup centre` };
    case 'IN_TRANSIT':
      return { description: 'In transit: arrived at the sorting hub', location: `${parcel.deliveryCity} hub` };
    case 'OUT_FOR_DELIVERY':
      return {
        description: 'Out for delivery with the delivery agent',
        location: `${parcel.deliveryCity} delivery centre`,
      };
    case 'DELIVERED':
      return { description: 'Delivered to the consignee', location: parcel.deliveryCity };
    case 'RTO_DELIVERED':
      return {
        description: 'Returned to origin: the consignee refused the parcel',
        location: `${parcel.pickupCity} pickup centre`,
      };
  }
}

/** The simulator's webhook body: its own small format, signed like a real courier's. */
const simulatorEvent = z.object({
  event_id: z.string().min(1).max(100),
  awb: z.string().min(1).max(40),
  status: z.enum(SIMULATOR_STEPS),
  description: z.string().max(300),
  location: z.string().max(200),
  scanned_at: z.string().datetime({ offset: true }),
});
type SimulatorEvent = z.infer<typeof simulatorEvent>;

export type SimulatorParcel = typeof courierSimulatorParcels.$inferSelect;

/**
 * An offline courier with the same contract as a real one: it books parcels (AWB and a 4 × 6 label), takes
 * pickups and cancellations, and — when the console advances a parcel — sends the store signed tracking webhooks
 * (X-Courier-Signature: hex HMAC-SHA256 of the body with COURIER_SIMULATOR_WEBHOOK_SECRET). It offers no
 * serviceability of its own: the store falls back to its pincode directory.
 */
export class CourierSimulator implements CourierProvider {
  readonly id = 'simulator';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly webhookSecret: string,
  ) {}

  async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
    const awb = `SIM${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
    const now = this.clock.now();
    const label: LabelData = {
      awb,
      courierName: SIMULATED_COURIER_NAME,
      orderId: request.orderId,
      to: request.delivery,
      from: request.pickup,
      codPaise: request.codPaise,
      weightGrams: request.weightGrams,
      dimensionsCm: [request.lengthCm, request.breadthCm, request.heightCm],
      items: request.items.map((i) => ({ name: i.name, units: i.units })),
      createdAt: now.toISOString(),
    };
    await this.db.insert(courierSimulatorParcels).values({
      awb,
      reference: request.orderId,
      deliveryPincode: request.delivery.pincode,
      deliveryCity: request.delivery.city,
      pickupCity: request.pickup.city,
      codPaise: request.codPaise,
      labelData: label,
      createdAt: now,
      updatedAt: now,
    });
    return {
      providerOrderId: request.orderId,
      providerShipmentId: awb,
      awb,
      courierName: SIMULATED_COURIER_NAME,
      labelPdf: await renderLabelsPdf([label]),
      expectedDeliveryDate: null,
    };
  }

  async requestPickup(shipment: { awb: string }) {
    const parcel = await this.parcel(shipment.awb);
    if (parcel.status === 'CANCELLED') throw new CourierFailed('The courier cancelled this parcel already.');
    const now = this.clock.now();
    await this.db
      .update(courierSimulatorParcels)
      .set({
        pickupRequested: now,
        status: parcel.status === 'CREATED' ? 'PICKUP_REQUESTED' : parcel.status,
        updatedAt: now,
      })
      .where(eq(courierSimulatorParcels.awb, parcel.awb));
    const tomorrow = new Date(now.getTime() + 24 * 3600_000);
    return { pickupDate: tomorrow.toISOString().slice(0, 10) };
  }

  async cancel(shipment: { awb: string }) {
    const parcel = await this.parcel(shipment.awb);
    if (parcel.status !== 'CREATED' && parcel.status !== 'PICKUP_REQUESTED' && parcel.status !== 'CANCELLED')
      throw new CourierFailed('The courier has the parcel already; it can no longer be cancelled.');
    await this.db
      .update(courierSimulatorParcels)
      .set({ status: 'CANCELLED', updatedAt: this.clock.now() })
      .where(eq(courierSimulatorParcels.awb, parcel.awb));
  }

  async labelsPdf(shipments: { awb: string }[]): Promise<Buffer> {
    const parcels = await this.parcels(shipments.map((s) => s.awb));
    const byAwb = new Map(parcels.map((p) => [p.awb, p]));
    const labels = shipments.map((s) => byAwb.get(s.awb)?.labelData as LabelData | undefined);
    if (labels.some((l) => !l)) throw new CourierFailed('The courier does not know one of these parcels.');
    return renderLabelsPdf(labels as LabelData[]);
  }

  async serviceability() {
    return null;
  }

  parseWebhook(webhook: IncomingWebhook): CourierTrackingEvent {
    const signature = webhook.headers['x-courier-signature'] ?? '';
    if (!signatureMatches(hmacHex(this.webhookSecret, webhook.rawBody), signature))
      throw new BadRequest('Invalid webhook signature', 'INVALID_SIGNATURE');
    let body: unknown;
    try {
      body = JSON.parse(webhook.rawBody);
    } catch {
      throw new BadRequest('Webhook body is not valid JSON');
    }
    const parsed = simulatorEvent.safeParse(body);
    if (!parsed.success) throw new BadRequest('Webhook body is not a courier simulator event');
    const e = parsed.data;
    return {
      eventId: `sim_${e.event_id}`,
      awb: e.awb,
      status: e.status satisfies CourierScanStatus,
      description: e.description,
      location: e.location,
      scannedAt: new Date(e.scanned_at),
      payload: e,
    };
  }

  // ---- The simulator's own side, for its console page -------------------------------------------------------

  async parcels(awbs: string[]): Promise<SimulatorParcel[]> {
    if (awbs.length === 0) return [];
    return this.db.select().from(courierSimulatorParcels).where(inArray(courierSimulatorParcels.awb, awbs));
  }

  /** The newest parcels, for the simulator's console page. */
  async recentParcels(limit = 50): Promise<SimulatorParcel[]> {
    return this.db.select().from(courierSimulatorParcels).orderBy(desc(courierSimulatorParcels.createdAt)).limit(limit);
  }

  /** The steps a parcel may take next. */
  nextSteps(parcel: Pick<SimulatorParcel, 'status'>): readonly SimulatorStep[] {
    return NEXT[parcel.status] ?? [];
  }

  /**
   * Moves a parcel one step and answers the signed webhook a courier would send for it (the caller delivers it).
   * `scannedAt` defaults to now; a test may send an earlier scan to see it arrive out of order.
   */
  async advance(
    awb: string,
    step: SimulatorStep,
  ): Promise<{ rawBody: string; signature: string; event: SimulatorEvent }> {
    const parcel = await this.parcel(awb);
    if (!this.nextSteps(parcel).includes(step))
      throw new BadRequest(
        `A parcel that is ${parcel.status.toLowerCase().replace(/_/g, ' ')} cannot be moved to ${step.toLowerCase().replace(/_/g, ' ')}`,
      );
    const now = this.clock.now();
    await this.db
      .update(courierSimulatorParcels)
      .set({ status: step, updatedAt: now })
      .where(eq(courierSimulatorParcels.awb, awb));
    const event: SimulatorEvent = {
      event_id: `${awb}-${step}-${now.getTime()}`,
      awb,
      status: step,
      ...scanOf(step, parcel),
      scanned_at: now.toISOString(),
    };
    return this.sign(event);
  }

  /** Signs an event body as the simulator does (the console's and the tests' deliveries). */
  sign(event: SimulatorEvent) {
    const rawBody = JSON.stringify(event);
    return { rawBody, signature: hmacHex(this.webhookSecret, rawBody), event };
  }

  private async parcel(awb: string): Promise<SimulatorParcel> {
    const [parcel] = await this.db.select().from(courierSimulatorParcels).where(eq(courierSimulatorParcels.awb, awb));
    if (!parcel) throw new CourierFailed(`The courier has no parcel ${awb}.`);
    return parcel;
  }
}

export const courierSimulatorRegistration: CourierRegistration = {
  id: 'simulator',
  create: ({ config, db, clock }) => new CourierSimulator(db, clock, config.COURIER_SIMULATOR_WEBHOOK_SECRET),
};
