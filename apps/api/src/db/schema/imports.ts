/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - productCsvPreviews: modules/catalogue
 * - productCsvBatches: modules/catalogue
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * A products CSV read and checked but not yet applied: what the operator was shown (answer) and what Apply
 * writes (plan, with the record versions and ledger positions it was computed from). Kept for an hour; a preview
 * applies once (appliedBatchId).
 */
export const productCsvPreviews = pgTable(
  'product_csv_previews',
  {
    id: uuid().primaryKey(),
    createdBy: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answer: jsonb().notNull(),
    plan: jsonb().notNull(),
    appliedBatchId: integer(),
  },
  (t) => [index('product_csv_previews_expires_idx').on(t.expiresAt)],
);

/**
 * An applied import: who, when, its counts, and the before-image of every product it touched with the version
 * and ledger position right after it, so Undo can restore them while nothing newer touched them.
 */
export const productCsvBatches = pgTable('product_csv_batches', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  appliedBy: text().notNull(),
  appliedAt: createdAt(),
  counts: jsonb().notNull(),
  touched: jsonb().notNull(),
  undoneAt: timestamp({ withTimezone: true }),
  undoneBy: text(),
});
