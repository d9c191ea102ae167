import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/catalogue.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments, refunds, walletLedger, webhookEvents } from '../../db/schema/payments.ts';
import { simulatorPayments } from '../../db/schema/simulator.ts';
import { users } from '../../db/schema/users.ts';
import type { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';
import { expireDraftOrders } from '../checkout/checkout.public.ts';
import { createUser, setWalletBalance } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createSimulatorTestApp, verifyOrderPayment } from '../../../test/payments-helpers.ts';
import { createPlacedOrder, createTopup } from '../../../test/payments-factories.ts';

let t: TestApp;
let sim: SimulatorGateway;
beforeAll(async () => {
  ({ t, sim } = await createSimulatorTestApp());
});
afterAll(() => t.close());

function capturedEvent(providerOrderId: string, paymentId: string, amount: number, event = 'payment.captured') {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: providerOrderId,
        },
      },
    },
    created_at: 1_768_458_600,
  });
}

const send = (body: string, opts: { signature?: string; eventId?: string } = {}) =>
  t.call({
    method: 'POST',
    url: '/api/v4/payments/razorpay/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(opts.signature !== '' ? { 'x-razorpay-signature': opts.signature ?? sim.signWebhook(body) } : {}),
      ...(opts.eventId ? { 'x-razorpay-event-id': opts.eventId } : {}),
    },
  });

const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const historyOf = (id: string) => t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
const stockOf = async (variantId: number) =>
  (await t.db.select({ s: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!
    .s;
const balanceOf = async (userId: number) =>
  (await t.db.select({ b: users.walletBalancePaise }).from(users).where(eq(users.id, userId)))[0]!.b;

describe('POST /payments/razorpay/webhook', () => {
  it('refuses a bad or missing signature and records nothing', async () => {
    const { user } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const paid = await sim.pay(placed.providerOrderId!);
    const body = capturedEvent(placed.providerOrderId!, paid.paymentId, placed.remainingPaise);
    const forged = await send(body, { signature: 'a'.repeat(64), eventId: 'evt_forged' });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('INVALID_SIGNATURE');
    expect((await send(body, { signature: '', eventId: 'evt_unsigned' })).status).toBe(400);
    // Signed over other bytes: the parsed JSON is the same, the raw body is not.
    expect((await send(`${body}\n`, { signature: sim.signWebhook(body) })).status).toBe(400);
    expect(
      await t.db
        .select()
        .from(webhookEvents)
        .where(sql`${webhookEvents.id} in ('evt_forged', 'evt_unsigned')`),
    ).toHaveLength(0);
    expect(await orderOf(placed.orderId)).toMatchObject({ isDraft: true, paymentStatus: 'PENDING' });
  });

  it('confirms a draft when the browser never came back; the same event three times has one effect', async () => {
    const { user } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const paid = await sim.pay(placed.providerOrderId!);
    const body = capturedEvent(placed.providerOrderId!, paid.paymentId, placed.remainingPaise);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await send(body, { eventId: 'evt_three_times' }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.data.duplicate)).toEqual([false, true, true]);
    expect(answers[0]!.body.data.outcome).toBe('confirmed');
    expect(await orderOf(placed.orderId)).toMatchObject({ isDraft: false, status: 'ORDERED', paymentStatus: 'PAID' });
    expect(await historyOf(placed.orderId)).toHaveLength(1);
    // order.paid for the same payment (another event id) changes nothing either.
    const orderPaid = await send(
      capturedEvent(placed.providerOrderId!, paid.paymentId, placed.remainingPaise, 'order.paid'),
    );
    expect(orderPaid.body.data).toMatchObject({ duplicate: false, outcome: 'already-paid' });
    expect(await historyOf(placed.orderId)).toHaveLength(1);
  });

  it('deduplicates by the payload id when the header is absent', async () => {
    const body = JSON.stringify({ id: 'evt_payload_id_1', event: 'payment.authorized', payload: {} });
    expect((await send(body)).body.data).toMatchObject({ eventId: 'evt_payload_id_1', duplicate: false });
    expect((await send(body)).body.data).toMatchObject({ eventId: 'evt_payload_id_1', duplicate: true });
  });

  it('after a verify, the webhook changes nothing', async () => {
    const { user, token } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const paid = await sim.pay(placed.providerOrderId!);
    const verify = await verifyOrderPayment(t, token, placed.orderId, paid);
    expect(verify.body.data.isPaid).toBe(true);
    const hook = await send(capturedEvent(placed.providerOrderId!, paid.paymentId, placed.remainingPaise));
    expect(hook.body.data.outcome).toBe('already-paid');
    const history = await historyOf(placed.orderId);
    expect(history).toHaveLength(1);
    expect(history[0]!.actor).toBe('payment:verify');
  });

  it('ignores a webhook whose amount differs from the order', async () => {
    const { user } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const paid = await sim.pay(placed.providerOrderId!);
    const hook = await send(capturedEvent(placed.providerOrderId!, paid.paymentId, 100));
    expect(hook.body.data.outcome).toBe('ignored: amount mismatch');
    expect(await orderOf(placed.orderId)).toMatchObject({ isDraft: true });
  });

  it('credits a wallet top-up once', async () => {
    const { user } = await createUser(t.ctx);
    const topup = await createTopup(t.ctx, user.id, 50000);
    const paid = await sim.pay(topup.providerOrderId);
    const body = capturedEvent(topup.providerOrderId, paid.paymentId, 50000);
    await send(body, { eventId: 'evt_topup_1' });
    await send(body, { eventId: 'evt_topup_2' });
    expect(await balanceOf(user.id)).toBe(50000);
    expect(
      await t.db.select().from(walletLedger).where(eq(walletLedger.walletTopupId, topup.walletTopupId)),
    ).toHaveLength(1);
  });

  it('reinstates an expired draft when its stock and wallet part can be taken again', async () => {
    const { user } = await createUser(t.ctx);
    await setWalletBalance(t.ctx, user.id, 10000);
    const placed = await createPlacedOrder(t.ctx, user.id, { unitPricePaise: 49900, walletPaise: 10000, stock: 5 });
    expect(await stockOf(placed.variantId)).toBe(4);
    t.clock.advance(31 * 60_000);
    expect((await expireDraftOrders(t.ctx)).expired).toContain(placed.orderId);
    expect(await stockOf(placed.variantId)).toBe(5);
    expect(await balanceOf(user.id)).toBe(10000);

    const paid = await sim.pay(placed.providerOrderId!);
    const hook = await send(capturedEvent(placed.providerOrderId!, paid.paymentId, placed.remainingPaise));
    expect(hook.body.data.outcome).toBe('reinstated');
    expect(await orderOf(placed.orderId)).toMatchObject({ isDraft: false, status: 'ORDERED', paymentStatus: 'PAID' });
    expect(await stockOf(placed.variantId)).toBe(4);
    expect(await balanceOf(user.id)).toBe(0);
    const statuses = (await historyOf(placed.orderId)).map((h) => h.status);
    expect(statuses).toEqual(['CANCELLED', 'ORDERED']);
  });

  it('refunds a payment for an expired draft whose stock is gone', async () => {
    const { user } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id, { stock: 1 });
    t.clock.advance(31 * 60_000);
    await expireDraftOrders(t.ctx);
    // Someone else bought the last unit meanwhile.
    await t.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, placed.variantId));

    const paid = await sim.pay(placed.providerOrderId!);
    const body = capturedEvent(placed.providerOrderId!, paid.paymentId, placed.remainingPaise);
    const hook = await send(body, { eventId: 'evt_late_refund' });
    expect(hook.body.data.outcome).toBe('refunded');
    await send(body, { eventId: 'evt_late_refund_again' });

    expect(await orderOf(placed.orderId)).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED' });
    const [record] = await t.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(record).toMatchObject({
      status: 'REFUNDED',
      refundedPaise: placed.remainingPaise,
      providerPaymentId: paid.paymentId,
    });
    const [simPayment] = await t.db.select().from(simulatorPayments).where(eq(simulatorPayments.id, paid.paymentId));
    expect(simPayment).toMatchObject({ status: 'refunded', refundedPaise: placed.remainingPaise });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, record!.id))).toHaveLength(1);
    expect(await stockOf(placed.variantId)).toBe(0);
  });

  it('records payment.failed, and refund.processed settles a pending refund', async () => {
    const { user } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const failed = await sim.fail(placed.providerOrderId!);
    const body = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: {
            id: failed.paymentId,
            amount: placed.remainingPaise,
            status: 'failed',
            order_id: placed.providerOrderId,
            error_description: 'Card declined by bank',
          },
        },
      },
    });
    expect((await send(body)).body.data.outcome).toBe('failure recorded');
    const [record] = await t.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(record).toMatchObject({ status: 'FAILED', failureReason: 'Card declined by bank' });

    const [refund] = await t.db
      .insert(refunds)
      .values({
        paymentId: record!.id,
        idempotencyKey: `test:${placed.orderId}`,
        amountPaise: 100,
        providerRefundId: 'rfnd_PENDING0000001',
        status: 'PENDING',
      })
      .returning();
    const processed = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: 'rfnd_PENDING0000001', payment_id: failed.paymentId, amount: 100 } } },
    });
    expect((await send(processed)).body.data.outcome).toBe('refund processed');
    expect((await t.db.select().from(refunds).where(eq(refunds.id, refund!.id)))[0]!.status).toBe('PROCESSED');
  });

  it('answers 200 for events it does not handle and 400 for a body that is not an event', async () => {
    expect((await send(JSON.stringify({ event: 'settlement.processed', payload: {} }))).body.data.outcome).toBe(
      'ignored: event not handled',
    );
    expect((await send('{"not":"an event"}')).status).toBe(400);
    expect((await send('not json')).status).toBe(400);
  });
});

describe('POST /payments/{provider}/webhook', () => {
  const sendTo = (provider: string, body: string, signature = sim.signWebhook(body)) =>
    t.call({
      method: 'POST',
      url: `/api/v4/payments/${provider}/webhook`,
      payload: body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    });

  it('takes the configured provider’s webhook, checked by that provider, recorded under its identifier', async () => {
    const { user } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const paid = await sim.pay(placed.providerOrderId!);
    const body = capturedEvent(placed.providerOrderId!, paid.paymentId, placed.remainingPaise);

    expect((await sendTo('simulator', body, 'b'.repeat(64))).body.code).toBe('INVALID_SIGNATURE');
    const hook = await sendTo('simulator', body);
    expect(hook.status).toBe(200);
    expect(hook.body.data).toMatchObject({ event: 'payment.captured', duplicate: false, outcome: 'confirmed' });
    expect(await orderOf(placed.orderId)).toMatchObject({ isDraft: false, status: 'ORDERED', paymentStatus: 'PAID' });
    const [event] = await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, hook.body.data.eventId));
    expect(event?.provider).toBe('simulator');
    // The older Razorpay address is the same handler: the same event is a duplicate there.
    expect((await send(body)).body.data).toMatchObject({ duplicate: true });
  });

  it('answers 404 for a provider the store does not run with, and changes nothing', async () => {
    const body = capturedEvent('order_Unknown1234567', 'pay_Unknown123456789', 10_000);
    const other = await sendTo('phonepe', body);
    expect(other.status).toBe(404);
    const [event] = await t.db
      .select()
      .from(webhookEvents)
      .where(sql`${webhookEvents.payload}->'payload'->'payment'->'entity'->>'id' = 'pay_Unknown123456789'`);
    expect(event).toBeUndefined();
  });
});
