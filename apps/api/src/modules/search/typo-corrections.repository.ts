import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';

/** Shorter words are typed as prefixes ('li', 'lak'); correcting them would match half the catalogue. */
const MIN_TYPO_WORD = 4;
/** At most this many corrections per word, and only those nearly as close as the closest. */
const MAX_CORRECTIONS = 2;
const NEAR_BEST = 0.8;
/** What a correction may hold to be used as a full-text term as it is. */
const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/**
 * The dictionary words (search_words: the distinct words of product, variant, brand and category names) that a
 * query word not found in it may have meant, closest first. One statement for every word; pg_trgm's `%` uses the
 * dictionary's trigram index, so the catalogue's size does not matter. A word that is itself in the dictionary
 * gets none: it is not a typo.
 */
export async function typoCorrections(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const candidates = [...new Set(words.filter((w) => w.length >= MIN_TYPO_WORD))];
  const corrections = new Map<string, string[]>();
  if (candidates.length === 0) return corrections;
  const found = await rows<{ query: string; word: string; score: number }>(
    db,
    sql`select q.w as query, c.word, c.score
          from unnest(array[${sql.join(
            candidates.map((w) => sql`${w}`),
            sql`, `,
          )}]::text[]) as q(w)
          cross join lateral (
            select s.word, similarity(s.word, q.w)::float8 as score
              from search_words s
             where s.word % q.w and not exists (select 1 from search_words e where e.word = q.w)
             order by score desc, s.word
             limit ${MAX_CORRECTIONS}
          ) c`,
  );
  for (const r of found) {
    if (!PLAIN_WORD.test(r.word)) continue;
    const list = corrections.get(r.query) ?? [];
    const best = found.find((f) => f.query === r.query)!.score;
    if (r.score >= best * NEAR_BEST) list.push(r.word);
    corrections.set(r.query, list);
  }
  return corrections;
}
