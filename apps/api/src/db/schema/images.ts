/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - images: modules/images
 */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Uploaded catalogue photos. The files (one per width and format) live in the FileStore; this row says which
 * widths exist, so an image id resolves to its URLs without listing the store.
 */
export const images = pgTable('images', {
  /** 32 hex characters: the stem of every file of the image. */
  id: text().primaryKey(),
  /** The largest stored size (never more than the original). */
  width: integer().notNull(),
  height: integer().notNull(),
  widths: jsonb().$type<number[]>().notNull(),
  alt: text().notNull().default(''),
  /** Who uploaded it: a staff e-mail or automation:<name>. */
  uploadedBy: text().notNull(),
  createdAt: createdAt(),
});
