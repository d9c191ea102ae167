import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress } from '../../../test/checkout-factories.ts';
import { testDbKind } from '../../../test/databases.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { brands, categories, productVariants } from '../../db/schema/catalogue.ts';
import { reasons } from '../../db/schema/content.ts';
import { stockMovements } from '../../db/schema/stock.ts';

/** The variant's stock, its movements' sum, and whether each movement's balance follows from the one before. */
async function books(t: TestApp, variantId: number) {
  const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.id, variantId));
  const moves = await t.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.variantId, variantId))
    .orderBy(asc(stockMovements.id));
  let running = 0;
  const chained = moves.every((m) => (running += m.delta) === m.balance && m.balance >= 0);
  return { stock: variant!.stock, sum: moves.reduce((s, m) => s + m.delta, 0), chained, moves };
}

describe('the stock ledger', () => {
  let t: TestApp;
  let cookie: string;

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie) =>
    t.call({
      method,
      url: `/api/v4${url}`,
      headers: { cookie: as, ...ifMatchOf(payload) },
      ...(payload ? { payload } : {}),
    });
  /** A console save sends the version its form read (the form here was loaded before the shopper's order). */
  const ifMatchOf = (payload?: object): Record<string, string> =>
    payload && 'version' in payload ? { 'if-match': `"${String(payload.version)}"` } : {};

  async function shopper() {
    const u = await createUser(t.ctx);
    return { ...u, address: await createAddress(t.ctx, u.user.id) };
  }
  const buy = (s: Awaited<ReturnType<typeof shopper>>, productId: number, variantId: number, quantity = 1) =>
    t.call({
      method: 'POST',
      url: '/api/v4/order/create',
      token: s.token,
      payload: { productId, variantId, quantity, paymentMethods: ['COD'], addressId: s.address.id },
    });

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'catalogue')).cookie;
  }, 180_000);
  afterAll(() => t.close());

  it('a product save never writes stock: a form opened before an order keeps the real stock', async () => {
    const [{ id: categoryId }] = (await t.db
      .insert(categories)
      .values({ name: 'Ledger', slug: 'ledger', iconUrl: '/api/v4/media/category/ledger.svg' })
      .returning({ id: categories.id })) as [{ id: number }];
    const [{ id: brandId }] = (await t.db
      .insert(brands)
      .values({ name: 'Ledger Co', slug: 'ledger-co', logoUrl: '/api/v4/media/brand/ledger.svg' })
      .returning({ id: brands.id })) as [{ id: number }];
    const created = await admin('POST', '/admin/products', {
      name: 'Ledger Kajal',
      slug: 'ledger-kajal',
      categoryId,
      brandId,
      hsnCode: '3304',
      gstRate: 18,
      variants: [
        {
          name: 'Black',
          sku: 'LDG-BLK',
          price: 199,
          basePrice: 249,
          stock: 8,
          deliveryType: 'Standard Delivery',
          warranty: 'No warranty',
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const form = created.body.data;
    const variantId = form.variants[0].variantId as number;
    expect((await books(t, variantId)).moves.map((m) => [m.kind, m.delta, m.balance])).toEqual([['opening', 8, 8]]);

    // A shopper buys 2 while the form is open; the form then saves a new price with the stock it loaded (8).
    expect((await buy(await shopper(), form.productId, variantId, 2)).status).toBe(200);
    const saved = await admin('PUT', `/admin/products/${form.productId}`, {
      ...form,
      variants: [{ ...form.variants[0], price: 159 }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.variants[0]).toMatchObject({ price: 159, stock: 6 });
    const after = await books(t, variantId);
    expect(after).toMatchObject({ stock: 6, sum: 6, chained: true });
    expect(after.moves.map((m) => [m.kind, m.delta, m.balance, m.actor])).toEqual([
      ['opening', 8, 8, expect.stringContaining('staff:')],
      ['order', -2, 6, 'customer'],
    ]);
  });

  it('adjusts by a delta with a reason, refuses to go below zero, and lists the history newest first', async () => {
    const { product, variants } = await createProduct(t.ctx, { variants: [{ stock: 3 }] });
    const variantId = variants[0]!.id;
    const added = await admin('POST', `/admin/variants/${variantId}/stock`, {
      delta: 5,
      reason: 'Received from supplier',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ stock: 8, movement: { kind: 'adjustment', delta: 5, balance: 8 } });
    expect(added.body.message).toBe('Stock +5: now 8');

    const damaged = await admin('POST', `/admin/variants/${variantId}/stock`, { delta: -1, reason: 'Damaged' });
    expect(damaged.body.data.stock).toBe(7);

    const tooMany = await admin('POST', `/admin/variants/${variantId}/stock`, { delta: -8, reason: 'Stock-take' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'STOCK_TOO_LOW', message: 'Only 7 in stock: cannot take 8' });
    const zero = await admin('POST', `/admin/variants/${variantId}/stock`, { delta: 0, reason: 'Nothing' });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toEqual([{ field: 'delta', message: expect.stringContaining('Units must not be 0') }]);
    const noReason = await admin('POST', `/admin/variants/${variantId}/stock`, { delta: 2, reason: ' ' });
    expect(noReason.status).toBe(400);

    // The order a shopper places and then cancels is in the history too.
    const s = await shopper();
    const order = await buy(s, product.id, variantId, 2);
    expect(order.status).toBe(200);
    const [reason] = await t.db.insert(reasons).values({ kind: 'CANCELLATION', reason: 'Changed my mind' }).returning();
    const cancelled = await t.call({
      method: 'POST',
      url: `/api/v4/order/cancel-request/${order.body.data.orderId}`,
      token: s.token,
      payload: { reasonId: reason!.id },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const history = await admin('GET', `/admin/variants/${variantId}/stock?itemsPerPage=10`);
    expect(history.status).toBe(200);
    expect(history.body.data).toMatchObject({ variantId, stock: 7 });
    expect(
      history.body.data.items.map((m: { kind: string; delta: number; balance: number; reason: string }) => [
        m.kind,
        m.delta,
        m.balance,
        m.reason,
      ]),
    ).toEqual([
      ['release', 2, 7, expect.stringContaining(`Order ${order.body.data.orderId}: Cancelled`)],
      ['order', -2, 5, `Order ${order.body.data.orderId} placed`],
      ['adjustment', -1, 7, 'Damaged'],
      ['adjustment', 5, 8, 'Received from supplier'],
      ['opening', 3, 3, 'Opening stock'],
    ]);
    expect(await books(t, variantId)).toMatchObject({ stock: 7, sum: 7, chained: true });

    expect((await admin('GET', '/admin/variants/999999999/stock')).status).toBe(404);
    const fulfilment = (await createStaff(t, 'fulfilment')).cookie;
    expect(
      (await admin('POST', `/admin/variants/${variantId}/stock`, { delta: 1, reason: 'x1' }, fulfilment)).status,
    ).toBe(403);
  });
});

// PGlite runs one transaction at a time, so races need PostgreSQL's real parallel connections.
describe.skipIf(testDbKind() !== 'postgres')('the stock ledger under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'catalogue')).cookie;
  }, 180_000);
  afterAll(() => t.close());

  it('parallel orders and adjustments never oversell: stock = movements sum, never negative', async () => {
    const { product, variants } = await createProduct(t.ctx, { variants: [{ stock: 10, maxPerOrder: 10 }] });
    const variantId = variants[0]!.id;
    const people = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const u = await createUser(t.ctx);
        return { ...u, address: await createAddress(t.ctx, u.user.id) };
      }),
    );
    const adjust = (delta: number) =>
      t.call({
        method: 'POST',
        url: `/api/v4/admin/variants/${variantId}/stock`,
        headers: { cookie },
        payload: { delta, reason: delta > 0 ? 'Received' : 'Damaged' },
      });
    const results = await Promise.all([
      ...people.map((p) =>
        t.call({
          method: 'POST',
          url: '/api/v4/order/create',
          token: p.token,
          payload: { productId: product.id, variantId, quantity: 1, paymentMethods: ['COD'], addressId: p.address.id },
        }),
      ),
      ...Array.from({ length: 10 }, () => adjust(-1)),
      ...Array.from({ length: 5 }, () => adjust(2)),
    ]);
    const orders = results.slice(0, 30);
    const takes = results.slice(30, 40);
    const adds = results.slice(40);
    expect(
      results.every((r) => r.status === 200 || r.status === 409),
      JSON.stringify(results.map((r) => r.body)),
    ).toBe(true);
    expect(adds.every((r) => r.status === 200)).toBe(true);
    const sold = orders.filter((r) => r.status === 200).length;
    const taken = takes.filter((r) => r.status === 200).length;
    // 10 + 5 × 2 units ever existed; every unit is sold, taken away or still on the shelf.
    const { stock, sum, chained, moves } = await books(t, variantId);
    expect(stock).toBe(20 - sold - taken);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(sum).toBe(stock);
    expect(chained).toBe(true);
    expect(moves).toHaveLength(1 + sold + taken + 5);
    const [orderRows] = await t.db
      .execute<{ n: number }>(sql`select count(*)::int as n from order_items where variant_id = ${variantId}`)
      .then((r) => (Array.isArray(r) ? r : (r as unknown as { rows: { n: number }[] }).rows));
    expect(orderRows!.n).toBe(sold);
  });
});
