import type { AdvanceSearchQuery, PagedProductCards } from '@shringar/contracts/catalogue';
import { toPaise } from '@shringar/contracts/money';
import { pagination } from '@shringar/contracts/pagination';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { type ProductPageQuery, pageOfCards, sortSql } from '../catalogue/catalogue.public.ts';
import { type SearchTerm, allTermsQuery, anyTermQuery, searchWords } from './search-terms.ts';
import { typoCorrections } from './typo-corrections.repository.ts';

/** The query's words, each with the dictionary words it may be a typo for. */
export async function searchTerms(db: Db, words: string[]): Promise<SearchTerm[]> {
  const corrections = await typoCorrections(db, words);
  return words.map((word) => ({ word, corrections: corrections.get(word) ?? [] }));
}

/**
 * How many of the matches, the best-selling first, are ranked by relevance. Ranking reads each candidate's
 * search vector, so ranking every match of a common word ('gold': a third of a large catalogue) costs tens of
 * milliseconds; the pool keeps a search's cost flat whatever the catalogue's size. Past the pool (page 11 at 20
 * a page) the matches follow by bestseller rank.
 */
export const RELEVANCE_POOL = 200;

/**
 * How a query matches and ranks products. Every word must match in full text (weighted name, brand, category,
 * variants), as a prefix, a synonym or a typo's correction, so 'matte lipstik' still finds matte lipsticks. One
 * `@@` against the search vector's GIN index; typos were resolved against the small word dictionary first.
 */
export function searchMatch(
  terms: SearchTerm[],
  pool = RELEVANCE_POOL,
): { match: SQL; rank: SQL; byRelevance: ProductPageQuery } {
  const all = sql`to_tsquery('english', ${allTermsQuery(terms)})`;
  const any = sql`to_tsquery('english', ${anyTermQuery(terms)})`;
  const byRelevance: ProductPageQuery = (where, limit, offset) => {
    const ranked = sql`select p.id, row_number() over (order by ts_rank(p.search_vector, ${any}) desc, p.popularity, p.id) as n
      from (select p.id, p.popularity, p.search_vector from products p where ${where}
            order by p.popularity, p.id limit ${pool}) p`;
    if (offset + limit <= pool) return sql`${ranked} order by n limit ${limit} offset ${offset}`;
    const rest = sql`select p.id, row_number() over (order by p.popularity, p.id) as n from products p where ${where}`;
    return sql`select id, n from (${ranked}) ranked
      union all select id, n from (${rest}) others where n > ${pool}
      order by n limit ${limit} offset ${offset}`;
  };
  return {
    match: sql`p.search_vector @@ ${all}`,
    // Every match ranked: for a price filter, which needs each match's variant anyway.
    rank: sql`ts_rank(p.search_vector, ${any}) desc, p.popularity, p.id`,
    byRelevance,
  };
}

/** GET /products/advance-search: ranked by relevance unless the shopper picks another sort. */
export async function advanceSearch(ctx: AppContext, query: AdvanceSearchQuery): Promise<PagedProductCards> {
  const words = searchWords(query.query);
  if (words.length === 0) return { items: [], pagination: pagination(0, query.page, query.itemsPerPage) };
  const { match, rank, byRelevance } = searchMatch(await searchTerms(ctx.db, words));
  const { cards, total } = await pageOfCards(
    ctx.db,
    {
      where: [match],
      ...(query.categoryId !== undefined ? { categoryId: query.categoryId } : {}),
      ...(query.brandId !== undefined ? { brandId: query.brandId } : {}),
      ...(query.minPrice !== undefined ? { minPaise: toPaise(query.minPrice) } : {}),
      ...(query.maxPrice !== undefined ? { maxPaise: toPaise(query.maxPrice) } : {}),
    },
    {
      orderBy: query.sort === 'default' ? rank : sortSql(query.sort),
      ...(query.sort === 'default' ? { productPage: byRelevance } : {}),
      limit: query.itemsPerPage,
      offset: (query.page - 1) * query.itemsPerPage,
    },
  );
  return { items: cards, pagination: pagination(total, query.page, query.itemsPerPage) };
}
