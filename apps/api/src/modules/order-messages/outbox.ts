import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  type MessageChannel,
  type MessageEvent,
  type OrderMessageDetails,
  outboxMessages,
} from '../../db/schema/messages.ts';
import { users } from '../../db/schema/users.ts';
import { pushOutboxInsert } from './outbox-push.ts';

type QueuedEvent = {
  /** Null for a message about no order (a back-in-stock alert, which names its own dedupe key). */
  orderId: string | null;
  userId: number;
  event: MessageEvent;
  /** The dedupe key before its channel; an order's event makes it from the order, the event and ref. */
  key?: string;
  /** Tells two events of one kind apart (each refund); null when an order has the event once. */
  ref: string | null;
  details: OrderMessageDetails;
  at: Date;
};

/** The shopper's contact details the outbox addresses messages to; whatsapp: they opted in to WhatsApp updates. */
export type Recipient = { phone: string; email: string; whatsapp?: boolean };

/**
 * One outbox row per channel the shopper can be reached on: an e-mail when they gave an address, an SMS when the
 * SMS provider can send order updates, a WhatsApp message when they opted in, and always the in-app notification;
 * and a push per signed-in device that subscribed (outbox-push.ts). The dedupe key makes a repeated
 * event (a retried command, a webhook after the verify) queue nothing new.
 */
export async function queueOrderMessages(ctx: AppContext, tx: Db, queued: QueuedEvent): Promise<void> {
  const [user] = await tx
    .select({ phone: users.phone, email: users.email, whatsappOptInAt: users.whatsappOptInAt })
    .from(users)
    .where(eq(users.id, queued.userId));
  if (!user) return;
  await outboxInsert(ctx, tx, queued, { ...user, whatsapp: user.whatsappOptInAt !== null });
  const pushes = pushOutboxInsert(ctx, queued);
  if (pushes) await tx.execute(pushes);
}

/** The outbox insert for a shopper whose contact details the caller already has (not yet run). */
export function outboxInsert(ctx: AppContext, tx: Db, queued: QueuedEvent, user: Recipient) {
  const recipients: Array<[MessageChannel, string]> = [['notification', String(queued.userId)]];
  if (user.email.trim()) recipients.push(['email', user.email.trim()]);
  if (ctx.sms.sendsText) recipients.push(['sms', user.phone]);
  if (user.whatsapp) recipients.push(['whatsapp', user.phone]);
  const base = queued.key ?? `order:${queued.orderId}:${queued.event}${queued.ref ? `:${queued.ref}` : ''}`;
  return tx
    .insert(outboxMessages)
    .values(
      recipients.map(([channel, recipient]) => ({
        dedupeKey: `${base}:${channel}`,
        channel,
        event: queued.event,
        orderId: queued.orderId,
        userId: queued.userId,
        recipient,
        details: queued.details,
        nextAttemptAt: queued.at,
        createdAt: queued.at,
      })),
    )
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/**
 * A phone order waiting for its online payment: the shopper is sent its payment link on every channel they can be
 * reached on (SMS when the provider sends text), once per order.
 */
export function queuePaymentLinkMessage(
  ctx: AppContext,
  order: { orderId: string; userId: number; paymentLink: string; at: Date },
): Promise<void> {
  return queueOrderMessages(ctx, ctx.db, {
    orderId: order.orderId,
    userId: order.userId,
    event: 'payment_link',
    ref: null,
    details: { paymentLink: order.paymentLink },
    at: order.at,
  });
}

/**
 * A back-in-stock alert on every channel the shopper can be reached on, in the caller's transaction (the one that
 * marks the alert sent). alertKey names this asking of this alert, so a repeated queue adds nothing.
 */
export async function queueBackInStockAlert(
  ctx: AppContext,
  tx: Db,
  alert: {
    alertKey: string;
    userId: number;
    productName: string;
    variantName: string;
    productPath: string;
    at: Date;
  },
  recipient: Recipient,
) {
  const queued: QueuedEvent = {
    orderId: null,
    userId: alert.userId,
    event: 'back_in_stock',
    key: alert.alertKey,
    ref: null,
    details: { productName: alert.productName, variantName: alert.variantName, productPath: alert.productPath },
    at: alert.at,
  };
  await outboxInsert(ctx, tx, queued, recipient);
  const pushes = pushOutboxInsert(ctx, queued);
  if (pushes) await tx.execute(pushes);
}
