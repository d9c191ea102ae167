/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - notifications: modules/engagement
 * - fcmTokens: modules/engagement
 * - webPushSubscriptions: modules/engagement
 * - callbackRequests: modules/engagement
 * - notificationBroadcasts: modules/engagement
 * - appFeedback: modules/engagement
 * - giveaways: modules/engagement
 * - giveawayEntries: modules/engagement
 * - adViews: modules/engagement
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { sessions, users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const fcmTokens = pgTable('fcm_tokens', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text().notNull().unique(),
  platform: text().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A browser's Web Push subscription (the push service's endpoint and the keys its messages are encrypted to),
 * saved through POST /fcm-token/save with a subscription. One row per device, several per shopper. The session
 * that saved it is kept: a device that signs out gets no more order updates, and its row goes with the session.
 */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), as PushSubscription.toJSON() gives them. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('web_push_subscriptions_user_idx').on(t.userId)],
);

export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ip: text(),
    status: text({ enum: ['NEW', 'CALLED', 'CLOSED'] })
      .notNull()
      .default('NEW'),
    /** The operator's note on the call, and who last changed the request. */
    note: text(),
    handledBy: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The queue and the dashboard read by status, oldest first.
  (t) => [index('callback_requests_status_idx').on(t.status, t.createdAt)],
);

/** A notification sent to every shopper, once per request key (a double submit sends nothing more). */
export const notificationBroadcasts = pgTable('notification_broadcasts', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  requestKey: text().notNull().unique(),
  title: text().notNull(),
  body: text().notNull(),
  recipients: integer().notNull(),
  sentBy: text().notNull(),
  createdAt: createdAt(),
});

export const appFeedback = pgTable(
  'app_feedback',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    rating: integer().notNull(),
    feedback: text(),
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [check('app_feedback_rating_ck', sql`${t.rating} between 1 and 5`)],
);

export const giveaways = pgTable('giveaways', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  description: text().notNull(),
  prizeImageUrl: text().notNull(),
  heartsRequired: integer().notNull(),
  startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp({ withTimezone: true }).notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

export const giveawayEntries = pgTable(
  'giveaway_entries',
  {
    giveawayId: integer()
      .notNull()
      .references(() => giveaways.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    heartsSpent: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.giveawayId, t.userId] })],
);

/** Rewarded ad views, counted per user and day (IST) against the daily heart cap. */
export const adViews = pgTable(
  'ad_views',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: text().notNull(),
    day: date().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ad_views_user_day_idx').on(t.userId, t.day)],
);
