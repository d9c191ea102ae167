import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * One row per order whose reservation (stock, wallet part, coupon use) has been given back. Inserting it is the
 * claim: a second release of the same order, from a retry, a webhook or another process, finds the row and does
 * nothing. Orders without a row still hold their reservation (counts for coupon limits and first-order checks).
 */
export const orderReleases = pgTable('order_releases', {
  orderId: text()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  reason: text().notNull(),
  releasedAt: timestamp({ withTimezone: true }).notNull(),
});
