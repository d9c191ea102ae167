import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { BadRequest } from '../../../lib/errors.ts';
import type { IncomingWebhook } from '../../payments/payment-provider.ts';
import { CourierFailed } from '../courier-errors.ts';
import type {
  CourierProvider,
  CourierRegistration,
  CourierScanStatus,
  CourierTrackingEvent,
  CreatedShipment,
  Serviceability,
  ShipmentRequest,
} from '../courier-provider.ts';

type ShiprocketOptions = {
  email: string;
  password: string;
  /** The pickup location's nickname in Shiprocket; the address behind it is kept there. */
  pickupLocation: string;
  webhookToken: string | undefined;
  baseUrl: string;
  timeoutMs: number;
  clock: Clock;
  fetch?: typeof fetch;
};

const rupees = (paise: number) => Math.round(paise) / 100;
const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** "2026-11-27 14:30" in India time, the form Shiprocket's order_date takes. */
function indiaDateTime(at: Date) {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 16)}`;
}

/** Shiprocket's current_timestamp, "27 11 2026 14:30:05" (or with dashes/slashes) in India time. */
function parseShiprocketTime(text: string | undefined, fallback: Date): Date {
  const m = text?.match(/^(\d{2})[ \-/](\d{2})[ \-/](\d{4})[ T](\d{2}):(\d{2})(?::(\d{2}))?/);
  if (m) return new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+05:30`);
  const iso = text?.match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/);
  if (iso) return new Date(`${iso[1]}-${iso[2]}-${iso[3]}T${iso[4]}:${iso[5]}:${iso[6] ?? '00'}+05:30`);
  return fallback;
}

/** Shiprocket's shipment statuses (current_status) in the store's words; others are scans that move nothing. */
function statusOf(current: string, isReturn: boolean): CourierScanStatus | null {
  const s = current.trim().toUpperCase();
  if (isReturn && s === 'DELIVERED') return 'RTO_DELIVERED';
  if (s === 'PICKED UP') return 'PICKED_UP';
  if (['SHIPPED', 'IN TRANSIT', 'REACHED AT DESTINATION HUB', 'REACHED DESTINATION HUB'].includes(s))
    return 'IN_TRANSIT';
  if (s === 'OUT FOR DELIVERY') return 'OUT_FOR_DELIVERY';
  if (s === 'DELIVERED') return 'DELIVERED';
  if (s === 'RTO INITIATED' || s === 'RTO IN TRANSIT') return 'RTO_INITIATED';
  if (s === 'RTO DELIVERED') return 'RTO_DELIVERED';
  return null;
}

const scan = z.object({
  date: z.string().optional(),
  activity: z.string().optional(),
  location: z.string().optional(),
});
const webhookBody = z.object({
  awb: z.union([z.string(), z.number()]).transform(String),
  current_status: z.string(),
  current_status_id: z.union([z.string(), z.number()]).optional(),
  current_timestamp: z.string().optional(),
  is_return: z.union([z.number(), z.boolean(), z.string()]).optional(),
  scans: z.array(scan).optional(),
});

/**
 * Shiprocket (apiv2.shiprocket.in/v1/external), the aggregator: a token from /auth/login (kept, renewed on a
 * 401), an adhoc order, an AWB assigned by Shiprocket's recommended courier, the label as a PDF from its
 * label_url, pickup, cancel and serviceability. Its tracking webhook carries the token set in its panel in
 * `x-api-key` (Shiprocket signs by shared token, not HMAC) and no event id: the id is made from the AWB, the
 * status and its time, so a resent webhook is the same event.
 */
export class ShiprocketCourier implements CourierProvider {
  readonly id = 'shiprocket';
  private token: string | null = null;
  private readonly fetch: typeof fetch;

  constructor(private readonly opts: ShiprocketOptions) {
    this.fetch = opts.fetch ?? globalThis.fetch;
  }

  async createShipment(r: ShipmentRequest): Promise<CreatedShipment> {
    const [first, ...rest] = r.delivery.name.trim().split(/\s+/);
    const order = await this.call<{ order_id: number; shipment_id: number }>('POST', '/orders/create/adhoc', {
      order_id: r.orderId,
      order_date: indiaDateTime(r.orderDate),
      pickup_location: this.opts.pickupLocation,
      billing_customer_name: first ?? r.delivery.name,
      billing_last_name: rest.join(' '),
      billing_address: r.delivery.address,
      billing_city: r.delivery.city,
      billing_pincode: r.delivery.pincode,
      billing_state: r.delivery.state,
      billing_country: 'India',
      billing_email: r.pickup.email,
      billing_phone: tenDigits(r.delivery.phone),
      shipping_is_billing: true,
      order_items: r.items.map((i) => ({
        name: i.name,
        sku: i.sku,
        units: i.units,
        selling_price: rupees(i.unitPricePaise),
      })),
      payment_method: r.codPaise > 0 ? 'COD' : 'Prepaid',
      sub_total: rupees(r.subTotalPaise),
      length: r.lengthCm,
      breadth: r.breadthCm,
      height: r.heightCm,
      weight: r.weightGrams / 1000,
    });
    if (!order.shipment_id) throw new CourierFailed('Shiprocket made no shipment for this order.');
    const shipmentId = String(order.shipment_id);
    const assigned = await this.call<{
      awb_assign_status?: number;
      message?: string;
      response?: { data?: { awb_code?: string; courier_name?: string } };
    }>('POST', '/courier/assign/awb', { shipment_id: shipmentId });
    const awb = assigned.response?.data?.awb_code;
    if (assigned.awb_assign_status !== 1 || !awb)
      throw new CourierFailed(`Shiprocket assigned no AWB: ${assigned.message ?? 'no courier accepted the parcel'}`);
    return {
      providerOrderId: String(order.order_id),
      providerShipmentId: shipmentId,
      awb,
      courierName: assigned.response?.data?.courier_name ?? 'Shiprocket',
      labelPdf: await this.labelsPdf([{ providerShipmentId: shipmentId }]),
      expectedDeliveryDate: null,
    };
  }

  async labelsPdf(shipments: { providerShipmentId: string }[]): Promise<Buffer> {
    const label = await this.call<{ label_created?: number; label_url?: string; response?: string }>(
      'POST',
      '/courier/generate/label',
      { shipment_id: shipments.map((s) => s.providerShipmentId) },
    );
    if (label.label_created !== 1 || !label.label_url)
      throw new CourierFailed(`Shiprocket made no label: ${label.response ?? 'no reason given'}`);
    const res = await this.send(label.label_url, { method: 'GET' });
    if (!res.ok) throw new CourierFailed(`Shiprocket's label could not be downloaded (${res.status}).`);
    return Buffer.from(await res.arrayBuffer());
  }

  async requestPickup(shipment: { providerShipmentId: string }) {
    const answer = await this.call<{ pickup_status?: number; response?: { pickup_scheduled_date?: string } }>(
      'POST',
      '/courier/generate/pickup',
      { shipment_id: [shipment.providerShipmentId] },
    );
    if (answer.pickup_status !== 1) throw new CourierFailed('Shiprocket did not schedule the pickup.');
    return { pickupDate: answer.response?.pickup_scheduled_date?.slice(0, 10) ?? null };
  }

  async cancel(shipment: { providerOrderId: string }) {
    await this.call('POST', '/orders/cancel', { ids: [Number(shipment.providerOrderId)] });
  }

  async serviceability(input: {
    pickupPincode: string;
    deliveryPincode: string;
    weightGrams: number;
    cod: boolean;
  }): Promise<Serviceability> {
    const query = new URLSearchParams({
      pickup_postcode: input.pickupPincode,
      delivery_postcode: input.deliveryPincode,
      weight: String(input.weightGrams / 1000),
      cod: input.cod ? '1' : '0',
    });
    type Company = {
      id?: number;
      courier_company_id?: number;
      courier_name?: string;
      estimated_delivery_days?: string | number;
    };
    const answer = await this.call<{
      status?: number;
      data?: { available_courier_companies?: Company[]; recommended_courier_company_id?: number };
    }>('GET', `/courier/serviceability/?${query}`, undefined, [404]);
    const companies = answer.data?.available_courier_companies ?? [];
    if (companies.length === 0) return { serviceable: false, courierName: null, estimatedDeliveryDays: null };
    const recommended = answer.data?.recommended_courier_company_id;
    const best =
      companies.find((c) => (c.courier_company_id ?? c.id) === recommended) ??
      [...companies].sort(
        (a, b) => Number(a.estimated_delivery_days ?? 99) - Number(b.estimated_delivery_days ?? 99),
      )[0]!;
    const days = Number(best.estimated_delivery_days);
    return {
      serviceable: true,
      courierName: best.courier_name ?? null,
      estimatedDeliveryDays: Number.isInteger(days) && days > 0 ? days : null,
    };
  }

  parseWebhook(webhook: IncomingWebhook): CourierTrackingEvent {
    const expected = this.opts.webhookToken;
    const given = webhook.headers['x-api-key'] ?? '';
    const a = createHash('sha256').update(given).digest();
    const b = createHash('sha256')
      .update(expected ?? '')
      .digest();
    if (!expected || !timingSafeEqual(a, b)) throw new BadRequest('Invalid webhook signature', 'INVALID_SIGNATURE');
    let json: unknown;
    try {
      json = JSON.parse(webhook.rawBody);
    } catch {
      throw new BadRequest('Webhook body is not valid JSON');
    }
    const parsed = webhookBody.safeParse(json);
    if (!parsed.success) throw new BadRequest('Webhook body is not a Shiprocket tracking event');
    const e = parsed.data;
    const isReturn = e.is_return === 1 || e.is_return === true || e.is_return === '1';
    const scannedAt = parseShiprocketTime(e.current_timestamp, this.opts.clock.now());
    // The latest scan (by its own date) carries the courier's words and place.
    const latest = [...(e.scans ?? [])].sort((x, y) => (x.date ?? '').localeCompare(y.date ?? '')).at(-1);
    const id = createHash('sha256')
      .update(`${e.awb}|${e.current_status_id ?? e.current_status}|${e.current_timestamp ?? ''}`)
      .digest('hex')
      .slice(0, 32);
    return {
      eventId: `sr_${id}`,
      awb: e.awb,
      status: statusOf(e.current_status, isReturn),
      description: latest?.activity?.trim() || e.current_status,
      location: latest?.location?.trim() ?? '',
      scannedAt,
      payload: json as object,
    };
  }

  // ---- HTTP -------------------------------------------------------------------------------------------------

  private async authToken(): Promise<string> {
    if (this.token) return this.token;
    const res = await this.send(`${this.opts.baseUrl}/v1/external/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: this.opts.email, password: this.opts.password }),
    });
    const body = (await res.json().catch(() => null)) as { token?: string; message?: string } | null;
    if (!res.ok || !body?.token) throw new CourierFailed(`Shiprocket refused the sign-in (${res.status}).`);
    this.token = body.token;
    return body.token;
  }

  /** A call with the token; a 401 (the token ran out) signs in again once. */
  private async call<T>(method: 'GET' | 'POST', path: string, payload?: object, emptyOn: number[] = []): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.authToken();
      const res = await this.send(`${this.opts.baseUrl}/v1/external${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      });
      if (res.status === 401 && attempt === 0) {
        this.token = null;
        continue;
      }
      if (emptyOn.includes(res.status)) return {} as T;
      const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
      if (!res.ok || body === null)
        throw new CourierFailed(`Shiprocket refused the request (${res.status}): ${body?.message ?? 'no message'}`);
      return body;
    }
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.opts.timeoutMs) });
    } catch (err) {
      throw new CourierFailed(`Shiprocket could not be reached: ${(err as Error).message}`);
    }
  }
}

export const shiprocketRegistration: CourierRegistration = {
  id: 'shiprocket',
  create: ({ config, clock }) => {
    if (!config.SHIPROCKET_EMAIL || !config.SHIPROCKET_PASSWORD)
      throw new Error('COURIER_PROVIDER=shiprocket needs SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD');
    return new ShiprocketCourier({
      email: config.SHIPROCKET_EMAIL,
      password: config.SHIPROCKET_PASSWORD,
      pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
      webhookToken: config.SHIPROCKET_WEBHOOK_TOKEN,
      baseUrl: config.SHIPROCKET_BASE_URL,
      timeoutMs: config.COURIER_TIMEOUT_MS,
      clock,
    });
  },
};
