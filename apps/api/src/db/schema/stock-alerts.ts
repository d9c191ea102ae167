/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - stockAlerts: modules/stock-alerts
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { productVariants } from './catalogue.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A shopper's 'Notify me' on an out-of-stock variant: one row per shopper and variant. The alert is due once the
 * stock ledger shows the variant going from 0 to more after afterMovementId (any path: a console move, a CSV
 * import, a cancellation's or a return's restock); it is then queued on the shopper's channels and sentAt set,
 * and it stays quiet until the shopper asks again (which clears sentAt).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** When the shopper (last) asked. */
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * The variant's latest stock movement when the shopper asked: only a restock after it counts. Part of the
     * outbox dedupe key: an alert asked for again after it was sent has a later one, so it can go out again.
     */
    afterMovementId: integer().notNull().default(0),
    /** When the alert was queued on the shopper's channels; null while it waits. */
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('stock_alerts_user_variant_uq').on(t.userId, t.variantId),
    index('stock_alerts_waiting_idx')
      .on(t.variantId)
      .where(sql`${t.sentAt} is null`),
  ],
);
