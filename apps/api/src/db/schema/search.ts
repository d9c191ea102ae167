/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - searchSynonyms: modules/search
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * What a search word also means: 'jhumki' also finds 'jhumka' and 'earring', 'lipstik' finds 'lipstick'. One
 * way (a term and the words it adds); the operator extends the list in the console. Terms and expansions are
 * single words as search reads them (Devanagari spelt in Latin letters, accents folded, lower case).
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    term: text().notNull().unique(),
    expansions: text().array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('search_synonyms_expansions_present', sql`cardinality(${t.expansions}) > 0`)],
);
