import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../../lib/clock.ts';
import type { ShipmentRequest } from '../courier-provider.ts';
import { ShiprocketCourier } from './shiprocket-courier.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: URL; method: string; headers: Record<string, string>; body: unknown };

/** A fake Shiprocket: answers each documented path as its API does and records every request's shape. */
function fakeShiprocket(overrides: Record<string, (call: Call) => Response> = {}) {
  const calls: Call[] = [];
  const routes: Record<string, (call: Call) => Response> = {
    'POST /v1/external/auth/login': () => json(200, { token: 'tok-1', email: 'api@store.in' }),
    'POST /v1/external/orders/create/adhoc': () =>
      json(200, { order_id: 281248157, shipment_id: 280651799, status: 'NEW', status_code: 1 }),
    'POST /v1/external/courier/assign/awb': () =>
      json(200, {
        awb_assign_status: 1,
        response: { data: { awb_code: '19041424751540', courier_name: 'Delhivery Surface', shipment_id: 280651799 } },
      }),
    'POST /v1/external/courier/generate/label': () =>
      json(200, {
        label_created: 1,
        label_url: 'https://labels.example/label-280651799.pdf',
        response: 'Label generated',
      }),
    'GET /label-280651799.pdf': () => new Response(Buffer.from('%PDF-1.4 label'), { status: 200 }),
    'POST /v1/external/courier/generate/pickup': () =>
      json(200, { pickup_status: 1, response: { pickup_scheduled_date: '2026-11-28 10:00:00', status: 3 } }),
    'POST /v1/external/orders/cancel': () => json(200, { status_code: 200, message: 'Order cancelled successfully.' }),
    'GET /v1/external/courier/serviceability/': () =>
      json(200, {
        status: 200,
        data: {
          recommended_courier_company_id: 24,
          available_courier_companies: [
            { courier_company_id: 10, courier_name: 'Slow Co', estimated_delivery_days: '7', etd: 'Dec 04, 2026' },
            { courier_company_id: 24, courier_name: 'Xpressbees', estimated_delivery_days: '3', etd: 'Nov 30, 2026' },
          ],
        },
      }),
    ...overrides,
  };
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const call: Call = {
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    return route ? route(call) : json(404, { message: 'no such path' });
  });
  const courier = new ShiprocketCourier({
    email: 'api@store.in',
    password: 'secret-pass',
    pickupLocation: 'Bhiwandi WH',
    webhookToken: 'hook-token-123',
    baseUrl: 'https://apiv2.shiprocket.in',
    timeoutMs: 5000,
    clock: new FakeClock('2026-11-27T09:00:00Z'),
    fetch: fetchMock as unknown as typeof fetch,
  });
  const find = (path: string) => calls.filter((c) => c.url.pathname === path);
  return { courier, calls, find };
}

const REQUEST: ShipmentRequest = {
  orderId: 'SH7K2M9QXD4T',
  orderDate: new Date('2026-11-27T08:15:00Z'),
  pickup: {
    name: 'Shringar Retail Pvt Ltd',
    address: 'Kamala Mills',
    city: 'Mumbai',
    pincode: '400013',
    state: 'Maharashtra',
    phone: '+912240000000',
    email: 'orders@shringar.store',
  },
  delivery: {
    name: 'Asha Rao Kulkarni',
    address: '12 Carter Road, Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
    phone: '+919876543210',
  },
  items: [{ name: 'Matte Lipstick (Ruby)', sku: '42', units: 2, unitPricePaise: 34950 }],
  codPaise: 74900,
  subTotalPaise: 74900,
  weightGrams: 450,
  lengthCm: 20,
  breadthCm: 15,
  heightCm: 8,
};

describe('Shiprocket adapter, by request shape', () => {
  it('signs in once, creates an adhoc order, assigns an AWB and downloads the label', async () => {
    const { courier, calls, find } = fakeShiprocket();
    const booked = await courier.createShipment(REQUEST);
    expect(booked).toMatchObject({
      providerOrderId: '281248157',
      providerShipmentId: '280651799',
      awb: '19041424751540',
      courierName: 'Delhivery Surface',
    });
    expect(booked.labelPdf.toString()).toBe('%PDF-1.4 label');
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /v1/external/auth/login',
      'POST /v1/external/orders/create/adhoc',
      'POST /v1/external/courier/assign/awb',
      'POST /v1/external/courier/generate/label',
      'GET /label-280651799.pdf',
    ]);
    expect(calls[0]!.body).toEqual({ email: 'api@store.in', password: 'secret-pass' });
    const [create] = find('/v1/external/orders/create/adhoc');
    expect(create!.headers.authorization).toBe('Bearer tok-1');
    expect(create!.headers['content-type']).toBe('application/json');
    expect(create!.body).toEqual({
      order_id: 'SH7K2M9QXD4T',
      order_date: '2026-11-27 13:45',
      pickup_location: 'Bhiwandi WH',
      billing_customer_name: 'Asha',
      billing_last_name: 'Rao Kulkarni',
      billing_address: '12 Carter Road, Bandra West',
      billing_city: 'Mumbai',
      billing_pincode: '400050',
      billing_state: 'Maharashtra',
      billing_country: 'India',
      billing_email: 'orders@shringar.store',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [{ name: 'Matte Lipstick (Ruby)', sku: '42', units: 2, selling_price: 349.5 }],
      payment_method: 'COD',
      sub_total: 749,
      length: 20,
      breadth: 15,
      height: 8,
      weight: 0.45,
    });
    expect(find('/v1/external/courier/assign/awb')[0]!.body).toEqual({ shipment_id: '280651799' });
    expect(find('/v1/external/courier/generate/label')[0]!.body).toEqual({ shipment_id: ['280651799'] });
    // The label URL is Shiprocket's storage, not its API: the token is not sent there.
    expect(calls.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('a prepaid parcel says Prepaid; pickup, cancel and many labels take the documented bodies', async () => {
    const { courier, find } = fakeShiprocket();
    await courier.createShipment({ ...REQUEST, codPaise: 0 });
    expect((find('/v1/external/orders/create/adhoc')[0]!.body as { payment_method: string }).payment_method).toBe(
      'Prepaid',
    );
    expect(await courier.requestPickup({ providerShipmentId: '280651799' })).toEqual({ pickupDate: '2026-11-28' });
    expect(find('/v1/external/courier/generate/pickup')[0]!.body).toEqual({ shipment_id: ['280651799'] });
    await courier.cancel({ providerOrderId: '281248157' });
    expect(find('/v1/external/orders/cancel')[0]!.body).toEqual({ ids: [281248157] });
    await courier.labelsPdf([{ providerShipmentId: '1' }, { providerShipmentId: '2' }]);
    expect(find('/v1/external/courier/generate/label').at(-1)!.body).toEqual({ shipment_id: ['1', '2'] });
    expect(find('/v1/external/auth/login')).toHaveLength(1);
  });

  it('asks serviceability by query and answers the recommended courier’s days', async () => {
    const { courier, find } = fakeShiprocket();
    const answer = await courier.serviceability({
      pickupPincode: '400013',
      deliveryPincode: '560038',
      weightGrams: 500,
      cod: true,
    });
    expect(answer).toEqual({ serviceable: true, courierName: 'Xpressbees', estimatedDeliveryDays: 3 });
    const [call] = find('/v1/external/courier/serviceability/');
    expect(call!.method).toBe('GET');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      pickup_postcode: '400013',
      delivery_postcode: '560038',
      weight: '0.5',
      cod: '1',
    });
  });

  it('says not serviceable when no courier is available (Shiprocket answers 404)', async () => {
    const { courier } = fakeShiprocket({
      'GET /v1/external/courier/serviceability/': () => json(404, { message: 'No courier serviceable', status: 404 }),
    });
    expect(
      await courier.serviceability({
        pickupPincode: '400013',
        deliveryPincode: '744101',
        weightGrams: 500,
        cod: false,
      }),
    ).toEqual({ serviceable: false, courierName: null, estimatedDeliveryDays: null });
  });

  it('signs in again once when the token has run out, and fails with the reason when refused', async () => {
    let tokens = 0;
    let first = true;
    const { courier } = fakeShiprocket({
      'POST /v1/external/auth/login': () => json(200, { token: `tok-${++tokens}` }),
      'POST /v1/external/courier/generate/pickup': (call) => {
        if (first) {
          first = false;
          return json(401, { message: 'Token has expired' });
        }
        expect(call.headers.authorization).toBe('Bearer tok-2');
        return json(200, { pickup_status: 1, response: {} });
      },
      'POST /v1/external/orders/cancel': () => json(422, { message: 'Order is already picked up' }),
    });
    expect(await courier.requestPickup({ providerShipmentId: '1' })).toEqual({ pickupDate: null });
    await expect(courier.cancel({ providerOrderId: '1' })).rejects.toMatchObject({
      statusCode: 502,
      code: 'COURIER_FAILED',
      message: expect.stringContaining('Order is already picked up'),
    });
  });

  it('reads the tracking webhook: x-api-key checked, status mapped, latest scan’s words, an id from its content', async () => {
    const { courier } = fakeShiprocket();
    const body = JSON.stringify({
      awb: 19041424751540,
      courier_name: 'Delhivery Surface',
      current_status: 'OUT FOR DELIVERY',
      current_status_id: 17,
      shipment_status: 'OUT FOR DELIVERY',
      current_timestamp: '28 11 2026 09:41:10',
      order_id: 'SH7K2M9QXD4T',
      scans: [
        { date: '2026-11-27 18:02:00', activity: 'Shipment picked up', location: 'Bhiwandi_DC (Maharashtra)' },
        { date: '2026-11-28 09:41:10', activity: 'Out for delivery', location: 'Bandra_West_DC (Maharashtra)' },
      ],
      is_return: 0,
    });
    const event = courier.parseWebhook({ rawBody: body, headers: { 'x-api-key': 'hook-token-123' } });
    expect(event).toMatchObject({
      awb: '19041424751540',
      status: 'OUT_FOR_DELIVERY',
      description: 'Out for delivery',
      location: 'Bandra_West_DC (Maharashtra)',
      scannedAt: new Date('2026-11-28T04:11:10Z'),
    });
    expect(courier.parseWebhook({ rawBody: body, headers: { 'x-api-key': 'hook-token-123' } }).eventId).toBe(
      event.eventId,
    );
    expect(() => courier.parseWebhook({ rawBody: body, headers: { 'x-api-key': 'wrong' } })).toThrow(
      expect.objectContaining({ code: 'INVALID_SIGNATURE' }),
    );
    const rto = JSON.parse(body);
    const returned = courier.parseWebhook({
      rawBody: JSON.stringify({ ...rto, current_status: 'RTO DELIVERED', current_status_id: 10 }),
      headers: { 'x-api-key': 'hook-token-123' },
    });
    expect(returned.status).toBe('RTO_DELIVERED');
    expect(returned.eventId).not.toBe(event.eventId);
  });
});
