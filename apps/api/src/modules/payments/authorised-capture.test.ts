import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createPlacedOrder } from '../../../test/payments-factories.ts';
import { createSimulatorTestApp, paymentWebhookBody, verifyOrderPayment } from '../../../test/payments-helpers.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { simulatorPayments } from '../../db/schema/simulator.ts';
import type { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';
import { reconcileOnlineDrafts } from './payment-reconciliation.ts';

/*
 * A Razorpay account that captures manually leaves a shopper's payment 'authorized': the money is held, not
 * the store's. The store captures a payment authorised for its provider order's exact amount, whichever of
 * verify, the payment.authorized webhook and reconciliation sees it first, once.
 */
let t: TestApp;
let sim: SimulatorGateway;
let captures: string[];
beforeAll(async () => {
  ({ t, sim } = await createSimulatorTestApp());
  // Count the captures the provider carried out (a refused second capture throws and is not counted).
  const capture = sim.capture.bind(sim);
  captures = [];
  sim.capture = async (input) => {
    const done = await capture(input);
    captures.push(done.id);
    return done;
  };
});
afterAll(() => t.close());

const webhook = (body: string, eventId: string) =>
  t.call({
    method: 'POST',
    url: '/api/v4/payments/razorpay/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': sim.signWebhook(body),
      'x-razorpay-event-id': eventId,
    },
  });

async function settled(orderId: string, paymentId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const [record] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  const [held] = await t.db.select().from(simulatorPayments).where(eq(simulatorPayments.id, paymentId));
  const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  return { order: order!, record: record!, held: held!, history };
}

describe('authorised payments are captured', () => {
  it('verify and the payment.authorized webhook racing: captured once, the order paid once', async () => {
    const { user, token } = await createUser(t.ctx);
    for (let round = 0; round < 4; round++) {
      const placed = await createPlacedOrder(t.ctx, user.id);
      const authorised = await sim.authorize(placed.providerOrderId!);
      expect((await sim.fetchPayment(authorised.paymentId)).status).toBe('authorized');
      const body = paymentWebhookBody(
        placed.providerOrderId!,
        authorised.paymentId,
        placed.remainingPaise,
        'authorized',
      );
      const before = captures.length;
      const answers = await Promise.all([
        verifyOrderPayment(t, token, placed.orderId, authorised),
        webhook(body, `evt_${authorised.paymentId}_a`),
        verifyOrderPayment(t, token, placed.orderId, authorised),
        webhook(body, `evt_${authorised.paymentId}_b`),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(answers[0]!.body.data.isPaid).toBe(true);
      expect(captures.slice(before)).toEqual([authorised.paymentId]);
      const { order, record, held, history } = await settled(placed.orderId, authorised.paymentId);
      expect(held).toMatchObject({ status: 'captured', refundedPaise: 0 });
      expect(record).toMatchObject({ status: 'PAID', providerPaymentId: authorised.paymentId });
      expect(order).toMatchObject({ isDraft: false, status: 'ORDERED', paymentStatus: 'PAID' });
      expect(order.invoiceNumber).toMatch(/^SHR\/25-26\/\d{6}$/);
      expect(history).toHaveLength(1);
    }
  });

  it('reconciliation captures a draft authorised and never heard of again', async () => {
    const { user } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const authorised = await sim.authorize(placed.providerOrderId!);
    t.clock.advance((t.ctx.config.RECONCILE_AFTER_MINUTES + 1) * 60_000);
    expect((await reconcileOnlineDrafts(t.ctx)).confirmed).toContain(placed.orderId);
    expect(captures.at(-1)).toBe(authorised.paymentId);
    const { order, held } = await settled(placed.orderId, authorised.paymentId);
    expect(held.status).toBe('captured');
    expect(order).toMatchObject({ isDraft: false, paymentStatus: 'PAID' });
  });

  it('a payment authorised for another amount is not captured, and the order stays unpaid', async () => {
    const { user, token } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const authorised = await sim.authorize(placed.providerOrderId!);
    await t.db
      .update(simulatorPayments)
      .set({ amountPaise: placed.remainingPaise - 100 })
      .where(eq(simulatorPayments.id, authorised.paymentId));
    const before = captures.length;
    const answer = await verifyOrderPayment(t, token, placed.orderId, authorised);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('PAYMENT_AMOUNT_MISMATCH');
    const body = paymentWebhookBody(
      placed.providerOrderId!,
      authorised.paymentId,
      placed.remainingPaise - 100,
      'authorized',
    );
    expect((await webhook(body, `evt_${authorised.paymentId}`)).body.data.outcome).toBe('ignored: amount mismatch');
    expect(captures.length).toBe(before);
    expect((await settled(placed.orderId, authorised.paymentId)).order.paymentStatus).not.toBe('PAID');
  });
});
