/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - simulatorOrders: integrations/payments/simulator
 * - simulatorPayments: integrations/payments/simulator
 * - simulatorRefunds: integrations/payments/simulator
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, paise, updatedAt } from './columns.ts';

/**
 * The payment simulator's own records, standing in for the provider's side: its orders, the payment made
 * against each, and refunds. Kept in the database (not memory) so any process — the server, the CLI, a test —
 * sees the same simulated provider.
 */
export const simulatorOrders = pgTable('simulator_orders', {
  /** order_ + 14 base62 characters, like Razorpay's. */
  id: text().primaryKey(),
  amountPaise: paise().notNull(),
  currency: text().notNull().default('INR'),
  receipt: text().notNull(),
  notes: text().notNull().default('{}'),
  status: text({ enum: ['created', 'attempted', 'paid'] })
    .notNull()
    .default('created'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const simulatorPayments = pgTable(
  'simulator_payments',
  {
    /** pay_ + 14 base62 characters. */
    id: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => simulatorOrders.id),
    amountPaise: paise().notNull(),
    status: text({ enum: ['created', 'authorized', 'captured', 'refunded', 'failed'] }).notNull(),
    refundedPaise: paise().notNull().default(0),
    errorCode: text(),
    errorDescription: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('simulator_payments_order_idx').on(t.orderId)],
);

export const simulatorRefunds = pgTable('simulator_refunds', {
  /** rfnd_ + 14 base62 characters. */
  id: text().primaryKey(),
  paymentId: text()
    .notNull()
    .references(() => simulatorPayments.id),
  amountPaise: paise().notNull(),
  /** The caller's idempotency key: a retried refund returns the first one. */
  idempotencyKey: text().notNull().unique(),
  createdAt: createdAt(),
});
