import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { notifications } from '../../db/schema/engagement.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { orders } from '../../db/schema/orders.ts';
import type { EmailMessage, EmailSender } from '../../integrations/email/email-sender.ts';
import { advanceOrderStatus } from '../orders/orders.public.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createPlacedOrder } from '../../../test/payments-factories.ts';
import { DISPATCH_BATCH, dispatchOutbox, drainOutbox, messageLeaseMs, retryDelayMs } from './outbox-dispatch.ts';

/** An SMTP server that refuses everything, and can be told to accept again. */
class FlakyEmailSender implements EmailSender {
  readonly name = 'flaky';
  failing = true;
  readonly sent: EmailMessage[] = [];
  async send(message: EmailMessage) {
    if (this.failing) throw new Error('421 mail server busy');
    this.sent.push(message);
  }
}

const MAX_ATTEMPTS = 4;
let t: TestApp;
const flaky = new FlakyEmailSender();
beforeAll(async () => {
  t = await createTestApp({ email: flaky, config: { MESSAGE_MAX_ATTEMPTS: String(MAX_ATTEMPTS) } });
});
afterAll(() => t.close());

/** A COD order moved to SHIPPED: three outbox rows (notification, email, sms). */
async function shippedOrder(values: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(t.ctx, values);
  const order = await createPlacedOrder(t.ctx, user.id, { method: 'COD', status: 'READY_FOR_SHIPPING' });
  await advanceOrderStatus(t.ctx, { orderId: order.orderId, status: 'SHIPPED', actor: 'operator:test' });
  return { user, order };
}

const rowsOf = (orderId: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, orderId));
const emailRow = async (orderId: string) => (await rowsOf(orderId)).find((r) => r.channel === 'email')!;
/** Leaves earlier tests' rows alone: only this test's order is due. */
async function settleOthers(except: string) {
  await t.db
    .update(outboxMessages)
    .set({ status: 'SENT' })
    .where(inArray(outboxMessages.status, ['PENDING']));
  await t.db.update(outboxMessages).set({ status: 'PENDING' }).where(eq(outboxMessages.orderId, except));
}

describe('a failing sender', () => {
  it('is retried with growing backoff, ends FAILED after the limit, and never touches the order', async () => {
    flaky.failing = true;
    const { order } = await shippedOrder({ email: 'retry@example.in' });
    await settleOthers(order.orderId);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const before = t.clock.now().getTime();
      await dispatchOutbox(t.ctx);
      const row = await emailRow(order.orderId);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe('421 mail server busy');
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('PENDING');
        delays.push(row.nextAttemptAt.getTime() - before);
        // Not due before its time: a dispatch now leaves it alone.
        await dispatchOutbox(t.ctx);
        expect((await emailRow(order.orderId)).attempts).toBe(attempt);
        t.clock.advance(row.nextAttemptAt.getTime() - before);
      } else expect(row.status).toBe('FAILED');
    }
    expect(delays).toEqual([retryDelayMs(1), retryDelayMs(2), retryDelayMs(3)]);
    expect(delays).toEqual([30_000, 60_000, 120_000]);

    // The other channels went out once; the order is as the operator left it.
    const others = (await rowsOf(order.orderId)).filter((r) => r.channel !== 'email');
    expect(others.map((r) => [r.channel, r.status, r.attempts]).sort()).toEqual([
      ['notification', 'SENT', 1],
      ['sms', 'SENT', 1],
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.status).toBe('SHIPPED');
    // A FAILED message is never picked up again.
    flaky.failing = false;
    t.clock.advance(24 * 60 * 60_000);
    await dispatchOutbox(t.ctx);
    expect((await emailRow(order.orderId)).status).toBe('FAILED');
    expect(flaky.sent.filter((m) => m.to === 'retry@example.in')).toEqual([]);
  });

  it('a sender that recovers delivers on the next attempt', async () => {
    flaky.failing = true;
    const { order } = await shippedOrder({ email: 'recover@example.in' });
    await settleOthers(order.orderId);
    await dispatchOutbox(t.ctx);
    flaky.failing = false;
    t.clock.advance(retryDelayMs(1));
    await dispatchOutbox(t.ctx);
    const row = await emailRow(order.orderId);
    expect([row.status, row.attempts]).toEqual(['SENT', 2]);
    expect(flaky.sent.filter((m) => m.to === 'recover@example.in')).toHaveLength(1);
  });

  it('a placed order answers 200 while every e-mail fails', async () => {
    flaky.failing = true;
    const { user } = await createUser(t.ctx);
    const order = await createPlacedOrder(t.ctx, user.id, { method: 'COD', status: 'PACKED' });
    await advanceOrderStatus(t.ctx, { orderId: order.orderId, status: 'READY_FOR_SHIPPING', actor: 'operator:test' });
    const answer = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${order.orderId}/status`,
      headers: { 'x-operator-token': 'test-operator-token-0123456789abcdef' },
      payload: { status: 'SHIPPED' },
    });
    expect([answer.status, answer.body.data?.change?.to ?? answer.body]).toEqual([200, 'SHIPPED']);
    await dispatchOutbox(t.ctx, { batch: 500 });
    expect((await emailRow(order.orderId)).status).toBe('PENDING');
  });
});

describe('dispatchers in parallel and dispatchers that die', () => {
  /** The same store seen by another process: same database and clock, its own senders. */
  const processWith = (email: EmailSender): AppContext => ({ ...t.ctx, email });

  it('several dispatchers at once send every message exactly once', async () => {
    flaky.failing = false;
    const sent: string[] = [];
    const slow: EmailSender = {
      name: 'slow',
      async send(m) {
        await new Promise((r) => setTimeout(r, 5));
        sent.push(m.subject);
      },
    };
    const orders = await Promise.all(Array.from({ length: 8 }, () => shippedOrder()));
    await t.db.update(outboxMessages).set({ status: 'SENT' }).where(eq(outboxMessages.status, 'PENDING'));
    await t.db
      .update(outboxMessages)
      .set({ status: 'PENDING' })
      .where(
        inArray(
          outboxMessages.orderId,
          orders.map((o) => o.order.orderId),
        ),
      );
    const dispatchers = Array.from({ length: 4 }, () => processWith(slow));
    for (let round = 0; round < 4; round++)
      await Promise.all(dispatchers.map((ctx) => dispatchOutbox(ctx, { batch: 3 })));
    const rows = await t.db
      .select()
      .from(outboxMessages)
      .where(
        inArray(
          outboxMessages.orderId,
          orders.map((o) => o.order.orderId),
        ),
      );
    expect(rows).toHaveLength(24);
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
    expect(sent.sort()).toEqual(orders.map((o) => `Your order ${o.order.orderId} has shipped`).sort());
    const listed = await t.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          orders.map((o) => o.user.id),
        ),
      );
    expect(listed).toHaveLength(8);
  });

  it('one run of the job drains more than a batch', async () => {
    flaky.failing = false;
    const burst = await Promise.all(Array.from({ length: 8 }, () => shippedOrder()));
    const ids = burst.map((b) => b.order.orderId);
    await t.db.update(outboxMessages).set({ status: 'SENT' }).where(eq(outboxMessages.status, 'PENDING'));
    await t.db.update(outboxMessages).set({ status: 'PENDING' }).where(inArray(outboxMessages.orderId, ids));
    expect(24).toBeGreaterThan(DISPATCH_BATCH);
    expect(await drainOutbox(t.ctx)).toEqual({ sent: 24, retrying: 0, failed: 0 });
  });

  it('a dispatcher that dies holding messages: they wait out the lease, then another sends them once', async () => {
    const { order } = await shippedOrder({ email: 'lease@example.in' });
    await settleOthers(order.orderId);
    // The first process claims the batch and never comes back (its sends hang, as a killed process's would).
    const hanging: EmailSender = { name: 'hanging', send: () => new Promise<void>(() => {}) };
    void dispatchOutbox(processWith(hanging));
    await expect.poll(async () => (await emailRow(order.orderId)).leaseExpiresAt).not.toBeNull();

    const delivered: EmailMessage[] = [];
    const healthy = processWith({ name: 'healthy', send: async (m) => void delivered.push(m) });
    await dispatchOutbox(healthy);
    expect(delivered).toEqual([]);
    expect((await emailRow(order.orderId)).status).toBe('PENDING');

    t.clock.advance(messageLeaseMs(t.ctx) + 1);
    await dispatchOutbox(healthy);
    const row = await emailRow(order.orderId);
    expect([row.status, row.attempts]).toEqual(['SENT', 2]);
    expect(delivered.map((m) => m.to)).toEqual(['lease@example.in']);
  });

  it('a send that outlives its lease: the dispatcher that took it over sends and marks it; the late one cannot', async () => {
    const { order } = await shippedOrder({ email: 'late@example.in' });
    await settleOthers(order.orderId);
    // The first process's mail server accepts only after the lease has run out (a stalled connection).
    let accept: (() => void) | null = null;
    const late: EmailMessage[] = [];
    const stalled: EmailSender = {
      name: 'stalled',
      send: (m) =>
        new Promise<void>((resolve) => {
          accept = () => {
            late.push(m);
            resolve();
          };
        }),
    };
    const first = dispatchOutbox(processWith(stalled));
    await expect.poll(() => accept !== null).toBe(true);

    t.clock.advance(messageLeaseMs(t.ctx) + 1);
    const delivered: EmailMessage[] = [];
    await dispatchOutbox(processWith({ name: 'healthy', send: async (m) => void delivered.push(m) }));
    const taken = await emailRow(order.orderId);
    expect([taken.status, taken.attempts]).toEqual(['SENT', 2]);

    // The stalled send completes now: its mark finds a row a later attempt owns and changes nothing.
    accept!();
    await first;
    const row = await emailRow(order.orderId);
    expect([row.status, row.attempts, row.sentAt]).toEqual(['SENT', 2, taken.sentAt]);
    // At least once, never lost: the shopper got it from both attempts; in-app notifications stay exactly once.
    expect([...late, ...delivered].map((m) => m.to)).toEqual(['late@example.in', 'late@example.in']);
    const noted = (await rowsOf(order.orderId)).filter((r) => r.channel === 'notification');
    expect(noted.every((r) => r.status === 'SENT')).toBe(true);
    const listed = await t.db.select().from(notifications).where(eq(notifications.userId, taken.userId));
    expect(listed).toHaveLength(noted.length);
  });
});
