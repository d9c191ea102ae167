import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/catalogue.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { orders } from '../../db/schema/orders.ts';
import { walletLedger } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { testConfig } from '../../../test/test-config.ts';

const OPERATOR = testConfig().OPERATOR_TOKEN!;
const asOperator = { authorization: `Bearer ${OPERATOR}`, 'x-operator-name': 'meera' };

describe('operator API', () => {
  let t: TestApp;
  let shopper: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await createUser(t.ctx, { name: 'Asha Rao' });
  });
  afterAll(() => t.close());

  const setStatus = (id: string, payload: object, headers: Record<string, string> = asOperator) =>
    t.call({ method: 'POST', url: `/api/v4/admin/orders/${id}/status`, headers, payload });

  it('refuses calls without credentials, with a wrong token, or with a shopper’s session', async () => {
    const order = await createOrder(t.ctx, { userId: shopper.user.id });
    const before = (await t.db.select().from(operatorAuditLog)).length;
    const anonymous = await t.call({ method: 'GET', url: `/api/v4/admin/orders/${order.id}` });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'STAFF_SIGN_IN_REQUIRED']);
    for (const headers of [
      { authorization: 'Bearer not-the-operator-token-at-all-000000' },
      { 'x-operator-token': `${OPERATOR}x` },
      { authorization: `Bearer ${shopper.token}` },
    ]) {
      const res = await t.call({ method: 'GET', url: `/api/v4/admin/orders/${order.id}`, headers });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('OPERATOR_TOKEN_REQUIRED');
    }
    const moved = await setStatus(order.id, { status: 'CONFIRMED' }, { authorization: `Bearer ${shopper.token}` });
    expect(moved.status).toBe(403);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.status).toBe('ORDERED');
    expect((await t.db.select().from(operatorAuditLog)).length).toBe(before);
  });

  it('accepts the token as X-Operator-Token too and shows the order with its customer and history', async () => {
    const order = await createOrder(t.ctx, { userId: shopper.user.id });
    const res = await t.call({
      method: 'GET',
      url: `/api/v4/admin/orders/${order.id}`,
      headers: { 'x-operator-token': OPERATOR },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      order: { id: order.id, delivery_status: 'ORDERED' },
      isDraft: false,
      customer: { userId: shopper.user.id, name: 'Asha Rao', phone: `+91${shopper.phone}` },
      history: [{ status: 'ORDERED', actor: 'system' }],
    });
    expect(res.body.data.allowedNextStatuses).toContain('CONFIRMED');
    // Operators cancel as the store; the shopper's own cancellation is not theirs to set.
    expect(res.body.data.allowedNextStatuses).toContain('CANCELLED_BY_SHRINGAR');
    expect(res.body.data.allowedNextStatuses).not.toContain('CANCELLED_BY_USER');
    expect(res.body.data.allowedNextStatuses).not.toContain('CANCELLED');
    expect((await t.call({ method: 'GET', url: '/api/v4/admin/orders/SHNOPE', headers: asOperator })).status).toBe(404);
  });

  it('moves an order along its statuses, writes the timeline and logs who did it', async () => {
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      paymentMethods: ['COD'],
      paymentStatus: 'PENDING',
    });
    for (const [status, note] of [
      ['CONFIRMED', undefined],
      ['PACKED', 'Packed at Bhiwandi'],
      ['SHIPPED', 'Handed to Delhivery'],
    ] as const) {
      t.clock.advance(60_000);
      const res = await setStatus(order.id, { status, ...(note ? { note } : {}) });
      expect(res.status).toBe(200);
      expect(res.body.data.change.to).toBe(status);
    }
    const back = await setStatus(order.id, { status: 'PACKED' });
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('INVALID_STATUS_TRANSITION');
    expect(back.body.message).toBe("An order that is 'Shipped' cannot become 'Packed'");
    const cancel = await setStatus(order.id, { status: 'CANCELLED_BY_SHRINGAR' });
    expect(cancel.status).toBe(409);
    const bad = await setStatus(order.id, { status: 'LOST' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^status must be one of/);

    t.clock.advance(60_000);
    const delivered = await setStatus(order.id, { status: 'DELIVERED', trackingId: 'DLV123456' });
    expect(delivered.body.data.order).toMatchObject({
      delivery_status: 'DELIVERED',
      isPaid: true, // cash collected
      isReturnAvailable: true,
      isCancelAvailable: false,
      tracking_id: 'DLV123456',
      delivered_at: t.clock.now().toISOString(),
    });
    expect(delivered.body.data.order.invoice_number).toMatch(/^SHR\/\d\d-\d\d\/\d{6}$/);
    // A repeat is harmless.
    const again = await setStatus(order.id, { status: 'DELIVERED' });
    expect(again.body.data.change).toEqual({ from: 'DELIVERED', to: 'DELIVERED', changed: false });

    const timeline = await t.call({
      method: 'GET',
      url: `/api/v4/order/delivery-status/${order.id}`,
      token: shopper.token,
    });
    const steps = timeline.body.data.delivery_statuses;
    expect(steps.every((s: any) => s.isCompleted)).toBe(true);
    expect(steps.find((s: any) => s.status === 'PACKED').descriptions[0].description).toBe('Packed at Bhiwandi');

    const audit = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.target, order.id))
      .orderBy(desc(operatorAuditLog.id));
    expect(audit.length).toBe(8);
    expect(audit[0]).toMatchObject({
      operator: 'automation:meera',
      actorKind: 'automation',
      action: 'adminSetOrderStatus',
      statusCode: 200,
      before: { status: 'DELIVERED' },
      after: { status: 'DELIVERED' },
    });
    expect(audit[0]!.details).toMatchObject({ body: { status: 'DELIVERED' } });
    expect(audit.some((a) => a.statusCode === 409)).toBe(true);
  });

  it('audits a call whose id or body holds NUL without failing it or showing the audit query', async () => {
    for (const [url, contentType, payload] of [
      ['/api/v4/admin/orders/a%00b/refund', 'application/json', '{}'],
      ['/api/v4/admin/orders/SH123/refund', 'text/plain', '\u0000'],
      [
        '/api/v4/admin/orders/SH123/status',
        'application/json',
        JSON.stringify({ status: 'x\u0000', note: 'n'.repeat(9000) }),
      ],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url,
        headers: { ...asOperator, 'content-type': contentType },
        payload,
      });
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body)).not.toMatch(/operator_audit_log|insert into/i);
    }
    const [row] = await t.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.target, 'a\uFFFDb'));
    expect(row?.action).toBe('adminRefundOrder');
    const [clipped] = await t.db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(1);
    expect((clipped!.details as any).body).toMatchObject({ clipped: true });
  });

  it('cancels as the store through the cancel service: stock and wallet part come back', async () => {
    const u = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx, { variants: [{ stock: 5 }] });
    const order = await createOrder(t.ctx, {
      userId: u.user.id,
      lines: [{ productId: product.id, variantId: variants[0]!.id, quantity: 2 }],
      paymentMethods: ['WALLET', 'COD'],
      paymentStatus: 'PENDING',
      walletPaise: 10000,
    });
    const wrongKind = await setStatus(order.id, { status: 'CANCELLED_BY_USER' });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.message).toBe('Operators cancel an order with status CANCELLED_BY_SHRINGAR');

    const res = await setStatus(order.id, { status: 'CANCELLED_BY_SHRINGAR', note: 'Courier cannot reach pincode' });
    expect(res.status).toBe(200);
    expect(res.body.data.change).toEqual({ from: 'ORDERED', to: 'CANCELLED_BY_SHRINGAR', changed: true });
    expect(res.body.data.order).toMatchObject({ delivery_status: 'CANCELLED_BY_SHRINGAR', isCancelAvailable: false });
    expect(res.body.data.history.at(-1)).toMatchObject({ status: 'CANCELLED_BY_SHRINGAR', actor: 'operator:meera' });
    const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.id, variants[0]!.id));
    expect(variant!.stock).toBe(7);
    const [user] = await t.db.select().from(users).where(eq(users.id, u.user.id));
    expect(user!.walletBalancePaise).toBe(10000);
    const again = await setStatus(order.id, { status: 'CANCELLED_BY_SHRINGAR' });
    expect(again.body.data.change.changed).toBe(false);
    expect((await t.db.select().from(users).where(eq(users.id, u.user.id)))[0]!.walletBalancePaise).toBe(10000);
  });

  it('sends a shopper a notification by phone, unread in their list', async () => {
    const u = await createUser(t.ctx);
    const notify = (payload: object, headers: Record<string, string> = asOperator) =>
      t.call({ method: 'POST', url: '/api/v4/admin/notifications', headers, payload });
    const sent = await notify({ phone: u.phone, title: 'Your refund is on its way', body: 'We have refunded ₹250.' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ notificationId: expect.any(Number), userId: u.user.id });
    const list = await t.call({ method: 'GET', url: '/api/v4/notifications', token: u.token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ title: 'Your refund is on its way', body: 'We have refunded ₹250.', isRead: false }),
    ]);
    for (const [payload, message] of [
      [{ phone: '12345', title: 'Hello there', body: 'A note' }, 'Please enter a valid 10-digit phone number'],
      [{ phone: u.phone, title: 'Hi', body: 'A note' }, 'title must be at least 3 characters'],
      [{ phone: u.phone, title: 'Hello there' }, 'body is required'],
    ] as const) {
      const res = await notify(payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await notify({ phone: '9000000001', title: 'Hello there', body: 'A note' })).status).toBe(404);
    expect((await notify({ phone: u.phone, title: 'Hello there', body: 'A note' }, {})).status).toBe(401);
  });

  it('credits a wallet by phone through the ledger, once per Idempotency-Key', async () => {
    const u = await createUser(t.ctx);
    const credit = (payload: object, key?: string) =>
      t.call({
        method: 'POST',
        url: '/api/v4/admin/wallet/credit',
        headers: { ...asOperator, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      });
    const first = await credit({ phone: u.phone, amount: 150.5, reason: 'Goodwill for a late delivery' }, 'k-1');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ userId: u.user.id, credited: 150.5, applied: true, walletAmount: 150.5 });
    const retry = await credit({ phone: u.phone, amount: 150.5, reason: 'Goodwill for a late delivery' }, 'k-1');
    expect(retry.body.data).toMatchObject({ applied: false, walletAmount: 150.5 });
    await credit({ phone: u.phone, amount: 49, reason: 'Second gesture' });
    const [user] = await t.db.select().from(users).where(eq(users.id, u.user.id));
    expect(user!.walletBalancePaise).toBe(19950);
    const ledger = await t.db.select().from(walletLedger).where(eq(walletLedger.userId, u.user.id));
    expect(ledger.map((l) => [l.type, l.amountPaise, l.reason])).toEqual([
      ['CREDIT', 15050, 'Goodwill for a late delivery'],
      ['CREDIT', 4900, 'Second gesture'],
    ]);

    for (const [payload, message] of [
      [{ phone: '12345', amount: 10, reason: 'abc' }, 'Please enter a valid 10-digit phone number'],
      [{ phone: u.phone, amount: -5, reason: 'abc' }, 'amount must be more than 0'],
      [{ phone: u.phone, amount: 1.234, reason: 'abc' }, 'amount must have at most 2 decimals'],
      [{ phone: u.phone, amount: 10 }, 'reason is required'],
    ] as const) {
      const res = await credit(payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const unknown = await credit({ phone: '9000000001', amount: 10, reason: 'Nobody' });
    expect(unknown.status).toBe(404);
  });

  it('has no refund to give for a COD order', async () => {
    const order = await createOrder(t.ctx, {
      userId: shopper.user.id,
      paymentMethods: ['COD'],
      paymentStatus: 'PENDING',
    });
    const res = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${order.id}/refund`,
      headers: asOperator,
      payload: {},
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NOTHING_TO_REFUND');
  });

  it('takes no token when none is configured: only staff sessions then', async () => {
    const config = t.ctx.config as { OPERATOR_TOKEN?: string };
    const saved = config.OPERATOR_TOKEN;
    config.OPERATOR_TOKEN = undefined;
    try {
      const res = await t.call({ method: 'GET', url: '/api/v4/admin/orders/SHANY', headers: asOperator });
      expect([res.status, res.body.code]).toEqual([403, 'OPERATOR_TOKEN_REQUIRED']);
    } finally {
      config.OPERATOR_TOKEN = saved;
    }
  });
});
