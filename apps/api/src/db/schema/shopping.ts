/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - cartItems: modules/cart
 * - wishlistItems: modules/wishlist
 * - recentlyViewed: modules/catalogue
 * - coupons: modules/coupons
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalogue.ts';
import { createdAt, paise, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cart_items_user_variant_uq').on(t.userId, t.variantId),
    check('cart_items_quantity_ck', sql`${t.quantity} between 1 and 100`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.variantId] })],
);

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('recently_viewed_user_time_idx').on(t.userId, t.viewedAt),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored upper case; lookups upper-case the input. */
    code: text().notNull().unique(),
    description: text().notNull(),
    kind: text({ enum: ['PERCENT', 'FLAT'] }).notNull(),
    /** Percent in basis points (1500 = 15%) for PERCENT, paise for FLAT. */
    value: integer().notNull(),
    minOrderPaise: paise().notNull().default(0),
    maxDiscountPaise: paise(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    perUserLimit: integer(),
    usedCount: integer().notNull().default(0),
    firstOrderOnly: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_value_ck', sql`${t.value} > 0`),
    check('coupons_percent_ck', sql`${t.kind} <> 'PERCENT' or ${t.value} <= 10000`),
    check(
      'coupons_used_ck',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);
