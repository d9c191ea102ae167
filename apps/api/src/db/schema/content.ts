/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - settings: modules/settings
 * - policies: modules/content
 * - faqs: modules/content
 * - reasons: modules/content
 */
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Key/value store for the app settings of spec 3; `app` holds the public settings object, `store_profile` the
 * operator's store profile (over the STORE_* configuration).
 */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

export const policies = pgTable('policies', {
  id: text().primaryKey(), // slug, e.g. privacy-policy
  title: text().notNull(),
  contentHtml: text().notNull(),
  /** The Hindi version (null: not written, /hi pages show the English). */
  titleHi: text(),
  contentHtmlHi: text(),
  sortOrder: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

export const faqs = pgTable('faqs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** The Help page's group heading, e.g. 'Orders' or 'Returns & Refunds'; groups follow their first question. */
  topic: text().notNull().default('General'),
  question: text().notNull(),
  answer: text().notNull(),
  /** The Hindi version, each part falling back to the English one while null. */
  topicHi: text(),
  questionHi: text(),
  answerHi: text(),
  sortOrder: integer().notNull().default(0),
  /** Hidden FAQs stay in the console and leave the Help page. */
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Cancellation and return reasons shown to shoppers. */
export const reasons = pgTable('reasons', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  kind: text({ enum: ['CANCELLATION', 'RETURN'] }).notNull(),
  reason: text().notNull(),
  sortOrder: integer().notNull().default(0),
  /** The product arrived damaged, defective or wrong: a return needs a photo, and hygiene categories accept it. */
  isProductFault: boolean().notNull().default(false),
});
