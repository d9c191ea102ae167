import type { AdvanceSearchQuery, PagedProductCards } from '@shringar/contracts/catalogue';
import { toPaise } from '@shringar/contracts/money';
import { pagination } from '@shringar/contracts/pagination';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { pageOfCards, sortSql } from '../catalogue/catalogue.public.ts';
import { anyTermQuery, searchWords, tsTermOf } from './search-terms.ts';

/**
 * How a query matches and ranks products. Every word must match, either in full-text (weighted name, brand,
 * category, variants; prefixes and synonyms) or — for a typo — by pg_trgm word similarity over the names, so
 * 'matte lipstik' still finds matte lipsticks. Both `@@` and `%>` use their GIN indexes.
 */
export function searchMatch(words: string[]): { match: SQL; rank: SQL } {
  const perWord = words.map(
    (w) => sql`(p.search_vector @@ to_tsquery('english', ${tsTermOf(w)}) or p.search_text %> ${w})`,
  );
  const text = words.join(' ');
  const anyTerm = sql`to_tsquery('english', ${anyTermQuery(words)})`;
  return {
    match: sql`(${sql.join(perWord, sql` and `)})`,
    rank: sql`ts_rank(p.search_vector, ${anyTerm}) desc, word_similarity(${text}, p.search_text) desc, p.popularity, p.id`,
  };
}

/** GET /products/advance-search: ranked by relevance unless the shopper picks another sort. */
export async function advanceSearch(ctx: AppContext, query: AdvanceSearchQuery): Promise<PagedProductCards> {
  const words = searchWords(query.query);
  if (words.length === 0) return { items: [], pagination: pagination(0, query.page, query.itemsPerPage) };
  const { match, rank } = searchMatch(words);
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
      limit: query.itemsPerPage,
      offset: (query.page - 1) * query.itemsPerPage,
    },
  );
  return { items: cards, pagination: pagination(total, query.page, query.itemsPerPage) };
}
