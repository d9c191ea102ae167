import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/catalogue.ts';
import { orders } from '../../db/schema/orders.ts';
import { shipmentScans } from '../../db/schema/shipping.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { hmacHex } from '../../integrations/payments/signatures.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { testConfig } from '../../../test/test-config.ts';

const asOperator = { authorization: `Bearer ${testConfig().OPERATOR_TOKEN!}`, 'x-operator-name': 'meera' };
const SECRET = testConfig().COURIER_SIMULATOR_WEBHOOK_SECRET;
const PARCEL = { weightGrams: 450, lengthCm: 20, breadthCm: 15, heightCm: 8 };

describe('shipping with the courier simulator', () => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await createUser(t.ctx, { name: 'Asha Rao' });
  });
  afterAll(() => t.close());

  /** A COD order for 2 units of a fresh variant with a known packed size, booked with the courier. */
  async function bookedOrder() {
    const { product, variants } = await createProduct(t.ctx, {
      variants: [{ stock: 10, weightGrams: 200, lengthCm: 12, breadthCm: 10, heightCm: 4 }],
    });
    const variant = variants[0]!;
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      status: 'PACKED',
      paymentMethods: ['COD'],
      paymentStatus: 'PENDING',
      lines: [{ productId: product.id, variantId: variant.id, quantity: 2 }],
    });
    const booked = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${order.id}/shipment`,
      headers: asOperator,
      payload: PARCEL,
    });
    expect(booked.status).toBe(200);
    return { order, variant, awb: booked.body.data.awb as string, shipment: booked.body.data };
  }

  const signed = (event: object, secret = SECRET) => {
    const rawBody = JSON.stringify(event);
    return { rawBody, signature: hmacHex(secret, rawBody) };
  };
  const post = (rawBody: string, signature: string, provider = 'simulator') =>
    t.call({
      method: 'POST',
      url: `/api/v4/shipping/${provider}/webhook`,
      headers: { 'content-type': 'application/json', 'x-courier-signature': signature },
      payload: rawBody,
    });
  const scanEvent = (awb: string, status: string, at: Date, id = `${awb}-${status}-${at.getTime()}`) => ({
    event_id: id,
    awb,
    status,
    description: `Scan ${status}`,
    location: 'Pune hub',
    scanned_at: at.toISOString(),
  });
  const orderStatus = async (id: string) =>
    (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
  const advance = (awb: string, step: string) =>
    t.call({
      method: 'POST',
      url: `/api/v4/admin/courier-simulator/parcels/${awb}/advance`,
      headers: asOperator,
      payload: { step },
    });

  it('books a parcel: an AWB, a label PDF, the COD amount, and the order Ready for Shipping with the AWB', async () => {
    const { order, awb, shipment } = await bookedOrder();
    expect(awb).toMatch(/^SIM\d{10}$/);
    expect(shipment).toMatchObject({ status: 'CREATED', codAmount: 698, ...PARCEL, scans: [] });
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect([stored!.status, stored!.trackingId]).toEqual(['READY_FOR_SHIPPING', awb]);

    const label = await t.app.inject({
      url: `/api/v4/admin/orders/${order.id}/shipment/label.pdf`,
      headers: asOperator,
    });
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const again = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${order.id}/shipment`,
      headers: asOperator,
      payload: PARCEL,
    });
    expect([again.status, again.body.code]).toEqual([409, 'SHIPMENT_EXISTS']);

    const view = await t.call({ url: `/api/v4/admin/orders/${order.id}/shipment`, headers: asOperator });
    expect(view.body.data).toMatchObject({
      shipment: { awb },
      canCreate: false,
      provider: 'simulator',
      suggestedParcel: { weightGrams: 400, lengthCm: 12, breadthCm: 10, heightCm: 8 },
    });
  });

  it('names the field in the form’s words when a size is missing or out of range', async () => {
    const order = await createOrder(t.ctx, { userId: shopper.user.id, status: 'PACKED' });
    const res = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${order.id}/shipment`,
      headers: asOperator,
      payload: { ...PARCEL, weightGrams: 0 },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Weight (g) must be at least 1');
  });

  it('requests pickup, cancels before pickup (AWB cleared), and refuses cancelling a picked-up parcel', async () => {
    const { order, awb } = await bookedOrder();
    const pickup = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${order.id}/shipment/pickup`,
      headers: asOperator,
    });
    expect(pickup.body.data.status).toBe('PICKUP_REQUESTED');
    const cancelled = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${order.id}/shipment/cancel`,
      headers: asOperator,
    });
    expect(cancelled.body.data).toMatchObject({ awb, status: 'CANCELLED' });
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.trackingId).toBeNull();

    const second = await bookedOrder();
    t.clock.advance(60_000);
    expect((await advance(second.awb, 'PICKED_UP')).status).toBe(200);
    const refused = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${second.order.id}/shipment/cancel`,
      headers: asOperator,
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'SHIPMENT_NOT_ALLOWED']);
  });

  it('refuses a webhook with a wrong signature or for another courier, and records nothing', async () => {
    const { awb, order } = await bookedOrder();
    const event = signed(scanEvent(awb, 'PICKED_UP', t.clock.now()), 'not-the-simulator-secret-0000');
    const res = await post(event.rawBody, event.signature);
    expect([res.status, res.body.code]).toEqual([400, 'INVALID_SIGNATURE']);
    const good = signed(scanEvent(awb, 'PICKED_UP', t.clock.now()));
    expect((await post(good.rawBody, good.signature, 'shiprocket')).status).toBe(404);
    expect(await t.db.select().from(shipmentScans).where(eq(shipmentScans.orderId, order.id))).toEqual([]);
    expect(await orderStatus(order.id)).toBe('READY_FOR_SHIPPING');
  });

  it('moves the order with each scan and writes the courier’s words and place on the shopper’s timeline', async () => {
    const { awb, order } = await bookedOrder();
    for (const [step, status] of [
      ['PICKED_UP', 'SHIPPED'],
      ['IN_TRANSIT', 'SHIPPED'],
      ['OUT_FOR_DELIVERY', 'OUT_FOR_DELIVERY'],
      ['DELIVERED', 'DELIVERED'],
    ] as const) {
      t.clock.advance(3600_000);
      const res = await advance(awb, step);
      expect(res.status).toBe(200);
      expect(await orderStatus(order.id)).toBe(status);
    }
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.paymentStatus).toBe('PAID'); // the courier collected the cash
    const tracking = await t.call({ url: `/api/v4/order/delivery-status/${order.id}`, token: shopper.token });
    expect(tracking.status).toBe(200);
    const shipped = tracking.body.data.delivery_statuses.find((s: { status: string }) => s.status === 'SHIPPED');
    expect(shipped.descriptions.map((d: { description: string }) => d.description)).toEqual([
      'Your package is on its way.',
      'Shipment picked up from the seller · Mumbai pickup centre',
      'In transit: arrived at the sorting hub · Mumbai hub',
    ]);
    expect(tracking.body.data.tracking_id).toBe(awb);
  });

  it('applies a replayed webhook once, even three at once', async () => {
    const { awb, order } = await bookedOrder();
    t.clock.advance(60_000);
    const event = signed(scanEvent(awb, 'PICKED_UP', t.clock.now()));
    const answers = await Promise.all([1, 2, 3].map(() => post(event.rawBody, event.signature)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.data.duplicate === false)).toHaveLength(1);
    const replay = await post(event.rawBody, event.signature);
    expect(replay.body.data).toMatchObject({ duplicate: true, outcome: 'duplicate' });
    expect(await t.db.select().from(shipmentScans).where(eq(shipmentScans.orderId, order.id))).toHaveLength(1);
    expect(await orderStatus(order.id)).toBe('SHIPPED');
  });

  it('lets an older scan arriving late change nothing (out of order by scan time)', async () => {
    const { awb, order } = await bookedOrder();
    const early = new Date(t.clock.now().getTime() + 60_000);
    const late = new Date(t.clock.now().getTime() + 120_000);
    t.clock.advance(180_000);
    const outFor = signed(scanEvent(awb, 'OUT_FOR_DELIVERY', late));
    expect((await post(outFor.rawBody, outFor.signature)).body.data.outcome).toBe('order OUT_FOR_DELIVERY');
    const inTransit = signed(scanEvent(awb, 'IN_TRANSIT', early));
    const res = await post(inTransit.rawBody, inTransit.signature);
    expect(res.body.data).toMatchObject({ duplicate: false, outcome: 'ignored: older than the latest scan' });
    expect(await orderStatus(order.id)).toBe('OUT_FOR_DELIVERY');
    const scans = await t.db.select().from(shipmentScans).where(eq(shipmentScans.orderId, order.id));
    expect(scans.map((s) => s.status)).toEqual(['OUT_FOR_DELIVERY']);
  });

  it('returns an RTO parcel: the order RETURNED and its units restocked through the ledger, once', async () => {
    const { awb, order, variant } = await bookedOrder();
    const stockBefore = (await t.db.select().from(productVariants).where(eq(productVariants.id, variant.id)))[0]!.stock;
    t.clock.advance(60_000);
    await advance(awb, 'PICKED_UP');
    t.clock.advance(60_000);
    const rto = await advance(awb, 'RTO_DELIVERED');
    expect(rto.body.data.webhook.outcome).toBe('order returned to origin and restocked');
    expect(await orderStatus(order.id)).toBe('RETURNED');
    // A second 'returned' scan (a courier resending with a new id, later) does not restock again.
    t.clock.advance(60_000);
    const again = signed(scanEvent(awb, 'RTO_DELIVERED', t.clock.now()));
    expect((await post(again.rawBody, again.signature)).body.data.outcome).toBe('scan recorded');
    const after = (await t.db.select().from(productVariants).where(eq(productVariants.id, variant.id)))[0]!.stock;
    expect(after).toBe(stockBefore + 2);
    const movements = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.kind, 'return')));
    expect(movements.map((m) => m.delta)).toEqual([2]);
    const tracking = await t.call({ url: `/api/v4/order/delivery-status/${order.id}`, token: shopper.token });
    const returned = tracking.body.data.delivery_statuses.find((s: { status: string }) => s.status === 'RETURNED');
    expect(returned.descriptions.map((d: { description: string }) => d.description)).toContain(
      'Returned to origin: the consignee refused the parcel · Mumbai pickup centre',
    );
  });

  it('books many orders at once, reports those it cannot, and prints every label in one PDF', async () => {
    const ready = await Promise.all(
      [1, 2].map(async () => {
        const { product, variants } = await createProduct(t.ctx, {
          variants: [{ weightGrams: 300, lengthCm: 10, breadthCm: 10, heightCm: 5 }],
        });
        return createOrder(t.ctx, {
          userId: shopper.user.id,
          status: 'CONFIRMED',
          lines: [{ productId: product.id, variantId: variants[0]!.id }],
        });
      }),
    );
    const unsized = await createOrder(t.ctx, { userId: shopper.user.id, status: 'CONFIRMED' });
    const ids = [ready[0]!.id, unsized.id, ready[1]!.id];
    const res = await t.call({
      method: 'POST',
      url: '/api/v4/admin/shipments/bulk',
      headers: asOperator,
      payload: { orderIds: ids },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.shipments.map((s: { orderId: string; created: boolean }) => [s.orderId, s.created])).toEqual([
      [ready[0]!.id, true],
      [ready[1]!.id, true],
    ]);
    expect(res.body.data.failed).toEqual([
      { orderId: unsized.id, message: expect.stringContaining('no weight or size') },
    ]);
    const retry = await t.call({
      method: 'POST',
      url: '/api/v4/admin/shipments/bulk',
      headers: asOperator,
      payload: { orderIds: ids },
    });
    expect(retry.body.data.shipments.map((s: { created: boolean }) => s.created)).toEqual([false, false]);

    const pdf = await t.app.inject({ url: res.body.data.labelsPath, headers: asOperator });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });
});
