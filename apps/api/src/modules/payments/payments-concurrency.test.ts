import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/catalogue.ts';
import { reasons } from '../../db/schema/content.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { walletLedger } from '../../db/schema/payments.ts';
import { simulatorRefunds } from '../../db/schema/simulator.ts';
import { users } from '../../db/schema/users.ts';
import type { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';
import { expireDraftOrders } from '../checkout/checkout.public.ts';
import { createUser, setWalletBalance } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createSimulatorTestApp, verifyOrderPayment } from '../../../test/payments-helpers.ts';
import { createPlacedOrder, createTopup } from '../../../test/payments-factories.ts';

/*
 * Races between the shopper's verify and the provider's webhook, and repeated deliveries. On PostgreSQL these
 * run on real parallel connections; on PGlite the same calls are serialised and must give the same answers.
 */
let t: TestApp;
let sim: SimulatorGateway;
beforeAll(async () => {
  ({ t, sim } = await createSimulatorTestApp());
});
afterAll(() => t.close());

function webhook(providerOrderId: string, paymentId: string, amount: number, eventId: string) {
  const body = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, amount, status: 'captured', order_id: providerOrderId } } },
  });
  return t.call({
    method: 'POST',
    url: '/api/v4/payments/razorpay/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': sim.signWebhook(body),
      'x-razorpay-event-id': eventId,
    },
  });
}

describe('payments under concurrency', () => {
  it('verify and webhook for the same payment at once: paid once, one history row', async () => {
    const { user, token } = await createUser(t.ctx);
    const drafts = await Promise.all([1, 2, 3, 4].map(() => createPlacedOrder(t.ctx, user.id)));
    for (const placed of drafts) {
      const paid = await sim.pay(placed.providerOrderId!);
      const verifyCall = () => verifyOrderPayment(t, token, placed.orderId, paid);
      const answers = await Promise.all([
        verifyCall(),
        webhook(placed.providerOrderId!, paid.paymentId, placed.remainingPaise, `evt_${paid.paymentId}_a`),
        verifyCall(),
        webhook(placed.providerOrderId!, paid.paymentId, placed.remainingPaise, `evt_${paid.paymentId}_b`),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(answers[0]!.body.data.isPaid).toBe(true);
      expect(answers[2]!.body.data.isPaid).toBe(true);
      const outcomes = [answers[1]!.body.data.outcome, answers[3]!.body.data.outcome];
      expect(outcomes.filter((o) => o === 'confirmed').length).toBeLessThanOrEqual(1);
      const history = await t.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, placed.orderId));
      expect(history).toHaveLength(1);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(order).toMatchObject({ isDraft: false, status: 'ORDERED', paymentStatus: 'PAID' });
    }
  });

  it('verify and webhook for a wallet top-up at once: one ledger entry', async () => {
    const { user, token } = await createUser(t.ctx);
    for (let round = 0; round < 3; round++) {
      const topup = await createTopup(t.ctx, user.id, 20000);
      const paid = await sim.pay(topup.providerOrderId);
      const verifyCall = () =>
        t.call({
          method: 'POST',
          url: '/api/v4/wallet/verify',
          token,
          payload: {
            walletTopupId: topup.walletTopupId,
            paymentId: paid.paymentId,
            signature: paid.response.razorpay_signature,
          },
        });
      const answers = await Promise.all([
        webhook(topup.providerOrderId, paid.paymentId, 20000, `evt_${paid.paymentId}_1`),
        verifyCall(),
        webhook(topup.providerOrderId, paid.paymentId, 20000, `evt_${paid.paymentId}_2`),
        verifyCall(),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const entries = await t.db.select().from(walletLedger).where(eq(walletLedger.walletTopupId, topup.walletTopupId));
      expect(entries).toHaveLength(1);
    }
    const [u] = await t.db.select({ b: users.walletBalancePaise }).from(users).where(eq(users.id, user.id));
    expect(u!.b).toBe(60000);
  });

  it('an expired draft paid, then verify and webhook at once: reinstated once and never refunded', async () => {
    const { user, token } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id, { stock: 5 });
    t.clock.advance(31 * 60_000);
    expect((await expireDraftOrders(t.ctx)).expired).toContain(placed.orderId);
    const paid = await sim.pay(placed.providerOrderId!);
    const verifyCall = () => verifyOrderPayment(t, token, placed.orderId, paid);
    const answers = await Promise.all([
      verifyCall(),
      webhook(placed.providerOrderId!, paid.paymentId, placed.remainingPaise, `evt_late_${paid.paymentId}_a`),
      verifyCall(),
      webhook(placed.providerOrderId!, paid.paymentId, placed.remainingPaise, `evt_late_${paid.paymentId}_b`),
      verifyCall(),
    ]);
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([200, 200, 200, 200, 200]);
    for (const i of [0, 2, 4]) expect(answers[i]!.body.data).toMatchObject({ isPaid: true, paymentStatus: 'PAID' });
    for (const i of [1, 3]) expect(['reinstated', 'already-paid']).toContain(answers[i]!.body.data.outcome);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ isDraft: false, status: 'ORDERED', paymentStatus: 'PAID' });
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.orderId));
    expect(history.map((h) => h.status)).toEqual(['CANCELLED', 'ORDERED']);
    const [v] = await t.db.select().from(productVariants).where(eq(productVariants.id, placed.variantId));
    expect(v!.stock).toBe(4);
    // The payment that reinstated the order is the order's payment: nothing goes back to the shopper.
    expect(
      await t.db.select().from(simulatorRefunds).where(eq(simulatorRefunds.paymentId, paid.paymentId)),
    ).toHaveLength(0);
  });

  it('the same webhook three times at once: one effect', async () => {
    const { user } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const paid = await sim.pay(placed.providerOrderId!);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        webhook(placed.providerOrderId!, paid.paymentId, placed.remainingPaise, `evt_same_${paid.paymentId}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => !a.body.data.duplicate)).toHaveLength(1);
    expect(
      await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.orderId)),
    ).toHaveLength(1);
  });

  it('two cancellations at once: one wallet give-back, one gateway refund', async () => {
    const { user, token } = await createUser(t.ctx);
    const [reason] = await t.db.insert(reasons).values({ kind: 'CANCELLATION', reason: 'Changed my mind' }).returning();
    await setWalletBalance(t.ctx, user.id, 5000);
    const placed = await createPlacedOrder(t.ctx, user.id, { walletPaise: 5000 });
    const paid = await sim.pay(placed.providerOrderId!);
    await verifyOrderPayment(t, token, placed.orderId, paid);
    const cancel = () =>
      t.call({
        method: 'POST',
        url: `/api/v4/order/cancel-request/${placed.orderId}`,
        token,
        payload: { reasonId: reason!.id },
      });
    const answers = await Promise.all([cancel(), cancel(), cancel()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const credits = (await t.db.select().from(walletLedger).where(eq(walletLedger.orderId, placed.orderId))).filter(
      (e) => e.type === 'CREDIT',
    );
    expect(credits).toHaveLength(1);
    expect(
      await t.db.select().from(simulatorRefunds).where(eq(simulatorRefunds.paymentId, paid.paymentId)),
    ).toHaveLength(1);
    const [u] = await t.db.select({ b: users.walletBalancePaise }).from(users).where(eq(users.id, user.id));
    expect(u!.b).toBe(5000);
  });
});
