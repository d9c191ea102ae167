/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - outboxMessages: modules/order-messages
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** payment_link: a phone order placed by staff waits for its online payment; the shopper is sent the link. */
export const ORDER_EVENTS = [
  'placed',
  'payment_link',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];
/** What the outbox sends: an order's events, and back_in_stock, a variant a shopper asked about is in stock again. */
export const MESSAGE_EVENTS = [...ORDER_EVENTS, 'back_in_stock'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];
/** push: one row per Web Push subscription of the shopper (its endpoint is the recipient). */
export const MESSAGE_CHANNELS = ['email', 'sms', 'notification', 'whatsapp', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * What a message needs beyond the order itself (a refund's amount, the link a phone order is paid by, the signed
 * link a COD order waiting for confirmation is confirmed by).
 */
export type OrderMessageDetails = {
  refundPaise?: number;
  paymentLink?: string;
  codConfirmLink?: string;
  /** A back-in-stock alert: the product and variant as the shopper saw them, and the page they are sold on. */
  productName?: string;
  variantName?: string;
  productPath?: string;
};

/**
 * The order-message outbox: written in the same transaction as the order change it announces (so a rolled-back
 * change sends nothing and a committed one is never lost), one row per channel, and sent afterwards by the
 * dispatcher job with retries. The dedupe key (order:<id>:<event>[:<ref>]:<channel>, or stock-alert:<id>:<after movement>:
 * <channel> for a back-in-stock alert) makes queueing idempotent.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dedupeKey: text().notNull().unique(),
    channel: text({ enum: MESSAGE_CHANNELS }).notNull(),
    event: text({ enum: MESSAGE_EVENTS }).notNull(),
    /** Null for a message about no order (back_in_stock). */
    orderId: text().references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail address or phone (SMS, WhatsApp) at the time of the event; the user id for notifications; a push endpoint. */
    recipient: text().notNull(),
    details: jsonb().$type<OrderMessageDetails>().notNull().default({}),
    status: text({ enum: ['PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    /** Attempts started; also the fencing token of the current attempt. */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    /** Set while a dispatcher sends the row; a dispatcher that died leaves it to expire. */
    leaseExpiresAt: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('outbox_messages_order_idx').on(t.orderId),
  ],
);
