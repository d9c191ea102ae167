import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasons } from '../../db/schema/content.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { orderRefunds } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { createSimulatorTestApp } from '../../../test/payments-helpers.ts';
import { createStaff } from '../../../test/staff-factories.ts';

/*
 * Refunds that ask: an amount (all that is left by default, or part), a destination (wallet, original payment,
 * or a bank/UPI payout recorded with its reference), never more than what is left on the order or the return,
 * however many are sent at once; each one listed on the order (console and shopper) and in the audit log.
 */
let t: TestApp;
let fulfilment: string;
let reasonId: number;

beforeAll(async () => {
  ({ t } = await createSimulatorTestApp());
  fulfilment = (await createStaff(t, 'fulfilment')).cookie;
  const [reason] = await t.db.insert(reasons).values({ kind: 'RETURN', reason: 'Clasp is loose' }).returning();
  reasonId = reason!.id;
});
afterAll(() => t.close());

const staffCall = (method: 'GET' | 'POST', url: string, payload?: object, headers: object = {}) =>
  t.call({
    method,
    url: `/api/v4/admin${url}`,
    headers: { cookie: fulfilment, ...headers },
    ...(payload ? { payload } : {}),
  });

/** A delivered cash-on-delivery order of ₹499 (one line), collected on delivery. */
async function deliveredCodOrder() {
  const shopper = await createUser(t.ctx, { name: 'Kavya Menon' });
  const p = await createProduct(t.ctx);
  const order = await createOrder(t.ctx, {
    userId: shopper.user.id,
    status: 'DELIVERED',
    deliveredAt: t.clock.now(),
    paymentMethods: ['COD'],
    paymentStatus: 'PAID',
    lines: [{ productId: p.product.id, variantId: p.variants[0]!.id, quantity: 1, unitPricePaise: 49900 }],
  });
  return { shopper, order };
}

const upi = { method: 'UPI', upiId: 'kavya.menon@okaxis', reference: 'UTR412345678901' };

describe('refunds on an order', () => {
  it('records a partial refund to a UPI payout, lists it on the order for staff and the shopper, and audits it', async () => {
    const { shopper, order } = await deliveredCodOrder();
    const before = await staffCall('GET', `/orders/${order.id}`);
    expect(before.body.data.refundable).toBe(order.totalPaise / 100);

    const res = await staffCall('POST', `/orders/${order.id}/refund`, {
      amount: 150.5,
      destination: 'PAYOUT',
      payout: upi,
      reason: 'Stone missing on delivery',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      amount: 150.5,
      destination: 'PAYOUT',
      status: 'DONE',
      created: true,
      refundable: (order.totalPaise - 15050) / 100,
    });

    const view = await staffCall('GET', `/orders/${order.id}`);
    expect(view.body.data.refundable).toBe((order.totalPaise - 15050) / 100);
    expect(view.body.data.order.refunds).toEqual([
      expect.objectContaining({ amount: 150.5, destination: 'PAYOUT', status: 'DONE', payout: upi, returnId: null }),
    ]);
    const mine = await t.call({ method: 'GET', url: `/api/v4/order/details/${order.id}`, token: shopper.token });
    expect(mine.body.data.refunds).toEqual([expect.objectContaining({ amount: 150.5, payout: upi })]);

    const [audit] = await t.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.target, order.id), eq(operatorAuditLog.action, 'adminRefundOrder')));
    expect(audit!.after).toMatchObject({ amount: 150.5, destination: 'PAYOUT', payout: upi });
    expect(audit!.before).toMatchObject({ refundable: order.totalPaise / 100 });
  });

  it('refuses more than is left, a payout without its reference, and the original payment of a cash order', async () => {
    const { order } = await deliveredCodOrder();
    await staffCall('POST', `/orders/${order.id}/refund`, { amount: 400, destination: 'WALLET' });
    const tooMuch = await staffCall('POST', `/orders/${order.id}/refund`, { amount: 100, destination: 'WALLET' });
    expect([tooMuch.status, tooMuch.body.code, tooMuch.body.message]).toEqual([
      409,
      'REFUND_TOO_LARGE',
      'Only ₹99 is left to refund on this order',
    ]);
    const noRef = await staffCall('POST', `/orders/${order.id}/refund`, {
      destination: 'PAYOUT',
      payout: { method: 'BANK', accountLast4: '1234', ifsc: 'sbin0001234' },
    });
    expect([noRef.status, noRef.body.errors[0]]).toEqual([
      400,
      { field: 'payout.reference', message: 'Payout reference is required' },
    ]);
    const noPayout = await staffCall('POST', `/orders/${order.id}/refund`, { destination: 'PAYOUT' });
    expect([noPayout.status, noPayout.body.errors[0].field]).toEqual([400, 'payout']);
    const badIfsc = await staffCall('POST', `/orders/${order.id}/refund`, {
      destination: 'PAYOUT',
      payout: { method: 'BANK', accountLast4: '1234', ifsc: 'SBIN1234', reference: 'UTR0000001' },
    });
    expect(badIfsc.body.errors[0].message).toBe('IFSC must be 11 characters like SBIN0001234');
    const source = await staffCall('POST', `/orders/${order.id}/refund`, { destination: 'SOURCE' });
    expect([source.status, source.body.code]).toEqual([409, 'NOTHING_TO_REFUND']);
    // The rest, by default, to a bank payout: the IFSC is kept in capitals.
    const rest = await staffCall('POST', `/orders/${order.id}/refund`, {
      destination: 'PAYOUT',
      payout: { method: 'BANK', accountLast4: '1234', ifsc: 'sbin0001234', reference: 'UTR0000002' },
    });
    expect(rest.body.data).toMatchObject({ amount: 99, refundable: 0 });
    const rows = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.map((r) => [r.destination, r.amountPaise, r.payoutIfsc])).toEqual([
      ['WALLET', 40000, null],
      ['PAYOUT', 9900, 'SBIN0001234'],
    ]);
  });

  it('six refunds of ₹200 sent at once on a ₹499 order: two are given, the rest refused, never more than paid', async () => {
    const { shopper, order } = await deliveredCodOrder();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        staffCall(
          'POST',
          `/orders/${order.id}/refund`,
          n % 2 ? { amount: 200, destination: 'WALLET' } : { amount: 200, destination: 'PAYOUT', payout: upi },
          { 'idempotency-key': `race-${n}` },
        ),
      ),
    );
    const given = answers.filter((a) => a.status === 200);
    expect(given, JSON.stringify(answers.map((a) => a.body))).toHaveLength(2);
    for (const a of answers.filter((a) => a.status !== 200)) expect(a.body.code).toBe('REFUND_TOO_LARGE');
    const rows = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(40000);
    const walletRows = rows.filter((r) => r.destination === 'WALLET').length;
    const [u] = await t.db.select().from(users).where(eq(users.id, shopper.user.id));
    expect(u!.walletBalancePaise).toBe(walletRows * 20000);
  });

  it('refunds part of a return to a bank payout; the order keeps the rest refundable', async () => {
    const { shopper, order } = await deliveredCodOrder();
    const asked = await t.call({
      method: 'POST',
      url: '/api/v4/return/request',
      token: shopper.token,
      payload: { orderId: order.id, orderItemId: order.items[0]!.id, reasonId },
    });
    const returnId = asked.body.data.returnId;
    await staffCall('POST', `/returns/${returnId}/approve`, {});
    const tooMuch = await staffCall('POST', `/returns/${returnId}/refund`, { destination: 'WALLET', amount: 500 });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([409, 'Only ₹499 is left to refund for this return']);
    const payout = { method: 'BANK', accountLast4: '9876', ifsc: 'HDFC0000123', reference: 'HDFCN52026112700' };
    const res = await staffCall('POST', `/returns/${returnId}/refund`, { destination: 'PAYOUT', amount: 300, payout });
    expect(res.body.data).toMatchObject({
      status: 'REFUNDED',
      refundDestination: 'PAYOUT',
      refundAmount: 300,
      changed: true,
    });
    const again = await staffCall('POST', `/returns/${returnId}/refund`, {
      destination: 'PAYOUT',
      amount: 300,
      payout,
    });
    expect(again.body.data).toMatchObject({ changed: false, refundAmount: 300 });
    const view = await staffCall('GET', `/orders/${order.id}`);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.data.refundable).toBe((order.totalPaise - 30000) / 100);
    expect(view.body.data.order.refunds).toEqual([
      expect.objectContaining({ returnId, amount: 300, destination: 'PAYOUT', payout }),
    ]);
  });
});
