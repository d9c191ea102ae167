import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { type SearchTerm, tsTermOf } from './search-terms.ts';

/**
 * Searches answered from the lexeme bitmaps (db/sql/030-search-postings.sql): for every lexeme of the active
 * products' vectors, which product ids hold it, in blocks of 4,096. A query's matches are the AND (across its
 * words) of ORs (across each word's matching lexemes); each word's tsquery is matched against the lexeme list
 * with the same `@@` as the search, so prefixes, synonyms and corrections match as they do against a vector. A
 * word that is only stop words is dropped, as to_tsquery drops it from the search's own query.
 */

/** Letters and digits the parser keeps as one token: every alternative is then one lexeme, never a phrase. */
const ONE_TOKEN = /^[a-z0-9]+$/;

/** Whether the bitmaps can answer these terms exactly (a word the parser splits in two makes a phrase). */
export const bitmapsAnswer = (terms: readonly SearchTerm[]) =>
  terms.every((t) => [t.word, ...t.synonyms, ...t.corrections].every((w) => ONE_TOKEN.test(w)));

/** `terms` (each word's tsquery) and `matched` (block, bits): the matching active products, per block. */
function matchedBlocks(terms: readonly SearchTerm[]): SQL {
  const termQueries = terms.map((t) => sql`${tsTermOf(t)}`);
  return sql`terms as (
      select t.i, x.q from unnest(array[${sql.join(termQueries, sql`, `)}]::text[]) with ordinality as t(term, i),
           lateral (select to_tsquery('english', t.term) as q) x
       where numnode(x.q) > 0
    ), hits as (
      select t.i, p.block, bit_or(p.bits) as bits
        from terms t
        join search_lexemes x on array_to_tsvector(array[x.lexeme]) @@ t.q
        join search_postings p on p.lexeme = x.lexeme
       group by t.i, p.block
    ), matched as (
      select block, bit_and(bits) as bits from hits group by block having count(*) = (select count(*) from terms)
    )`;
}

/**
 * How many active products match every term, exactly, without visiting them (`gold` on 100,000 products: a
 * few hundred 512-byte bitmaps instead of 19,515 rows). Null when a term parses to a phrase or another
 * operator: the caller counts the rows.
 */
export async function searchTotal(db: Db, terms: readonly SearchTerm[]): Promise<number | null> {
  const [found] = await rows<{ total: number; phrase: boolean | null }>(
    db,
    sql`with ${matchedBlocks(terms)}
        select (select coalesce(sum(bit_count(bits)), 0)::int from matched) as total,
               (select bool_or(q::text ~ '[<&!]') from terms) as phrase`,
  );
  if (!found || found.phrase) return null;
  return found.total;
}

/** Up to this many matches, reading them through the vector's GIN index beats walking the bestseller index. */
const FEW_MATCHES = 1000;

/**
 * The relevance pool's candidates (id, popularity): the first `pool` matches by bestseller rank. The matches
 * are one bit string over every product id, built once per statement, so for a common word the bestseller
 * index is walked testing one bit per product instead of its vector. A rare word's matches would make that
 * walk long (a word with 100 matches: the whole index), so under FEW_MATCHES they are read through the GIN
 * index (`match`) and sorted; one-time filters run only one of the two branches.
 */
export function bitmapPoolCandidates(
  terms: readonly SearchTerm[],
  match: SQL,
  pool: number,
  fewMatches = FEW_MATCHES,
): SQL {
  return sql`(with ${matchedBlocks(terms)}, found as materialized (
      select (select coalesce(sum(bit_count(bits)), 0) from matched) as total,
             (select coalesce(string_agg(coalesce(m.bits, 0::bit(4096))::text, '' order by g.block), '')::varbit
                from generate_series(0, (select coalesce(max(id), 0) from products) / 4096) g(block)
                left join matched m on m.block = g.block) as ids
    )
    (select p.id, p.popularity from products p
      where (select total from found) > ${fewMatches} and p.is_active and get_bit((select ids from found), p.id) = 1
      order by p.popularity, p.id limit ${pool})
    union all
    (select p.id, p.popularity from products p
      where (select total from found) <= ${fewMatches} and p.is_active and ${match}
      order by p.popularity + 0, p.id limit ${pool}))`;
}
