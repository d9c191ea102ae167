import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackRequests } from '../../db/schema/engagement.ts';
import { orders, returnRequests } from '../../db/schema/orders.ts';
import { reasons } from '../../db/schema/content.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { istDays } from './dashboard-admin.service.ts';

const DAY = 24 * 3600_000;

describe('the console dashboard', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await createStaff(t, 'owner')).cookie;
  });
  afterAll(() => t.close());

  const read = (cookie = owner) => t.call({ method: 'GET', url: '/api/v4/admin/dashboard', headers: { cookie } });

  it('counts India days: 30 dates ending today, the window from the first midnight IST', () => {
    // 2026-01-15 20:00 UTC is already the 16th in India.
    const { today, dates, window } = istDays(new Date('2026-01-15T20:00:00Z'), 30);
    expect(today).toBe('2026-01-16');
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe('2025-12-18');
    expect(dates.at(-1)).toBe('2026-01-16');
    expect(window.from.toISOString()).toBe('2025-12-17T18:30:00.000Z');
    expect(window.to.toISOString()).toBe('2026-01-16T18:30:00.000Z');
  });

  it('sums orders, revenue, COD share, cancellations, returns and top sellers from aggregates', async () => {
    const shopper = await createUser(t.ctx);
    const earrings = await createProduct(t.ctx, { name: 'Kundan Earrings', categoryName: 'Earrings' });
    const bangles = await createProduct(t.ctx, { name: 'Glass Bangles', categoryName: 'Bangles' });
    const line = (p: typeof earrings, quantity: number, unitPricePaise: number) => ({
      productId: p.product.id,
      variantId: p.variants[0]!.id,
      quantity,
      unitPricePaise,
    });
    const now = t.clock.now();
    // Today: a COD order (₹600 + ₹9), an online one (₹349), a cancelled one (not revenue).
    await createOrder(t.ctx, {
      userId: shopper.user.id,
      lines: [line(earrings, 2, 30000)],
      paymentMethods: ['COD'],
      codChargePaise: 900,
    });
    const delivered = await createOrder(t.ctx, {
      userId: shopper.user.id,
      lines: [line(bangles, 1, 34900)],
      status: 'DELIVERED',
    });
    await createOrder(t.ctx, { userId: shopper.user.id, lines: [line(bangles, 5, 10000)], status: 'CANCELLED' });
    // Ten days ago: one more order; 40 days ago: outside the window; a draft: never an order.
    await createOrder(t.ctx, {
      userId: shopper.user.id,
      lines: [line(bangles, 1, 20000)],
      createdAt: new Date(now.getTime() - 10 * DAY),
    });
    await createOrder(t.ctx, {
      userId: shopper.user.id,
      lines: [line(bangles, 9, 20000)],
      createdAt: new Date(now.getTime() - 40 * DAY),
    });
    const draft = await createOrder(t.ctx, {
      userId: shopper.user.id,
      isDraft: true,
      status: 'PENDING',
      paymentStatus: 'PENDING',
    });
    await t.db
      .update(orders)
      .set({ draftExpiresAt: new Date(now.getTime() + 15 * 60_000) })
      .where(eq(orders.id, draft.id));
    const [reason] = await t.db.insert(reasons).values({ kind: 'RETURN', reason: 'Damaged' }).returning();
    await t.db.insert(returnRequests).values({
      orderId: delivered.id,
      orderItemId: delivered.items[0]!.id,
      userId: shopper.user.id,
      reasonId: reason!.id,
      createdAt: now,
    });
    await t.db.insert(callbackRequests).values([{ phone: '9876500001' }, { phone: '9876500002', status: 'CLOSED' }]);

    const res = await read();
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.today).toBe('2026-01-15');
    expect(d.todaySummary).toEqual({
      orders: 3,
      revenue: 958,
      averageOrderValue: 479,
      codOrders: 1,
      codShare: 0.333,
      cancellations: 1,
      returns: 1,
    });
    expect(d.periodSummary).toMatchObject({ orders: 4, revenue: 1158, cancellations: 1, returns: 1, codOrders: 1 });
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1)).toEqual({ day: '2026-01-15', orders: 3, revenue: 958, cancellations: 1, returns: 1 });
    expect(d.daily.at(-11)).toMatchObject({ day: '2026-01-05', orders: 1, revenue: 200 });
    expect(d.topProducts.map((p: { name: string; units: number }) => [p.name, p.units])).toEqual([
      ['Kundan Earrings', 2],
      ['Glass Bangles', 2],
    ]);
    expect(d.topProducts[0].revenue).toBe(600);
    expect(d.topCategories.map((c: { name: string }) => c.name)).toEqual(['Earrings', 'Bangles']);
    expect(d.unpaidDrafts).toBe(1);
    expect(d.callbacksWaiting).toBe(1);
    expect(d.lowStock.threshold).toBe(5);
  });

  it('takes a refunded return out of the revenue of the day its order was placed', async () => {
    const before = (await read()).body.data;
    // The delivered ₹349 order's return (the test above) is refunded in full.
    await t.db.update(returnRequests).set({ status: 'REFUNDED', refundPaise: 34900, refundedAt: t.clock.now() });
    const after = (await read()).body.data;
    expect(after.todaySummary.revenue).toBe(before.todaySummary.revenue - 349);
    expect(after.periodSummary.revenue).toBe(before.periodSummary.revenue - 349);
    expect(after.daily.at(-1).revenue).toBe(before.daily.at(-1).revenue - 349);
  });

  it('lists variants running low, lowest first', async () => {
    const low = await createProduct(t.ctx, {
      name: 'Last Few Anklets',
      variants: [{ stock: 0 }, { stock: 3 }, { stock: 50 }],
    });
    const d = (await read()).body.data;
    const mine = d.lowStock.variants.filter((v: { productId: number }) => v.productId === low.product.id);
    expect(mine.map((v: { stock: number }) => v.stock)).toEqual([0, 3]);
    expect(d.lowStock.count).toBeGreaterThanOrEqual(2);
  });

  it('is for staff with dashboard.read', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/admin/dashboard' });
    expect(res.status).toBe(401);
    const support = await createStaff(t, 'support');
    expect((await read(support.cookie)).status).toBe(200);
  });
});
