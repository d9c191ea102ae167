import { devanagariToLatin } from './devanagari-latin.ts';

/**
 * Turns what a shopper typed into search terms: Devanagari spelt in Latin letters, accents folded (Lakmé =
 * Lakme, as search_fold does in SQL), punctuation dropped (so SQL-looking text is just words); each word then
 * carries its synonyms (the operator's table, search-synonyms.ts: a 'jhumka' is an earring) and typo corrections.
 */

const MAX_WORDS = 10;

const foldAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Words that carry no meaning in a product search; the full-text parser would drop them to an empty query. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'of', 'in', 'on', 'to', 'by', 'or', 'at']);

/**
 * Hindi's own ('और' and, 'के लिए' for, 'वाली' the one with), dropped in Devanagari only: spelt in Latin letters
 * they are 'ka', 'ki', 'se', which a shopper types as the start of 'kajal' or 'serum'.
 */
const HINDI_STOP_WORDS = new Set(['और', 'का', 'की', 'के', 'में', 'से', 'पर', 'लिए', 'वाला', 'वाली', 'वाले', 'या']);

/**
 * Words of the query: Devanagari spelt in Latin letters first (devanagari-latin.ts; folding would strip its
 * halant and nukta), then accents folded, letters and digits kept, stop words dropped.
 */
export function searchWords(query: string): string[] {
  const hindiKept = query
    .split(/\s+/)
    .filter((w) => !HINDI_STOP_WORDS.has(w))
    .join(' ');
  return foldAccents(devanagariToLatin(hindiKept))
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w && !STOP_WORDS.has(w))
    .slice(0, MAX_WORDS);
}

/**
 * A query word, the words it also means (search-synonyms.ts) and the dictionary words it may have been a typo
 * for (typo-corrections.repository.ts).
 */
export type SearchTerm = { word: string; synonyms: readonly string[]; corrections: readonly string[] };

/**
 * A to_tsquery term for one word: the word as a prefix (so 'lip' finds 'lipstick'), any of its synonyms, or any
 * of its corrections (whole words: 'lipstik' → 'lipstick'). Words and synonyms hold only letters and digits
 * (synonyms are checked when saved), so the expression cannot be malformed.
 */
export function tsTermOf({ word, synonyms, corrections }: SearchTerm): string {
  const alternatives = [...new Set([...[word, ...synonyms].map((a) => `${a}:*`), ...corrections])];
  return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0]!;
}

/** Every word's term: a product must match them all. */
export function allTermsQuery(terms: readonly SearchTerm[]): string {
  return terms.map(tsTermOf).join(' & ');
}

/** Any word's term, for ranking: the more words a product matches, and the heavier their weight, the higher. */
export function anyTermQuery(terms: readonly SearchTerm[]): string {
  return terms.map(tsTermOf).join(' | ');
}
