import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { queueDueStockAlerts } from './stock-alert-dispatch.ts';

/*
 * GET /stock-alerts?productId=: the product page asks which of its variants the signed-in shopper is already
 * waiting on, so 'Notify me' shows as requested after a reload. Only the caller's own alerts, only the waiting
 * ones, only the product's.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createStaff(t, 'catalogue')).cookie;
}, 180_000);
afterAll(() => t.close());

const notifyMe = (token: string, variantId: number) =>
  t.call({ method: 'POST', url: '/api/v4/stock-alerts', token, payload: { variantId } });
const pending = (productId: number | string, token?: string) =>
  t.call({ method: 'GET', url: `/api/v4/stock-alerts?productId=${productId}`, ...(token ? { token } : {}) });
const restock = (variantId: number) =>
  t.call({
    method: 'POST',
    url: `/api/v4/admin/variants/${variantId}/stock`,
    headers: { cookie },
    payload: { delta: 4, reason: 'Received from supplier' },
  });

async function soldOutShades() {
  const { product, variants } = await createProduct(t.ctx, {
    name: 'Velvet Matte Lipstick',
    variants: [
      { name: 'Ruby', pricePaise: 49_900, basePricePaise: 59_900, stock: 0 },
      { name: 'Coral', pricePaise: 49_900, basePricePaise: 59_900, stock: 0 },
      { name: 'Nude', pricePaise: 49_900, basePricePaise: 59_900, stock: 0 },
    ],
  });
  return { productId: product.id, ruby: variants[0]!.id, coral: variants[1]!.id, nude: variants[2]!.id };
}

describe("the shopper's waiting alerts on a product", () => {
  it("lists the caller's own waiting alerts on that product's variants, and nobody else's", async () => {
    const { productId, ruby, coral } = await soldOutShades();
    const other = await soldOutShades();
    const asha = await createUser(t.ctx);
    const meera = await createUser(t.ctx);

    expect(await pending(productId, asha.token)).toMatchObject({ status: 200, body: { data: [] } });
    expect((await notifyMe(asha.token, coral)).status).toBe(200);
    expect((await notifyMe(asha.token, ruby)).status).toBe(200);
    expect((await notifyMe(asha.token, other.nude)).status).toBe(200);
    expect((await notifyMe(meera.token, other.ruby)).status).toBe(200);

    const mine = await pending(productId, asha.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      { variantId: ruby, requestedAt: expect.any(String) },
      { variantId: coral, requestedAt: expect.any(String) },
    ]);
    expect(new Date(mine.body.data[0].requestedAt).getTime()).not.toBeNaN();
    // Another shopper sees only their own alerts, never Asha's.
    expect((await pending(productId, meera.token)).body.data).toEqual([]);
    expect((await pending(other.productId, meera.token)).body.data).toEqual([
      { variantId: other.ruby, requestedAt: expect.any(String) },
    ]);
    expect((await pending(other.productId, asha.token)).body.data).toEqual([
      { variantId: other.nude, requestedAt: expect.any(String) },
    ]);
  });

  it('drops an alert once it has gone out, and lists it again when the shopper asks again', async () => {
    const { productId, ruby } = await soldOutShades();
    const { token } = await createUser(t.ctx);
    expect((await notifyMe(token, ruby)).status).toBe(200);
    expect((await restock(ruby)).status).toBe(200);
    expect(await queueDueStockAlerts(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await pending(productId, token)).body.data).toEqual([]);

    expect((await notifyMe(token, ruby)).status).toBe(200);
    expect((await pending(productId, token)).body.data).toEqual([{ variantId: ruby, requestedAt: expect.any(String) }]);
  });

  it('asks for a signed-in shopper and a valid product id; an unknown product has none', async () => {
    const { productId } = await soldOutShades();
    const { token } = await createUser(t.ctx);
    expect((await pending(productId)).status).toBe(401);
    expect((await pending(productId, 'not-a-session')).status).toBe(401);
    expect((await pending('lipstick', token)).status).toBe(400);
    expect((await pending(0, token)).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v4/stock-alerts', token })).status).toBe(400);
    expect(await pending(2_000_000, token)).toMatchObject({ status: 200, body: { data: [] } });
  });
});
