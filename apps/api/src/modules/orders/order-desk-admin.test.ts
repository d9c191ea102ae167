import { csvValue, parseCsv } from '@shringar/contracts/csv';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { BENGALURU, createOrder, MUMBAI } from '../../../test/order-factory.ts';
import { AUTOMATION } from '../../../test/staff-factories.ts';
import { EXPORT_BATCH } from './order-export-admin.service.ts';

describe('order desk: bulk status and CSV export', () => {
  let t: TestApp;
  let asha: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    asha = await createUser(t.ctx, { name: '=HYPERLINK("x")' });
  });
  afterAll(() => t.close());

  const bulk = (payload: object) =>
    t.call({ method: 'POST', url: '/api/v4/admin/orders/bulk-status', headers: AUTOMATION, payload });

  it('moves each order by the single change’s rules and answers one result per order', async () => {
    const ready = await createOrder(t.ctx, { userId: asha.user.id, status: 'PACKED' });
    const ordered = await createOrder(t.ctx, { userId: asha.user.id, status: 'ORDERED' });
    const delivered = await createOrder(t.ctx, { userId: asha.user.id, status: 'DELIVERED' });
    const res = await bulk({
      orderIds: [ready.id, ordered.id, delivered.id, 'SHNOSUCHORDER'],
      status: 'SHIPPED',
      note: 'Handed to the courier',
    });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.data.results.map((r: { orderId: string }) => [r.orderId, r]));
    expect(byId[ready.id]).toMatchObject({ outcome: 'done', status: 'SHIPPED', reason: null });
    expect(byId[ordered.id]).toMatchObject({ outcome: 'done', status: 'SHIPPED' });
    expect(byId[delivered.id]).toMatchObject({
      outcome: 'refused',
      status: 'DELIVERED',
      code: 'INVALID_STATUS_TRANSITION',
    });
    expect(byId.SHNOSUCHORDER).toMatchObject({ outcome: 'refused', status: null, code: 'ORDER_NOT_FOUND' });
    expect(res.body.data).toMatchObject({ done: 2, refused: 2 });
    expect(res.body.message).toBe('2 updated, 2 refused');

    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, ready.id));
    expect(history.at(-1)).toMatchObject({ status: 'SHIPPED', note: 'Handed to the courier' });
    const [stillDelivered] = await t.db.select().from(orders).where(eq(orders.id, delivered.id));
    expect(stillDelivered!.status).toBe('DELIVERED');

    // One audit row per order, as the single change leaves, and one for the bulk call.
    const rows = await t.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.action, 'adminSetOrderStatus'), eq(operatorAuditLog.target, ready.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ before: { status: 'PACKED' }, after: { status: 'SHIPPED' }, statusCode: 200 });
    const refusedRow = await t.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.target, delivered.id));
    expect(refusedRow[0]!.statusCode).toBe(409);
    const [summary] = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'adminBulkSetOrderStatus'));
    expect(summary!.after).toMatchObject({ status: 'SHIPPED', done: 2, refused: 2 });
  });

  it('refuses an empty selection naming the field, and a cancellation of a shipped order per order', async () => {
    const empty = await bulk({ orderIds: [], status: 'SHIPPED' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({
      field: 'orderIds',
      message: expect.stringContaining('Select at least one order'),
    });
    const shipped = await createOrder(t.ctx, { userId: asha.user.id, status: 'SHIPPED' });
    const packed = await createOrder(t.ctx, {
      userId: asha.user.id,
      status: 'PACKED',
      paymentMethods: ['COD'],
      paymentStatus: 'PENDING',
    });
    const res = await bulk({ orderIds: [shipped.id, packed.id], status: 'CANCELLED_BY_SHRINGAR' });
    expect(res.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual(['refused', 'done']);
    expect(res.body.data.results[1].status).toBe('CANCELLED_BY_SHRINGAR');
  });

  describe('CSV export', () => {
    const exportCsv = (query = '') =>
      t.app.inject({ method: 'GET', url: `/api/v4/admin/orders/export?${query}`, headers: AUTOMATION });
    const recordsOf = (body: string) => parseCsv(body.replace(/^\uFEFF/, '')).map((r) => r.cells.map(csvValue));

    it('answers a CSV attachment in the accountant’s columns, formula cells guarded', async () => {
      const ravi = await createUser(t.ctx, { name: 'Ravi Kumar' });
      const order = await createOrder(t.ctx, {
        userId: ravi.user.id,
        address: BENGALURU,
        paymentMethods: ['COD'],
        paymentStatus: 'PENDING',
        deliveryChargePaise: 4900,
        codChargePaise: 2500,
        couponDiscountPaise: 1000,
      });
      const res = await exportCsv(`phone=${ravi.phone}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
      const [header, row, ...rest] = recordsOf(res.body);
      expect(rest).toEqual([]);
      expect(header).toEqual([
        'Order no.',
        'Date',
        'Customer',
        'Phone',
        'City',
        'State',
        'Pincode',
        'Items',
        'Subtotal',
        'Discount',
        'Charges',
        'Total',
        'Paid',
        'Payment method',
        'Status',
        'Invoice no.',
      ]);
      expect(row).toEqual([
        order.id,
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        'Ravi Kumar',
        ravi.phone,
        'Bengaluru',
        'Karnataka',
        '560038',
        '1',
        '349.00',
        '10.00',
        '74.00',
        '413.00',
        '0.00',
        'Cash on delivery',
        'Order Placed',
        '',
      ]);
      // A name a spreadsheet would run as a formula is written with a leading apostrophe.
      const guarded = await exportCsv(`phone=${asha.phone}`);
      expect(guarded.body).toContain(',"\'=HYPERLINK(""x"")",');
    });

    it('takes the list’s filters: status, payment method, dates and search', async () => {
      const shopper = await createUser(t.ctx, { name: 'Filter Shopper' });
      const day = 86_400_000;
      const now = t.clock.now().getTime();
      const old = await createOrder(t.ctx, {
        userId: shopper.user.id,
        address: MUMBAI,
        status: 'DELIVERED',
        createdAt: new Date(now - 10 * day),
      });
      const cod = await createOrder(t.ctx, {
        userId: shopper.user.id,
        paymentMethods: ['COD'],
        paymentStatus: 'PENDING',
        createdAt: new Date(now - day),
      });
      const idsOf = async (query: string) =>
        recordsOf((await exportCsv(`phone=${shopper.phone}&${query}`)).body)
          .slice(1)
          .map((r) => r[0]);
      expect(await idsOf('')).toEqual([old.id, cod.id]);
      expect(await idsOf('status=DELIVERED')).toEqual([old.id]);
      expect(await idsOf('paymentMethod=COD')).toEqual([cod.id]);
      const ist = (ms: number) => new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 10);
      expect(await idsOf(`from=${ist(now - 2 * day)}`)).toEqual([cod.id]);
      expect(await idsOf(`q=${old.id.slice(0, 9)}`)).toEqual([old.id]);
      expect(await idsOf(`ids=${cod.id},${old.id.toLowerCase()}`)).toEqual([old.id, cod.id]);
      const bad = await exportCsv('status=LOST');
      expect(bad.statusCode).toBe(400);
    });

    it('streams a range larger than one batch, every order once, oldest first', async () => {
      const many = await createUser(t.ctx, { name: 'Many Orders' });
      const start = t.clock.now().getTime() - 30 * 86_400_000;
      // Two batches and a bit, three placed in each second so the keyset's tie-break on the id is used; copied
      // in one statement from a placed order (the factory writes one order per call, too slow for a thousand).
      const first = await createOrder(t.ctx, { userId: many.user.id, createdAt: new Date(start) });
      const count = EXPORT_BATCH * 2 + 7;
      await t.db.execute(sql`
        insert into orders (id, user_id, status, is_draft, payment_methods, payment_status, items_base_paise,
          items_price_paise, total_paise, wallet_paise, remaining_paise, address, created_at)
        select 'SHBULK' || lpad(g::text, 6, '0'), user_id, status, is_draft, payment_methods, payment_status,
          items_base_paise, items_price_paise, total_paise, wallet_paise, remaining_paise, address,
          created_at + make_interval(secs => (g / 3) + 1)
        from orders, generate_series(1, ${count - 1}) g where id = ${first.id}`);
      const made = [
        first.id,
        ...Array.from({ length: count - 1 }, (_, i) => `SHBULK${String(i + 1).padStart(6, '0')}`),
      ];
      const secondOf = (id: string) => (id === first.id ? 0 : Math.floor(Number(id.slice(6)) / 3) + 1);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v4/admin/orders/export?phone=${many.phone}`,
        headers: AUTOMATION,
        payloadAsStream: true,
      });
      expect(res.headers['transfer-encoding']).toBe('chunked');
      expect(res.headers['content-length']).toBeUndefined();
      let text = '';
      let chunks = 0;
      for await (const chunk of res.stream()) {
        text += String(chunk);
        chunks++;
      }
      expect(chunks).toBeGreaterThanOrEqual(3);
      const ids = recordsOf(text)
        .slice(1)
        .map((r) => r[0]);
      expect(ids).toHaveLength(made.length);
      expect(new Set(ids).size).toBe(made.length);
      const sortedByTime = [...made].sort((a, b) => secondOf(a) - secondOf(b) || (a < b ? -1 : 1));
      expect(ids).toEqual(sortedByTime);
    });
  });
});
