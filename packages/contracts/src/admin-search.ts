import { z } from 'zod';
import { withVersion } from './record-version.ts';

/**
 * The operator's search synonyms: a word shoppers type and the words it also finds ('jhumki' → jhumka,
 * earring). The API stores each as search reads it (Devanagari spelt in Latin letters, accents folded, lower
 * case) and refuses what is not one word then.
 */

export const MAX_SYNONYM_EXPANSIONS = 10;

const word = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(40, `${field} must be at most 40 characters`);

export const searchSynonymBody = z.object({
  term: word('term'),
  expansions: z
    .array(word('expansions'), { error: 'expansions must be a list of words' })
    .min(1, 'expansions needs at least one word')
    .max(MAX_SYNONYM_EXPANSIONS, `expansions may hold at most ${MAX_SYNONYM_EXPANSIONS} words`),
});
export type SearchSynonymBody = z.infer<typeof searchSynonymBody>;

export const adminSearchSynonym = z.object({
  id: z.number().int(),
  term: z.string(),
  expansions: z.array(z.string()),
});
export type AdminSearchSynonym = z.infer<typeof adminSearchSynonym>;

/** Reads carry the record's version (record-version.ts), as every console edit does. */
export const adminSearchSynonymRead = withVersion(adminSearchSynonym);
