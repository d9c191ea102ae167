/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - stockMovements: modules/inventory
 */
import { STOCK_MOVEMENT_KINDS } from '@shringar/contracts/admin-stock';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { productVariants } from './catalogue.ts';
import { createdAt } from './columns.ts';
import { returnRequests } from './orders.ts';

/**
 * Every change to a variant's stock, in the order it happened: product_variants.stock is kept equal to the sum
 * of its variant's deltas, in the transaction that adds the row (modules/inventory/stock-ledger.ts writes both).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Units added (positive) or taken (negative). */
    delta: integer().notNull(),
    /** The variant's stock after this movement. */
    balance: integer().notNull(),
    kind: text({ enum: STOCK_MOVEMENT_KINDS }).notNull(),
    /** Why, in words an operator reads in the history ('Order SHR-… placed', '+5 received from supplier'). */
    reason: text().notNull(),
    /** Who: 'customer', 'system', or the staff member (staff historyActor). */
    actor: text().notNull(),
    /** The order that took or gave back the units. No foreign key: the units are taken before the order row is written. */
    orderId: text(),
    returnId: integer().references(() => returnRequests.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.id),
    check('stock_movements_balance_ck', sql`${t.balance} >= 0`),
  ],
);
