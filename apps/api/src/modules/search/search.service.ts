import type { AdvanceSearchQuery, PagedProductCards } from '@shringar/contracts/catalogue';
import { toPaise } from '@shringar/contracts/money';
import { pagination } from '@shringar/contracts/pagination';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { pageOfCards, sortSql } from '../catalogue/catalogue.public.ts';
import { type SearchTerm, allTermsQuery, anyTermQuery, searchWords } from './search-terms.ts';
import { typoCorrections } from './typo-corrections.repository.ts';

/** The query's words, each with the dictionary words it may be a typo for. */
export async function searchTerms(db: Db, words: string[]): Promise<SearchTerm[]> {
  const corrections = await typoCorrections(db, words);
  return words.map((word) => ({ word, corrections: corrections.get(word) ?? [] }));
}

/**
 * How a query matches and ranks products. Every word must match in full text (weighted name, brand, category,
 * variants), as a prefix, a synonym or a typo's correction, so 'matte lipstik' still finds matte lipsticks. One
 * `@@` against the search vector's GIN index; typos were resolved against the small word dictionary first.
 */
export function searchMatch(terms: SearchTerm[]): { match: SQL; rank: SQL } {
  const all = sql`to_tsquery('english', ${allTermsQuery(terms)})`;
  const any = sql`to_tsquery('english', ${anyTermQuery(terms)})`;
  return {
    match: sql`p.search_vector @@ ${all}`,
    rank: sql`ts_rank(p.search_vector, ${any}) desc, p.popularity, p.id`,
  };
}

/** GET /products/advance-search: ranked by relevance unless the shopper picks another sort. */
export async function advanceSearch(ctx: AppContext, query: AdvanceSearchQuery): Promise<PagedProductCards> {
  const words = searchWords(query.query);
  if (words.length === 0) return { items: [], pagination: pagination(0, query.page, query.itemsPerPage) };
  const { match, rank } = searchMatch(await searchTerms(ctx.db, words));
  const byRelevance = query.sort === 'default';
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
      orderBy: byRelevance ? rank : sortSql(query.sort),
      // Relevance is a product column: rank the matches and page them before reading any variant.
      productOrder: byRelevance,
      limit: query.itemsPerPage,
      offset: (query.page - 1) * query.itemsPerPage,
    },
  );
  return { items: cards, pagination: pagination(total, query.page, query.itemsPerPage) };
}
