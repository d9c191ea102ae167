import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/messages.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import type { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';
import { expireDraftOrders } from '../checkout/checkout.public.ts';
import { createUser } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createPlacedOrder } from '../../../test/payments-factories.ts';
import { createSimulatorTestApp, verifyOrderPayment } from '../../../test/payments-helpers.ts';
import { reconcileOnlineDrafts } from './payment-reconciliation.ts';

/*
 * The shopper paid in the provider's window but the browser never came back and no webhook arrived (the
 * simulator here sends none). Reconciliation asks the provider and confirms the draft through the same path as
 * the verify and the webhook, so whichever comes first wins and the order is confirmed exactly once.
 */
let t: TestApp;
let sim: SimulatorGateway;
beforeAll(async () => {
  ({ t, sim } = await createSimulatorTestApp());
});
afterAll(() => t.close());

const AFTER = () => t.ctx.config.RECONCILE_AFTER_MINUTES * 60_000;
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const orderedRows = (id: string) =>
  t.db
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'ORDERED')));
const outboxOf = (id: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, id));

function webhook(providerOrderId: string, paymentId: string, amount: number) {
  const body = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, amount, status: 'captured', order_id: providerOrderId } } },
  });
  return t.call({
    method: 'POST',
    url: '/api/v4/payments/razorpay/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': sim.signWebhook(body) },
  });
}

describe('reconciliation with the payment provider', () => {
  it('marks a paid draft whose browser never came back paid, once, after it is a few minutes old', async () => {
    const { user } = await createUser(t.ctx);
    const draft = await createPlacedOrder(t.ctx, user.id);
    await sim.pay(draft.providerOrderId!);

    // Too young: the browser may still be on its way back.
    expect((await reconcileOnlineDrafts(t.ctx)).confirmed).not.toContain(draft.orderId);
    expect((await orderRow(draft.orderId)).isDraft).toBe(true);

    t.clock.advance(AFTER());
    expect((await reconcileOnlineDrafts(t.ctx)).confirmed).toEqual([draft.orderId]);
    const order = await orderRow(draft.orderId);
    expect([order.isDraft, order.status, order.paymentStatus]).toEqual([false, 'ORDERED', 'PAID']);
    const history = await orderedRows(draft.orderId);
    expect(history.map((h) => h.actor)).toEqual(['payment:reconciliation']);

    // Again, and a late verify-less webhook: nothing changes.
    expect((await reconcileOnlineDrafts(t.ctx)).confirmed).toEqual([]);
    expect(await orderedRows(draft.orderId)).toHaveLength(1);
    expect((await outboxOf(draft.orderId)).map((r) => r.event)).toEqual(['paid', 'paid', 'paid']);
  });

  it('racing the verify and the webhook, the draft is confirmed exactly once', async () => {
    const { user, token } = await createUser(t.ctx);
    const drafts = await Promise.all([1, 2, 3].map(() => createPlacedOrder(t.ctx, user.id)));
    t.clock.advance(AFTER());
    for (const draft of drafts) {
      const paid = await sim.pay(draft.providerOrderId!);
      const [first, verify, hook, second] = await Promise.all([
        reconcileOnlineDrafts(t.ctx),
        verifyOrderPayment(t, token, draft.orderId, paid),
        webhook(draft.providerOrderId!, paid.paymentId, draft.remainingPaise),
        reconcileOnlineDrafts(t.ctx),
      ]);
      expect([verify.status, hook.status]).toEqual([200, 200]);
      expect(verify.body.data.isPaid).toBe(true);
      const confirmations =
        [first, second].filter((r) => r.confirmed.includes(draft.orderId)).length +
        (hook.body.data.outcome === 'confirmed' ? 1 : 0);
      expect(confirmations).toBeLessThanOrEqual(1);
      expect(await orderedRows(draft.orderId)).toHaveLength(1);
      const order = await orderRow(draft.orderId);
      expect([order.isDraft, order.paymentStatus]).toEqual([false, 'PAID']);
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, draft.orderId));
      expect([payment!.status, payment!.providerPaymentId]).toEqual(['PAID', paid.paymentId]);
      expect((await outboxOf(draft.orderId)).map((r) => `${r.event}:${r.channel}`).sort()).toEqual([
        'paid:email',
        'paid:notification',
        'paid:sms',
      ]);
    }
  });

  it('leaves an unpaid draft alone for the expiry job', async () => {
    const { user } = await createUser(t.ctx);
    const draft = await createPlacedOrder(t.ctx, user.id);
    await sim.fail(draft.providerOrderId!);
    t.clock.advance(AFTER());
    expect((await reconcileOnlineDrafts(t.ctx)).confirmed).not.toContain(draft.orderId);
    expect((await orderRow(draft.orderId)).status).toBe('PENDING');
    t.clock.advance(t.ctx.config.DRAFT_ORDER_TTL_MINUTES * 60_000);
    expect((await expireDraftOrders(t.ctx)).expired).toContain(draft.orderId);
    expect((await orderRow(draft.orderId)).status).toBe('CANCELLED');
  });
});
