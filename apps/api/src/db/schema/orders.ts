/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - orders: modules/orders
 * - orderItems: modules/checkout
 * - orderCharges: modules/checkout
 * - orderStatusHistory: modules/order-messages
 * - returnRequests: modules/returns
 * - returnPhotos: modules/returns
 * - reviews: modules/reviews
 * - reviewHelpfulVotes: modules/reviews
 * - reviewReports: modules/reviews
 * - counters: modules/orders
 */
import {
  COD_CONFIRMATION_STATES,
  ORDER_STATUSES,
  RETURN_RECEIVED_CONDITIONS,
  RETURN_REFUND_DESTINATIONS,
  RETURN_STATUSES,
} from '@shringar/contracts/orders';
import { REVIEW_STATUSES } from '@shringar/contracts/review-moderation';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalogue.ts';
import { createdAt, paise, updatedAt } from './columns.ts';
import { reasons } from './content.ts';
import { coupons } from './shopping.ts';
import { users } from './users.ts';

export { ORDER_STATUSES };

const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;

export type OrderAddressSnapshot = {
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  landmark: string | null;
  phone: string;
};

export const orders = pgTable(
  'orders',
  {
    /** Public, non-sequential id such as SH7K2M9QXD4T (see lib/ids). */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text({ enum: ORDER_STATUSES }).notNull().default('PENDING'),
    /** An ONLINE order waiting for payment; it becomes a real order when paid, or expires. */
    isDraft: boolean().notNull().default(false),
    draftExpiresAt: timestamp({ withTimezone: true }),
    isCartOrder: boolean().notNull().default(true),
    paymentMethods: jsonb().$type<string[]>().notNull(),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    itemsBasePaise: paise().notNull(),
    itemsPricePaise: paise().notNull(),
    couponId: integer().references(() => coupons.id),
    couponCode: text(),
    couponDiscountPaise: paise().notNull().default(0),
    totalPaise: paise().notNull(),
    walletPaise: paise().notNull().default(0),
    remainingPaise: paise().notNull(),
    address: jsonb().$type<OrderAddressSnapshot>().notNull(),
    idempotencyKey: text(),
    trackingId: text(),
    invoiceNumber: text().unique(),
    invoicedAt: timestamp({ withTimezone: true }),
    cancelReasonId: integer().references(() => reasons.id),
    cancelComment: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    /** COD confirmation (migration 0020): AWAITING blocks packing until the shopper or staff confirm. */
    codConfirmation: text({ enum: COD_CONFIRMATION_STATES }),
    codConfirmedAt: timestamp({ withTimezone: true }),
    /** Who confirmed, as the history names them: user:<id> (link or order page) or operator:<name> (by phone). */
    codConfirmedBy: text(),
    lastStatusUpdate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The dashboard's figures read orders by the day they were placed.
    index('orders_created_idx').on(t.createdAt),
    index('orders_cod_awaiting_idx')
      .on(t.createdAt)
      .where(sql`${t.codConfirmation} = 'AWAITING'`),
    index('orders_draft_expiry_idx')
      .on(t.draftExpiresAt)
      .where(sql`${t.isDraft}`),
    unique('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    check('orders_cod_confirmation_ck', sql`${t.codConfirmation} in ('AWAITING', 'CONFIRMED')`),
    check(
      'orders_money_ck',
      sql`${t.totalPaise} >= 0 and ${t.walletPaise} >= 0 and ${t.remainingPaise} >= 0 and ${t.walletPaise} + ${t.remainingPaise} = ${t.totalPaise}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id),
    productName: text().notNull(),
    variantName: text().notNull(),
    imageUrl: text().notNull(),
    quantity: integer().notNull(),
    unitPricePaise: paise().notNull(),
    unitBasePricePaise: paise().notNull(),
    hsnCode: text().notNull(),
    gstRateBp: integer().notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_qty_ck', sql`${t.quantity} > 0`)],
);

/**
 * The charges of an order besides its goods (delivery, cash on delivery, …), as priceOrder listed them when it
 * was placed: label, rate and refundability are kept as they were that day. `position` keeps the list's order.
 */
export const orderCharges = pgTable(
  'order_charges',
  {
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    position: integer().notNull(),
    label: text().notNull(),
    amountPaise: paise().notNull(),
    gstRateBp: integer().notNull(),
    refundable: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.code] }), check('order_charges_amount_ck', sql`${t.amountPaise} >= 0`)],
);

/** Every status change, in order: the shopper's tracking timeline. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    note: text(),
    actor: text().notNull().default('system'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

export const returnRequests = pgTable(
  'return_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: text()
      .notNull()
      .references(() => orders.id),
    orderItemId: integer()
      .notNull()
      .unique()
      .references(() => orderItems.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    reasonId: integer()
      .notNull()
      .references(() => reasons.id),
    comment: text(),
    status: text({ enum: RETURN_STATUSES }).notNull().default('REQUESTED'),
    /** Why staff refused it; the shopper reads it on the order page. */
    rejectionReason: text(),
    /** The staff member (or automation) who made the last decision. */
    decidedBy: text(),
    receivedAt: timestamp({ withTimezone: true }),
    /** Restocked (its units went back through the stock ledger) or damaged (recorded here only). */
    receivedCondition: text({ enum: RETURN_RECEIVED_CONDITIONS }),
    refundDestination: text({ enum: RETURN_REFUND_DESTINATIONS }),
    refundPaise: paise(),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('return_requests_status_created_idx').on(t.status, t.createdAt)],
);

/**
 * The photos a shopper sent with a return, re-encoded as WebP (metadata such as GPS dropped): a larger view and
 * a thumbnail in the file store under private names (the public /uploads route refuses them). Shown only to
 * the shopper who owns the return and to staff.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer()
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    fileName: text().notNull().unique(),
    thumbName: text().notNull().unique(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('return_photos_position_uq').on(t.returnId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    productId: integer()
      .notNull()
      .references(() => products.id),
    variantId: integer().references(() => productVariants.id),
    orderItemId: integer()
      .notNull()
      .unique()
      .references(() => orderItems.id),
    rating: integer().notNull(),
    comment: text(),
    /** Only a published review is shown in the store and counted in its product's ratingTotal and ratingCount. */
    status: text({ enum: REVIEW_STATUSES }).notNull().default('published'),
    /** The store's answer, shown under the review. */
    storeReply: text(),
    storeRepliedAt: timestamp({ withTimezone: true }),
    /** When staff last published or hid it: reports after this are the open ones. */
    moderatedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check('reviews_status_ck', sql`${t.status} in ('published', 'pending', 'hidden')`),
  ],
);

/** A shopper reported a review to the moderators: one report per shopper and review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** A shopper found a review helpful: one row per shopper and review, counted for the 'most helpful' order. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** Gapless sequences (GST invoice numbers per financial year). */
export const counters = pgTable('counters', {
  name: text().primaryKey(),
  value: bigint({ mode: 'number' }).notNull().default(0),
});
