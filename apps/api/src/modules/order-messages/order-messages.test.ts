import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/engagement.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import type { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';
import { expireDraftOrders } from '../checkout/checkout.public.ts';
import { advanceOrderStatus, cancelOrder } from '../orders/orders.public.ts';
import { createUser } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createPlacedOrder } from '../../../test/payments-factories.ts';
import { createSimulatorTestApp, verifyOrderPayment } from '../../../test/payments-helpers.ts';
import { checkoutHelpers } from '../../../test/checkout-factories.ts';
import { recordOrderEvent } from './order-messages.public.ts';
import { dispatchOutbox } from './outbox-dispatch.ts';

/*
 * Every order event queues exactly one message per channel in the transaction of the change itself; the
 * dispatcher sends them afterwards. Channels here: notification, email (the test shopper has an address) and
 * sms (the capturing SMS sender sends order updates).
 */
let t: TestApp;
let sim: SimulatorGateway;
beforeAll(async () => {
  ({ t, sim } = await createSimulatorTestApp());
});
afterAll(() => t.close());

const { shopper, orderCart } = checkoutHelpers(() => t);

async function outboxOf(orderId: string) {
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, orderId)).orderBy(asc(outboxMessages.id));
}

/** event → sorted channels, for every outbox row of the order. */
async function channelsByEvent(orderId: string) {
  const byEvent: Record<string, string[]> = {};
  for (const row of await outboxOf(orderId)) (byEvent[row.event] ??= []).push(row.channel);
  for (const list of Object.values(byEvent)) list.sort();
  return byEvent;
}

const ALL = ['email', 'notification', 'sms'];

async function move(orderId: string, ...statuses: Parameters<typeof advanceOrderStatus>[1]['status'][]) {
  for (const status of statuses) await advanceOrderStatus(t.ctx, { orderId, status, actor: 'operator:test' });
}

describe('order events in the outbox', () => {
  it('placing, shipping and delivering a COD order: one message per channel per event, none for the steps between', async () => {
    const s = await shopper({ qty: 2 });
    const placed = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.orderId as string;
    expect(await channelsByEvent(orderId)).toEqual({ placed: ALL });

    await move(orderId, 'CONFIRMED', 'PACKED', 'READY_FOR_SHIPPING', 'SHIPPED');
    await move(orderId, 'SHIPPED'); // a repeated command changes nothing
    await move(orderId, 'OUT_FOR_DELIVERY', 'DELIVERED');
    expect(await channelsByEvent(orderId)).toEqual({ placed: ALL, shipped: ALL, delivered: ALL });
    const [email] = (await outboxOf(orderId)).filter((r) => r.channel === 'email');
    expect(email!.recipient).toBe('shopper@example.in');
    const [sms] = (await outboxOf(orderId)).filter((r) => r.channel === 'sms');
    expect(sms!.recipient).toBe(`+91${s.phone}`);
  });

  it('an online payment confirmed by the verify and the webhook queues one paid message per channel', async () => {
    const { user, token } = await createUser(t.ctx);
    const draft = await createPlacedOrder(t.ctx, user.id);
    const paid = await sim.pay(draft.providerOrderId!);
    const answers = await Promise.all([
      verifyOrderPayment(t, token, draft.orderId, paid),
      verifyOrderPayment(t, token, draft.orderId, paid),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await channelsByEvent(draft.orderId)).toEqual({ paid: ALL });
  });

  it('cancelling a paid online order queues cancelled and refunded once, however often it is repeated', async () => {
    const { user, token } = await createUser(t.ctx);
    const draft = await createPlacedOrder(t.ctx, user.id);
    await verifyOrderPayment(t, token, draft.orderId, await sim.pay(draft.providerOrderId!));
    const first = await cancelOrder(t.ctx, { orderId: draft.orderId, userId: user.id, actor: `user:${user.id}` });
    expect(first.refund?.amountPaise).toBe(draft.remainingPaise);
    await cancelOrder(t.ctx, { orderId: draft.orderId, userId: user.id, actor: `user:${user.id}` });
    expect(await channelsByEvent(draft.orderId)).toEqual({ paid: ALL, cancelled: ALL, refunded: ALL });
    const refunded = (await outboxOf(draft.orderId)).find((r) => r.event === 'refunded')!;
    expect(refunded.details).toEqual({ refundPaise: draft.remainingPaise });
  });

  it('a draft that expires unpaid was never an order to the shopper: no messages', async () => {
    const { user } = await createUser(t.ctx);
    const draft = await createPlacedOrder(t.ctx, user.id);
    t.clock.advance((t.ctx.config.DRAFT_ORDER_TTL_MINUTES + 1) * 60_000);
    const { expired } = await expireDraftOrders(t.ctx);
    expect(expired).toContain(draft.orderId);
    expect(await outboxOf(draft.orderId)).toEqual([]);
  });

  it('a change that rolls back leaves neither its history row nor its messages', async () => {
    const { user } = await createUser(t.ctx);
    const order = await createPlacedOrder(t.ctx, user.id, { method: 'COD', status: 'READY_FOR_SHIPPING' });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'SHIPPED' }).where(eq(orders.id, order.orderId));
        await recordOrderEvent(t.ctx, tx, {
          kind: 'status',
          orderId: order.orderId,
          status: 'SHIPPED',
          note: null,
          actor: 'operator:test',
          at: t.clock.now(),
        });
        expect((await tx.select().from(outboxMessages).where(eq(outboxMessages.orderId, order.orderId))).length).toBe(
          3,
        );
        throw new Error('the courier booking failed');
      }),
    ).rejects.toThrow('the courier booking failed');
    expect(await outboxOf(order.orderId)).toEqual([]);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.orderId));
    expect(history.filter((h) => h.status === 'SHIPPED')).toEqual([]);
    await dispatchOutbox(t.ctx, { batch: 500 });
    expect(t.sms.texts.filter((m) => m.text.includes(order.orderId))).toEqual([]);
  });

  it('a shopper without an e-mail address gets the SMS and the notification only', async () => {
    const { user } = await createUser(t.ctx, { email: '' });
    const order = await createPlacedOrder(t.ctx, user.id, { method: 'COD', status: 'READY_FOR_SHIPPING' });
    await move(order.orderId, 'SHIPPED');
    expect(await channelsByEvent(order.orderId)).toEqual({ shipped: ['notification', 'sms'] });
  });
});

describe('dispatching', () => {
  it('sends each message once: the e-mail, the SMS, and the notification in the shopper list', async () => {
    const { user } = await createUser(t.ctx, { email: 'meera@example.in' });
    const order = await createPlacedOrder(t.ctx, user.id, { method: 'COD', status: 'READY_FOR_SHIPPING' });
    await move(order.orderId, 'SHIPPED');
    await dispatchOutbox(t.ctx, { batch: 500 });
    await dispatchOutbox(t.ctx, { batch: 500 });
    expect((await outboxOf(order.orderId)).map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['notification', 'SENT', 1],
      ['email', 'SENT', 1],
      ['sms', 'SENT', 1],
    ]);
    expect(t.emails.sent.filter((m) => m.to === 'meera@example.in').map((m) => m.subject)).toEqual([
      `Your order ${order.orderId} has shipped`,
    ]);
    expect(t.sms.texts.filter((m) => m.text.includes(order.orderId))).toHaveLength(1);
    const listed = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)));
    expect(listed.map((n) => n.title)).toEqual([`Your order ${order.orderId} has shipped`]);
    expect(listed[0]!.body).toContain('is on its way');
  });
});
