import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutHelpers } from '../../../test/checkout-factories.ts';
import { createUser, setWalletBalance } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createPlacedOrder } from '../../../test/payments-factories.ts';
import { createSimulatorTestApp, paymentWebhookBody, verifyOrderPayment } from '../../../test/payments-helpers.ts';
import { AUTOMATION } from '../../../test/staff-factories.ts';
import { counters, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import type { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';

/** The counter of a financial year: the last invoice number it gave. */
const counterOf = async (t: TestApp, fy: string) =>
  (
    await t.db
      .select()
      .from(counters)
      .where(eq(counters.name, `invoice:${fy}`))
  )[0]?.value ?? 0;
const invoiceOf = async (t: TestApp, id: string) => {
  const [row] = await t.db
    .select({ invoiceNumber: orders.invoiceNumber, invoicedAt: orders.invoicedAt })
    .from(orders)
    .where(eq(orders.id, id));
  return row!;
};

describe('GST invoices are numbered at the taxable moment', () => {
  let t: TestApp;
  let sim: SimulatorGateway;
  beforeAll(async () => {
    ({ t, sim } = await createSimulatorTestApp());
  });
  afterAll(() => t.close());
  const { shopper, orderCart } = checkoutHelpers(() => t);

  it('an online order paid by webhook, then one by verify, have the next numbers before anyone downloads', async () => {
    const start = await counterOf(t, '25-26'); // the test clock is 15 January 2026
    const a = await shopper({ qty: 1 });
    const placed = await orderCart(a.token, { paymentMethods: ['ONLINE'], addressId: a.address.id });
    const { orderId, razorpayOrderId, amountInPaise } = placed.body.data;
    expect((await invoiceOf(t, orderId)).invoiceNumber).toBeNull();
    const paid = await sim.pay(razorpayOrderId);
    const body = paymentWebhookBody(razorpayOrderId, paid.paymentId, amountInPaise);
    const webhook = await t.call({
      method: 'POST',
      url: '/api/v4/payments/razorpay/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sim.signWebhook(body) },
    });
    expect(webhook.status).toBe(200);
    const first = await invoiceOf(t, orderId);
    expect(first.invoiceNumber).toBe(`SHR/25-26/${String(start + 1).padStart(6, '0')}`);
    expect(first.invoicedAt?.toISOString()).toBe(t.clock.now().toISOString());
    // The shopper's verify after the webhook changes nothing.
    expect((await verifyOrderPayment(t, a.token, orderId, paid)).status).toBe(200);
    expect((await invoiceOf(t, orderId)).invoiceNumber).toBe(first.invoiceNumber);

    const b = await shopper({ qty: 1 });
    const second = (await orderCart(b.token, { paymentMethods: ['ONLINE'], addressId: b.address.id })).body.data;
    const paidB = await sim.pay(second.razorpayOrderId);
    expect((await verifyOrderPayment(t, b.token, second.orderId, paidB)).status).toBe(200);
    expect((await invoiceOf(t, second.orderId)).invoiceNumber).toBe(`SHR/25-26/${String(start + 2).padStart(6, '0')}`);
  });

  it('a wallet-paid order is numbered when placed; cash on delivery when delivered, not before', async () => {
    const start = await counterOf(t, '25-26');
    const w = await shopper({ qty: 1, wallet: 100_000 });
    const byWallet = await orderCart(w.token, { paymentMethods: ['WALLET'], addressId: w.address.id });
    expect(byWallet.status).toBe(200);
    expect((await invoiceOf(t, byWallet.body.data.orderId)).invoiceNumber).toBe(
      `SHR/25-26/${String(start + 1).padStart(6, '0')}`,
    );

    const c = await shopper({ qty: 1 });
    const cod = (await orderCart(c.token, { paymentMethods: ['COD'], addressId: c.address.id })).body.data.orderId;
    const move = (status: string) =>
      t.call({ method: 'POST', url: `/api/v4/admin/orders/${cod}/status`, headers: AUTOMATION, payload: { status } });
    expect((await move('SHIPPED')).status).toBe(200);
    expect((await invoiceOf(t, cod)).invoiceNumber).toBeNull();
    t.clock.advance(3 * 24 * 3600_000);
    expect((await move('DELIVERED')).status).toBe(200);
    const delivered = await invoiceOf(t, cod);
    expect(delivered.invoiceNumber).toBe(`SHR/25-26/${String(start + 2).padStart(6, '0')}`);
    expect(delivered.invoicedAt?.toISOString()).toBe(t.clock.now().toISOString());
  });
});

describe('migration 0011 numbers paid orders that have none', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await createSimulatorTestApp());
  });
  afterAll(() => t.close());

  const migration = readFileSync(
    join(import.meta.dirname, '../../db/migrations/0010_invoices_at_taxable_moment.sql'),
    'utf8',
  );
  const runMigration = () =>
    t.db.transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });

  /** An order as the store left it before: paid (its first ORDERED history row at `paidAt`), no invoice number. */
  async function paidBefore(userId: number, paidAt: string, opts: Parameters<typeof createPlacedOrder>[2] = {}) {
    const placed = await createPlacedOrder(t.ctx, userId, { method: 'WALLET', ...opts });
    await t.db
      .update(orders)
      .set({ createdAt: new Date(new Date(paidAt).getTime() - 60_000) })
      .where(eq(orders.id, placed.orderId));
    await t.db
      .insert(orderStatusHistory)
      .values({ orderId: placed.orderId, status: 'ORDERED', note: 'Payment received', createdAt: new Date(paidAt) });
    return placed.orderId;
  }

  it('in payment order per financial year, after the numbers already given, leaving what is not due', async () => {
    const { user } = await createUser(t.ctx);
    await setWalletBalance(t.ctx, user.id, 10_000_000);
    await t.db
      .insert(counters)
      .values({ name: 'invoice:25-26', value: 41 })
      .onConflictDoUpdate({
        target: counters.name,
        set: { value: 41 },
      });
    // Paid out of placement order: the later-placed one was paid first. 31 March 23:00 IST is still 25-26.
    const paidSecond = await paidBefore(user.id, '2026-03-20T10:00:00Z');
    const paidFirst = await paidBefore(user.id, '2026-03-10T10:00:00Z');
    const lastOfYear = await paidBefore(user.id, '2026-03-31T17:30:00Z');
    const nextYear = await paidBefore(user.id, '2026-03-31T18:30:00Z'); // 00:00 IST on 1 April
    const codDelivered = await paidBefore(user.id, '2026-02-01T10:00:00Z', { method: 'COD' });
    await t.db
      .update(orders)
      .set({ status: 'DELIVERED', paymentStatus: 'PAID', deliveredAt: new Date('2026-03-15T10:00:00Z') })
      .where(eq(orders.id, codDelivered));
    const codOnTheWay = await paidBefore(user.id, '2026-03-01T10:00:00Z', { method: 'COD' });
    const cancelled = await paidBefore(user.id, '2026-03-02T10:00:00Z', { status: 'CANCELLED_BY_USER' });
    const draft = (await createPlacedOrder(t.ctx, user.id, { method: 'ONLINE' })).orderId;

    await runMigration();

    expect((await invoiceOf(t, paidFirst)).invoiceNumber).toBe('SHR/25-26/000042');
    expect((await invoiceOf(t, codDelivered)).invoiceNumber).toBe('SHR/25-26/000043');
    expect((await invoiceOf(t, paidSecond)).invoiceNumber).toBe('SHR/25-26/000044');
    const last = await invoiceOf(t, lastOfYear);
    expect(last.invoiceNumber).toBe('SHR/25-26/000045');
    expect(last.invoicedAt?.toISOString()).toBe('2026-03-31T17:30:00.000Z');
    expect((await invoiceOf(t, nextYear)).invoiceNumber).toBe('SHR/26-27/000001');
    for (const id of [codOnTheWay, cancelled, draft]) expect((await invoiceOf(t, id)).invoiceNumber).toBeNull();
    expect(await counterOf(t, '25-26')).toBe(45);
    expect(await counterOf(t, '26-27')).toBe(1);

    // Run again (or by a second process): nothing changes.
    await runMigration();
    expect(await counterOf(t, '25-26')).toBe(45);
    expect((await invoiceOf(t, paidFirst)).invoiceNumber).toBe('SHR/25-26/000042');
  });
});
