import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/catalogue.ts';
import { reasons } from '../../db/schema/content.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments, refunds, walletLedger } from '../../db/schema/payments.ts';
import { simulatorRefunds } from '../../db/schema/simulator.ts';
import { users } from '../../db/schema/users.ts';
import type { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';
import { refundOrderPayment } from '../payments/payments.public.ts';
import { createUser, setWalletBalance } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createSimulatorTestApp, verifyOrderPayment } from '../../../test/payments-helpers.ts';
import { createPlacedOrder } from '../../../test/payments-factories.ts';
import { cancelOrder } from './cancel.service.ts';

let t: TestApp;
let sim: SimulatorGateway;
let reasonId: number;
let returnReasonId: number;
beforeAll(async () => {
  ({ t, sim } = await createSimulatorTestApp());
  const [r] = await t.db.insert(reasons).values({ kind: 'CANCELLATION', reason: 'Ordered by mistake' }).returning();
  const [rr] = await t.db.insert(reasons).values({ kind: 'RETURN', reason: 'Damaged item' }).returning();
  reasonId = r!.id;
  returnReasonId = rr!.id;
});
afterAll(() => t.close());

const cancel = (token: string, orderId: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/v4/order/cancel-request/${orderId}`, token, payload });
const stockOf = async (variantId: number) =>
  (await t.db.select({ s: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!
    .s;
const balanceOf = async (userId: number) =>
  (await t.db.select({ b: users.walletBalancePaise }).from(users).where(eq(users.id, userId)))[0]!.b;

/** A draft paid part by wallet, part online through the simulator, verified: a real paid order. */
async function paidOrder(userId: number, token: string, walletPaise = 10000) {
  await setWalletBalance(t.ctx, userId, walletPaise);
  const placed = await createPlacedOrder(t.ctx, userId, { unitPricePaise: 59900, walletPaise, stock: 10 });
  const paid = await sim.pay(placed.providerOrderId!);
  const res = await verifyOrderPayment(t, token, placed.orderId, paid);
  expect(res.body.data.isPaid).toBe(true);
  return { ...placed, paymentId: paid.paymentId };
}

describe('POST /order/cancel-request/{id}', () => {
  it('cancels a paid order: stock back, wallet part to the wallet, online part refunded once', async () => {
    const { user, token } = await createUser(t.ctx);
    const order = await paidOrder(user.id, token);
    expect(await stockOf(order.variantId)).toBe(9);
    expect(await balanceOf(user.id)).toBe(0);

    const res = await cancel(token, order.orderId, { reasonId, comment: 'Found it cheaper' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: order.orderId, isCancelAvailable: false });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({
      status: 'CANCELLED_BY_USER',
      paymentStatus: 'REFUNDED',
      cancelReasonId: reasonId,
      cancelComment: 'Found it cheaper',
    });
    expect(await stockOf(order.variantId)).toBe(10);
    expect(await balanceOf(user.id)).toBe(10000);
    const [record] = await t.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(record).toMatchObject({ status: 'REFUNDED', refundedPaise: order.remainingPaise });
    const simRefunds = await t.db
      .select()
      .from(simulatorRefunds)
      .where(eq(simulatorRefunds.paymentId, order.paymentId));
    expect(simRefunds).toHaveLength(1);
    expect(simRefunds[0]!.amountPaise).toBe(order.remainingPaise);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.orderId));
    expect(history.map((h) => h.status)).toEqual(['ORDERED', 'CANCELLED_BY_USER']);
    expect(history[1]).toMatchObject({ note: 'Ordered by mistake — Found it cheaper', actor: `user:${user.id}` });

    // Again: nothing more comes back.
    const again = await cancel(token, order.orderId, { reasonId });
    expect(again.status).toBe(200);
    expect(await balanceOf(user.id)).toBe(10000);
    expect(await stockOf(order.variantId)).toBe(10);
    expect(
      await t.db.select().from(simulatorRefunds).where(eq(simulatorRefunds.paymentId, order.paymentId)),
    ).toHaveLength(1);
    const credits = await t.db.select().from(walletLedger).where(eq(walletLedger.orderId, order.orderId));
    expect(credits.filter((c) => c.type === 'CREDIT')).toHaveLength(1);
  });

  it('a refund that failed at the gateway is completed by the next cancel call', async () => {
    const { user, token } = await createUser(t.ctx);
    const order = await paidOrder(user.id, token, 0);
    const realRefund = sim.refund.bind(sim);
    sim.refund = async () => {
      throw new Error('gateway timeout');
    };
    try {
      const first = await cancel(token, order.orderId, { reasonId });
      expect(first.status).toBe(502);
      expect(first.body.code).toBe('REFUND_FAILED');
    } finally {
      sim.refund = realRefund;
    }
    const [mid] = await t.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(mid).toMatchObject({ status: 'PAID', refundedPaise: 0 });
    const retry = await cancel(token, order.orderId, { reasonId });
    expect(retry.status).toBe(200);
    const [after] = await t.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(after).toMatchObject({ status: 'REFUNDED', refundedPaise: order.remainingPaise });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, after!.id))).toHaveLength(1);
  });

  it('cancels a cash-on-delivery order without a refund', async () => {
    const { user, token } = await createUser(t.ctx);
    const order = await createPlacedOrder(t.ctx, user.id, { method: 'COD', stock: 3 });
    const res = await cancel(token, order.orderId, { reasonId });
    expect(res.status).toBe(200);
    expect(await stockOf(order.variantId)).toBe(3);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'CANCELLED_BY_USER', paymentStatus: 'PENDING' });
  });

  it('refuses shipped orders, drafts, other shoppers and bad reasons', async () => {
    const { user, token } = await createUser(t.ctx);
    const shipped = await createPlacedOrder(t.ctx, user.id, { method: 'COD', status: 'SHIPPED' });
    const r1 = await cancel(token, shipped.orderId, { reasonId });
    expect(r1.status).toBe(409);
    expect(r1.body.message).toMatch(/can no longer be cancelled/);

    const draft = await createPlacedOrder(t.ctx, user.id);
    expect((await cancel(token, draft.orderId, { reasonId })).status).toBe(409);

    const other = await createUser(t.ctx);
    const theirs = await createPlacedOrder(t.ctx, other.user.id, { method: 'COD' });
    expect((await cancel(token, theirs.orderId, { reasonId })).status).toBe(404);

    const mine = await createPlacedOrder(t.ctx, user.id, { method: 'COD' });
    for (const payload of [
      {},
      { reasonId: 0 },
      { reasonId: 'abc' },
      { reasonId: 1.5 },
      { reasonId: returnReasonId },
      { reasonId: 999_999 },
    ]) {
      const res = await cancel(token, mine.orderId, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toMatch(/reason/i);
    }
    expect((await cancel(token, mine.orderId, { reasonId, comment: 'x'.repeat(501) })).status).toBe(400);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, mine.orderId));
    expect(row!.status).toBe('ORDERED');
    expect(
      (await t.call({ method: 'POST', url: `/api/v4/order/cancel-request/${mine.orderId}`, payload: { reasonId } }))
        .status,
    ).toBe(401);
  });

  it('operators cancel any order as CANCELLED_BY_SHRINGAR', async () => {
    const { user } = await createUser(t.ctx);
    await setWalletBalance(t.ctx, user.id, 20000);
    const order = await createPlacedOrder(t.ctx, user.id, { method: 'WALLET', unitPricePaise: 20000 });
    const result = await cancelOrder(t.ctx, {
      orderId: order.orderId,
      userId: null,
      note: 'Out of stock at warehouse',
      actor: 'operator:ops',
    });
    expect(result).toMatchObject({
      status: 'CANCELLED_BY_SHRINGAR',
      cancelled: true,
      walletReturnedPaise: 20000,
      refund: null,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'CANCELLED_BY_SHRINGAR', paymentStatus: 'REFUNDED' });
  });
});

describe('refundOrderPayment', () => {
  it('retried (also in parallel) refunds once and returns the first refund', async () => {
    const { user, token } = await createUser(t.ctx);
    const order = await paidOrder(user.id, token, 0);
    const key = `order:${order.orderId}:test-refund`;
    const results = await Promise.all(
      [1, 2, 3].map(() => refundOrderPayment(t.ctx, order.orderId, { reason: 'test', idempotencyKey: key })),
    );
    const later = await refundOrderPayment(t.ctx, order.orderId, { reason: 'test', idempotencyKey: key });
    const ids = new Set([...results, later].map((r) => r!.refundId));
    expect(ids.size).toBe(1);
    expect([...results, later].filter((r) => r!.created)).toHaveLength(1);
    expect(
      await t.db.select().from(simulatorRefunds).where(eq(simulatorRefunds.paymentId, order.paymentId)),
    ).toHaveLength(1);
    const [record] = await t.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(record!.refundedPaise).toBe(order.remainingPaise);
    // A different key finds nothing left to refund.
    expect(await refundOrderPayment(t.ctx, order.orderId, { reason: 'again', idempotencyKey: `${key}:2` })).toBeNull();
  });
});
