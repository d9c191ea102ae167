/**
 * Turns what a shopper typed into search terms: accents folded (Lakmé = Lakme, as search_fold does in SQL),
 * punctuation dropped (so SQL-looking text is just words), and everyday Indian shopping words mapped to the
 * catalogue's own (a 'jhumka' is an earring, 'itr' is perfume).
 */
const SYNONYMS: Record<string, string[]> = {
  jhumka: ['earring', 'jhumki'],
  jhumkas: ['earring', 'jhumki'],
  jhumki: ['earring', 'jhumka'],
  jhumkis: ['earring', 'jhumka'],
  bali: ['earring', 'hoop'],
  chandbali: ['earring'],
  studs: ['earring'],
  kajal: ['kohl', 'eyeliner'],
  kohl: ['kajal', 'eyeliner'],
  surma: ['kajal', 'kohl'],
  kurti: ['kurta'],
  sari: ['saree'],
  saree: ['sari'],
  haar: ['necklace'],
  mala: ['necklace'],
  itr: ['perfume', 'attar'],
  ittar: ['perfume', 'attar'],
  attar: ['perfume', 'itr'],
  scent: ['perfume', 'fragrance'],
  purse: ['handbag', 'bag'],
  jhola: ['handbag', 'bag'],
  mombatti: ['candle'],
  diya: ['candle'],
  lipstik: ['lipstick'],
  lippy: ['lipstick'],
  shampo: ['shampoo'],
};

const MAX_WORDS = 10;

export const foldAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Words of the query: letters (with their combining marks, for Devanagari) and digits. */
export function searchWords(query: string): string[] {
  return foldAccents(query)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * A to_tsquery expression: every word must match (as a prefix, so 'lip' finds 'lipstick'), through itself or
 * a synonym. Words hold only letters and digits, so the expression cannot be malformed.
 */
export function tsQueryOf(words: string[]): string {
  return words
    .map((w) => {
      const alternatives = [w, ...(SYNONYMS[w] ?? [])].map((a) => `${a}:*`);
      return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0]!;
    })
    .join(' & ');
}
