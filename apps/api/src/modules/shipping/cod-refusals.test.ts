import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/content.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { testConfig } from '../../../test/test-config.ts';
import { invalidateSettings } from '../settings/settings.public.ts';

const asOperator = { authorization: `Bearer ${testConfig().OPERATOR_TOKEN!}`, 'x-operator-name': 'meera' };
const PARCEL = { weightGrams: 450, lengthCm: 20, breadthCm: 15, heightCm: 8 };

/** A shopper's refused deliveries, counted through the courier's return to origin, and the console's COD switch. */
describe("COD parcels returned to origin count against the shopper's COD", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(settings).values({ key: 'app', value: { codRefusalLimit: 2 } });
    invalidateSettings(t.ctx);
  });
  afterAll(() => t.close());

  /** An order booked with the simulator and brought back undelivered. */
  async function returnedParcel(userId: number, paymentMethods: string[]) {
    const { product, variants } = await createProduct(t.ctx, { variants: [{ stock: 10, weightGrams: 200 }] });
    const order = await createOrder(t.ctx, {
      userId,
      status: 'PACKED',
      paymentMethods,
      paymentStatus: paymentMethods.includes('COD') ? 'PENDING' : 'PAID',
      lines: [{ productId: product.id, variantId: variants[0]!.id, quantity: 1 }],
    });
    const booked = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${order.id}/shipment`,
      headers: asOperator,
      payload: PARCEL,
    });
    expect(booked.status).toBe(200);
    for (const step of ['PICKED_UP', 'RTO_DELIVERED']) {
      t.clock.advance(60_000);
      const moved = await t.call({
        method: 'POST',
        url: `/api/v4/admin/courier-simulator/parcels/${booked.body.data.awb}/advance`,
        headers: asOperator,
        payload: { step },
      });
      expect(moved.status).toBe(200);
    }
    return order;
  }
  const codOf = async (userId: number) =>
    (await t.call({ url: `/api/v4/admin/customers/${userId}`, headers: asOperator })).body.data.cod;

  it('counts each returned COD parcel once, not prepaid ones, and switches COD off at the limit', async () => {
    const shopper = await createUser(t.ctx, { name: 'Ritu Jain' });
    expect(await codOf(shopper.user.id)).toEqual({ refusals: 0, allowed: true });
    await returnedParcel(shopper.user.id, ['ONLINE']);
    expect(await codOf(shopper.user.id)).toEqual({ refusals: 0, allowed: true });
    await returnedParcel(shopper.user.id, ['COD']);
    expect(await codOf(shopper.user.id)).toEqual({ refusals: 1, allowed: true });
    await returnedParcel(shopper.user.id, ['WALLET', 'COD']);
    expect(await codOf(shopper.user.id)).toEqual({ refusals: 2, allowed: false });
    const profile = await t.call({ url: '/api/v4/user', token: shopper.token });
    expect(profile.body.data.isCodAllowed).toBe(false);
  });

  it('lets staff switch COD back on (audited, the count kept), 404 for no such shopper, 400 naming the field', async () => {
    const shopper = await createUser(t.ctx, { name: 'Kavya Iyer' });
    await returnedParcel(shopper.user.id, ['COD']);
    await returnedParcel(shopper.user.id, ['COD']);
    const url = `/api/v4/admin/customers/${shopper.user.id}/cod`;
    const on = await t.call({ method: 'PUT', url, headers: asOperator, payload: { allowed: true } });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ refusals: 2, allowed: true });
    const audit = await t.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(
          eq(operatorAuditLog.action, 'adminSetCustomerCod'),
          eq(operatorAuditLog.target, `customer:${shopper.user.id}`),
        ),
      );
    expect(audit).toMatchObject([{ before: { refusals: 2, allowed: false }, after: { refusals: 2, allowed: true } }]);
    const bad = await t.call({ method: 'PUT', url, headers: asOperator, payload: { allowed: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/allowed/);
    const missing = await t.call({
      method: 'PUT',
      url: '/api/v4/admin/customers/999999/cod',
      headers: asOperator,
      payload: { allowed: true },
    });
    expect(missing.status).toBe(404);
  });
});
