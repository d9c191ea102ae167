/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - walletTopups: modules/wallet
 * - payments: modules/payments
 * - refunds: modules/payments
 * - walletLedger: modules/wallet
 * - webhookEvents: modules/payments
 * - orderRefunds: modules/refunds
 */
import { sql } from 'drizzle-orm';
import { PAYOUT_METHODS, REFUND_DESTINATIONS, REFUND_STATES } from '@shringar/contracts/refunds';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, paise, updatedAt } from './columns.ts';
import { orders, returnRequests } from './orders.ts';
import { users } from './users.ts';

export const walletTopups = pgTable(
  'wallet_topups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amountPaise: paise().notNull(),
    status: text({ enum: ['CREATED', 'PAID', 'FAILED'] })
      .notNull()
      .default('CREATED'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallet_topups_amount_ck', sql`${t.amountPaise} > 0`)],
);

/** One provider order for an order's online remainder or a wallet top-up. */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    orderId: text().references(() => orders.id),
    walletTopupId: integer().references(() => walletTopups.id),
    /** The provider's identifier (integrations/payments/payment-providers.ts), e.g. razorpay or simulator. */
    provider: text().notNull(),
    providerOrderId: text().notNull().unique(),
    providerPaymentId: text().unique(),
    amountPaise: paise().notNull(),
    status: text({ enum: ['CREATED', 'PAID', 'FAILED', 'CANCELLED', 'REFUNDED'] })
      .notNull()
      .default('CREATED'),
    failureReason: text(),
    refundedPaise: paise().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_ck', sql`${t.amountPaise} > 0 and ${t.refundedPaise} between 0 and ${t.amountPaise}`),
    check('payments_target_ck', sql`(${t.orderId} is null) <> (${t.walletTopupId} is null)`),
  ],
);

export const refunds = pgTable('refunds', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  paymentId: integer()
    .notNull()
    .references(() => payments.id),
  /** Unique per cause, so a retried refund cannot pay out twice. */
  idempotencyKey: text().notNull().unique(),
  amountPaise: paise().notNull(),
  providerRefundId: text(),
  status: text({ enum: ['PENDING', 'PROCESSED', 'FAILED'] })
    .notNull()
    .default('PENDING'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Append-only: the wallet balance is the last balanceAfter; UPDATE and DELETE are refused by a trigger. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    type: text({ enum: ['CREDIT', 'DEBIT'] }).notNull(),
    amountPaise: paise().notNull(),
    balanceAfterPaise: paise().notNull(),
    reason: text().notNull(),
    orderId: text().references(() => orders.id),
    walletTopupId: integer().references(() => walletTopups.id),
    /** Names the cause (e.g. order:ID:debit) so the same effect is never applied twice. */
    idempotencyKey: text().notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.id),
    check('wallet_ledger_amount_ck', sql`${t.amountPaise} > 0 and ${t.balanceAfterPaise} >= 0`),
  ],
);

export const webhookEvents = pgTable('webhook_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  payload: jsonb().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp({ withTimezone: true }),
});

/**
 * Every refund given on an order, whichever way the money went: the order's refundable amount is what the
 * shopper paid less the sum of these rows that are not FAILED, so a row is claimed (under the order's row lock)
 * before any money moves. SOURCE rows name the gateway refund; PAYOUT rows keep where the store sent the money
 * (a UPI id, or an account's last 4 digits and IFSC) and the bank's reference (UTR).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: text()
      .notNull()
      .references(() => orders.id),
    returnId: integer().references(() => returnRequests.id),
    destination: text({ enum: REFUND_DESTINATIONS }).notNull(),
    amountPaise: paise().notNull(),
    status: text({ enum: REFUND_STATES }).notNull(),
    paymentRefundId: integer().references(() => refunds.id),
    payoutMethod: text({ enum: PAYOUT_METHODS }),
    payoutUpiId: text(),
    payoutAccountLast4: text(),
    payoutIfsc: text(),
    payoutReference: text(),
    reason: text(),
    actor: text().notNull(),
    /** The operator's Idempotency-Key (scoped to the order), so a double-clicked refund is given once. */
    requestKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    uniqueIndex('order_refunds_request_key_uq').on(t.orderId, t.requestKey),
    check('order_refunds_amount_ck', sql`${t.amountPaise} > 0`),
    check(
      'order_refunds_payout_ck',
      sql`(${t.destination} = 'PAYOUT') = (${t.payoutMethod} is not null and ${t.payoutReference} is not null)`,
    ),
  ],
);
