/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - users: modules/account
 * - sessions: modules/auth
 * - otpCodes: modules/auth
 * - rateLimitCounters: lib/rate-limit
 * - addresses: modules/addresses
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, paise, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** E.164, e.g. +919876543210. */
    phone: text().notNull().unique(),
    name: text().notNull().default(''),
    email: text().notNull().default(''),
    profileImageUrl: text(),
    /** Cached balance; every change goes through wallet_ledger in the same transaction. */
    walletBalancePaise: paise().notNull().default(0),
    hearts: integer().notNull().default(0),
    isVerified: boolean().notNull().default(false),
    isUserRated: boolean().notNull().default(false),
    /** Cash-on-delivery parcels that came back undelivered (refused, RTO): the COD risk controls count them. */
    codRefusals: integer().notNull().default(0),
    /** Off once codRefusals reaches the store's limit, or by staff; staff may switch it back on. */
    codAllowed: boolean().notNull().default(true),
    /** The shopper's consent to order updates on WhatsApp, when given (the profile's switch); null: no WhatsApp. */
    whatsappOptInAt: timestamp({ withTimezone: true }),
    /** The language order messages are written in: set at sign-in and by the store's language switcher. */
    preferredLocale: text({ enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    selectedAddressId: integer().references((): AnyPgColumn => addresses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_wallet_ck', sql`${t.walletBalancePaise} >= 0`),
    check('users_hearts_ck', sql`${t.hearts} >= 0`),
    check('users_cod_refusals_ck', sql`${t.codRefusals} >= 0`),
    check('users_preferred_locale_ck', sql`${t.preferredLocale} in ('en', 'hi')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One live code per phone; a resend replaces the row. */
export const otpCodes = pgTable('otp_codes', {
  phone: text().primaryKey(),
  /** HMAC-SHA256(secret, phone + ':' + code). */
  codeHash: text().notNull(),
  attempts: integer().notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  consumedAt: timestamp({ withTimezone: true }),
});

/** Fixed-window counters for rate limits and lockouts when Redis is not configured. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull().default(0),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    address: text().notNull(),
    state: text().notNull(),
    city: text().notNull(),
    pincode: text().notNull(),
    landmark: text(),
    phone: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    check('addresses_pincode_ck', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check('addresses_phone_ck', sql`${t.phone} ~ '^[0-9]{10}$'`),
  ],
);
