import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { users } from '../../db/schema/users.ts';
import { addNotification, forgetWebPushSubscription } from '../engagement/engagement.public.ts';
import { getSettings } from '../settings/settings.public.ts';
import type { MessageLocale } from './message-locale.ts';
import { type OrderMessageContent, orderMessageContent } from './order-message-content.ts';
import { loadOrderForMessage } from './order-for-message.ts';
import { backInStockContent } from './back-in-stock-content.ts';
import { sendWhatsAppMessage, UndeliverableMessage } from './whatsapp-message.ts';
import { pushOrderMessage } from './outbox-push.ts';

type OutboxRow = typeof outboxMessages.$inferSelect;

export const DISPATCH_BATCH = 20;
/** How long a dispatcher may hold a claimed message; past it, another dispatcher sends it (MESSAGE_LEASE_SECONDS). */
export const messageLeaseMs = (ctx: AppContext) => ctx.config.MESSAGE_LEASE_SECONDS * 1000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Wait before attempt n + 1 after n failed ones: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);

export type DispatchResult = { sent: number; retrying: number; failed: number };

/**
 * Sends due outbox messages. A batch is claimed in one short transaction (FOR UPDATE SKIP LOCKED, then a lease
 * and attempts + 1), so parallel dispatchers take different rows and a dispatcher that dies leaves rows that
 * come due again when the lease ends. Sending happens outside any transaction; the row is then marked only if
 * the attempt still owns it (attempts is the fencing token). An in-app notification is written in the same
 * transaction that marks its row sent, so it appears exactly once; an e-mail, SMS or push is at least once, and twice
 * only if the process dies between the provider's acceptance and the mark.
 */
export async function dispatchOutbox(ctx: AppContext, opts: { batch?: number } = {}): Promise<DispatchResult> {
  const claimed = await claimDue(ctx, opts.batch ?? DISPATCH_BATCH);
  const locales = await localesOf(ctx, claimed);
  const outcomes = await Promise.all(claimed.map((row) => deliver(ctx, row, locales.get(row.userId) ?? 'en')));
  const result = { sent: 0, retrying: 0, failed: 0 };
  for (const o of outcomes) result[o]++;
  if (claimed.length) ctx.log.info(result, 'order messages dispatched');
  return result;
}

/** A run keeps taking batches while they come full, for at most this long (well inside the lease). */
const RUN_BUDGET_MS = 2 * 60_000;

/** Sends what is due, batch after batch, so a burst of orders drains within a run or two. */
export async function drainOutbox(ctx: AppContext): Promise<DispatchResult> {
  const total = { sent: 0, retrying: 0, failed: 0 };
  const started = Date.now();
  for (;;) {
    const batch = await dispatchOutbox(ctx);
    total.sent += batch.sent;
    total.retrying += batch.retrying;
    total.failed += batch.failed;
    const claimed = batch.sent + batch.retrying + batch.failed;
    if (claimed < DISPATCH_BATCH || Date.now() - started > RUN_BUDGET_MS) return total;
  }
}

async function claimDue(ctx: AppContext, batch: number): Promise<OutboxRow[]> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'PENDING'),
          lte(outboxMessages.nextAttemptAt, now),
          or(isNull(outboxMessages.leaseExpiresAt), lte(outboxMessages.leaseExpiresAt, now)),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(outboxMessages)
      .set({
        attempts: sql`${outboxMessages.attempts} + 1`,
        leaseExpiresAt: new Date(now.getTime() + messageLeaseMs(ctx)),
      })
      .where(
        inArray(
          outboxMessages.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/**
 * The language each claimed row's shopper reads (users.preferred_locale), in one query per batch. Read at
 * sending, as the order is, so a shopper who switched language before the message went gets it in the new one.
 */
async function localesOf(ctx: AppContext, rows: OutboxRow[]): Promise<Map<number, MessageLocale>> {
  const ids = [...new Set(rows.map((r) => r.userId))];
  if (!ids.length) return new Map();
  const found = await ctx.db
    .select({ id: users.id, locale: users.preferredLocale })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, u.locale]));
}

/** This attempt still owns the row: nobody marked it, and no later attempt took it over. */
const owned = (row: OutboxRow) =>
  and(eq(outboxMessages.id, row.id), eq(outboxMessages.status, 'PENDING'), eq(outboxMessages.attempts, row.attempts));

async function deliver(ctx: AppContext, row: OutboxRow, locale: MessageLocale): Promise<keyof DispatchResult> {
  try {
    const content = await contentOf(ctx, row, locale);
    if (row.channel === 'notification') await notify(ctx, row, content);
    else {
      if (row.channel === 'email') await ctx.email.send({ to: row.recipient, ...content.email });
      else if (row.channel === 'whatsapp') await sendWhatsAppMessage(ctx, row, content, locale);
      else if (row.channel === 'push') {
        if ((await pushOrderMessage(ctx, row, content)) === 'gone') return await forgetGonePush(ctx, row);
      } else await ctx.sms.sendText(row.recipient, content.sms, { locale });
      await ctx.db
        .update(outboxMessages)
        .set({ status: 'SENT', sentAt: ctx.clock.now(), leaseExpiresAt: null, lastError: null })
        .where(owned(row));
    }
    return 'sent';
  } catch (err) {
    return recordFailure(ctx, row, err);
  }
}

/** What the row says: an order's event from the order as it is now, a back-in-stock alert from its details. */
async function contentOf(ctx: AppContext, row: OutboxRow, locale: MessageLocale): Promise<OrderMessageContent> {
  if (row.event === 'back_in_stock') return backInStockContent(ctx.config, row.details, locale);
  const order = row.orderId ? await loadOrderForMessage(ctx.db, row.orderId) : null;
  if (!order) throw new Error(`order ${row.orderId} not found`);
  // A Hindi e-mail's footer names the support channels the live settings have on.
  const audience = locale === 'hi' ? { locale, support: await getSettings(ctx) } : { locale };
  return orderMessageContent(ctx.config, row.event, order, row.details, audience);
}

async function notify(ctx: AppContext, row: OutboxRow, content: OrderMessageContent) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [mine] = await tx
      .update(outboxMessages)
      .set({ status: 'SENT', sentAt: now, leaseExpiresAt: null, lastError: null })
      .where(owned(row))
      .returning({ id: outboxMessages.id });
    if (mine)
      await addNotification(tx, { userId: row.userId, title: content.subject, body: content.summary, createdAt: now });
  });
}

/**
 * The push service no longer knows the subscription (404/410), or the shopper removed it: it is forgotten and the
 * message ends FAILED with the reason, never retried (a retry could only be refused again).
 */
async function forgetGonePush(ctx: AppContext, row: OutboxRow): Promise<'failed'> {
  await ctx.db.transaction(async (tx) => {
    await forgetWebPushSubscription(tx, row.recipient);
    await tx
      .update(outboxMessages)
      .set({ status: 'FAILED', leaseExpiresAt: null, lastError: 'push subscription gone: forgotten' })
      .where(owned(row));
  });
  ctx.log.info({ messageId: row.id }, 'push subscription gone');
  return 'failed';
}

async function recordFailure(ctx: AppContext, row: OutboxRow, err: unknown): Promise<'retrying' | 'failed'> {
  const now = ctx.clock.now();
  const final = row.attempts >= ctx.config.MESSAGE_MAX_ATTEMPTS || err instanceof UndeliverableMessage;
  const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
  await ctx.db
    .update(outboxMessages)
    .set({
      status: final ? 'FAILED' : 'PENDING',
      nextAttemptAt: final ? row.nextAttemptAt : new Date(now.getTime() + retryDelayMs(row.attempts)),
      leaseExpiresAt: null,
      lastError,
    })
    .where(owned(row));
  ctx.log.warn(
    { messageId: row.id, channel: row.channel, attempts: row.attempts, final, err: lastError },
    'order message not sent',
  );
  return final ? 'failed' : 'retrying';
}
