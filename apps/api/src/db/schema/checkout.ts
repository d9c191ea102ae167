/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - orderReleases: modules/inventory
 */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * Whether an order's reservation (stock, wallet part, coupon use) has been given back. Flipping isReleased from
 * false (or no row) to true is the claim: a second release of the same order, from a retry, a webhook or another
 * process, finds it set and does nothing. A late payment that takes everything again sets it back to false
 * (markOrderReserved), so a later cancellation releases once more. Orders without a row, or with isReleased
 * false, hold their reservation (they count for coupon limits and first-order checks).
 */
export const orderReleases = pgTable('order_releases', {
  orderId: text()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  isReleased: boolean().notNull().default(true),
  /** How many times the order has been released; names each wallet give-back uniquely. */
  releaseCount: integer().notNull().default(1),
  reason: text().notNull(),
  releasedAt: timestamp({ withTimezone: true }).notNull(),
});
