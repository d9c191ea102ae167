import { storePaths } from '@shringar/contracts/store-paths';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { webPushSubscriptions } from '../../db/schema/engagement.ts';
import { type MessageEvent, type OrderMessageDetails, outboxMessages } from '../../db/schema/messages.ts';
import { sessions } from '../../db/schema/users.ts';
import { type PushOutcome, sendWebPush, vapidKeysOf } from '../../integrations/push/web-push-sender.ts';
import type { OrderMessageContent } from './order-message-content.ts';

type QueuedPush = {
  /** Null for a message about no order (a back-in-stock alert), which names its own dedupe key. */
  orderId: string | null;
  userId: number;
  event: MessageEvent;
  key?: string | null;
  ref: string | null;
  details: OrderMessageDetails;
  at: Date;
};

/**
 * The outbox rows of an order event's pushes, as one statement not yet run (null when the store has no VAPID
 * keys): one `push` row per Web Push subscription of the shopper whose device is still signed in (the session
 * that saved it is live), its endpoint as the recipient. An INSERT … SELECT, so checkout can write it in its one
 * placement statement; the dedupe key (…:push:<subscription id>) keeps a repeated event from queueing twice.
 */
export function pushOutboxInsert(ctx: AppContext, queued: QueuedPush): SQL | null {
  if (!vapidKeysOf(ctx.config)) return null;
  const s = webPushSubscriptions;
  const order = `order:${queued.orderId}:${queued.event}${queued.ref ? `:${queued.ref}` : ''}`;
  const base = `${queued.key ?? order}:push:`;
  const at = sql`${queued.at.toISOString()}::timestamptz`;
  const o = outboxMessages;
  // Column names as the database spells them (the schema's casing is snake_case).
  return sql`insert into ${o} (dedupe_key, channel, event, order_id, user_id, recipient, details, next_attempt_at, created_at)
    select ${base}::text || ${s.id}::text, 'push', ${queued.event}, ${queued.orderId}, ${s.userId}, ${s.endpoint},
      ${JSON.stringify(queued.details)}::jsonb, ${at}, ${at}
    from ${s} join ${sessions} on ${sessions.id} = ${s.sessionId}
    where ${s.userId} = ${queued.userId} and ${sessions.revokedAt} is null
      and ${sessions.expiresAt} > ${at} and ${sessions.absoluteExpiresAt} > ${at}
    on conflict (dedupe_key) do nothing`;
}

/**
 * What the service worker shows (apps/web/service-worker/sw.js): the notification's title and text, the order
 * page a tap opens, and a tag so a later update of the same order replaces the earlier one on the device.
 */
export type OrderPushPayload = { title: string; body: string; url: string; tag: string };

/**
 * Sends a `push` outbox row to its subscription. A subscription the shopper removed since the row was queued is
 * 'gone' like one the push service no longer knows: there is nobody left to tell.
 */
export async function pushOrderMessage(
  ctx: AppContext,
  row: { recipient: string; orderId: string | null; details: OrderMessageDetails },
  content: OrderMessageContent,
): Promise<PushOutcome> {
  const vapid = vapidKeysOf(ctx.config);
  if (!vapid) throw new Error('push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set');
  const [target] = await ctx.db
    .select({
      endpoint: webPushSubscriptions.endpoint,
      p256dh: webPushSubscriptions.p256dh,
      auth: webPushSubscriptions.auth,
    })
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.endpoint, row.recipient));
  if (!target) return 'gone';
  const payload: OrderPushPayload = {
    title: content.subject,
    body: content.summary,
    // An order's update opens the order; a back-in-stock alert opens the product.
    url: row.orderId ? storePaths.orderDetails(row.orderId) : (row.details.productPath ?? storePaths.home),
    tag: row.orderId ? `order-${row.orderId}` : `stock-${row.details.productPath ?? ''}`,
  };
  return sendWebPush(vapid, target, JSON.stringify(payload));
}
