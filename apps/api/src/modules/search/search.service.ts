import type { AdvanceSearchQuery, PagedProductCards, SearchFacetCountsQuery } from '@shringar/contracts/catalogue';
import type { FacetCounts } from '@shringar/contracts/facets';
import { toPaise } from '@shringar/contracts/money';
import { pagination } from '@shringar/contracts/pagination';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import {
  type CardFilter,
  type ProductPageQuery,
  facetConditions,
  facetCountsOf,
  hasFacets,
  listCards,
  pageOfCards,
  sortSql,
} from '../catalogue/catalogue.public.ts';
import { type SearchTerm, allTermsQuery, anyTermQuery, searchWords } from './search-terms.ts';
import { bitmapPoolCandidates, bitmapsAnswer, searchTotal } from './search-bitmaps.repository.ts';
import { searchSynonymMap } from './search-synonyms.ts';
import { typoCorrections } from './typo-corrections.repository.ts';

/** The query's words, each with its synonyms (the operator's table) and the dictionary words it may be a typo for. */
export async function searchTerms(ctx: AppContext, words: string[]): Promise<SearchTerm[]> {
  const [synonyms, corrections] = await Promise.all([searchSynonymMap(ctx), typoCorrections(ctx.db, words)]);
  return words.map((word) => ({
    word,
    synonyms: synonyms.get(word) ?? [],
    corrections: corrections.get(word) ?? [],
  }));
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
 * `poolCandidates`, when the page has no other filter, picks the relevance pool's candidates more cheaply than
 * the page's own `where` (from the lexeme bitmaps, see search-bitmaps.repository.ts).
 */
export function searchMatch(
  terms: SearchTerm[],
  pool = RELEVANCE_POOL,
  poolCandidates?: (match: SQL, pool: number) => SQL,
): { match: SQL; rank: SQL; byRelevance: ProductPageQuery } {
  const all = sql`to_tsquery('english', ${allTermsQuery(terms)})`;
  const match = sql`p.search_vector @@ ${all}`;
  const any = sql`to_tsquery('english', ${anyTermQuery(terms)})`;
  const byRelevance: ProductPageQuery = (where, limit, offset) => {
    // The pool is cut on the bestseller index alone (id and rank); only its rows read their vector to be ranked.
    const ranked = sql`select v.id, row_number() over (order by ts_rank(v.search_vector, ${any}) desc, top.popularity, top.id) as n
      from ${
        poolCandidates?.(match, pool) ??
        sql`(select p.id, p.popularity from products p where ${where} order by p.popularity, p.id limit ${pool})`
      } top
      join products v on v.id = top.id`;
    if (offset + limit <= pool) return sql`${ranked} order by n limit ${limit} offset ${offset}`;
    const rest = sql`select p.id, row_number() over (order by p.popularity, p.id) as n from products p where ${where}`;
    return sql`select id, n from (${ranked}) ranked
      union all select id, n from (${rest}) others where n > ${pool}
      order by n limit ${limit} offset ${offset}`;
  };
  return {
    match,
    // Every match ranked: for a price filter, which needs each match's variant anyway.
    rank: sql`ts_rank(p.search_vector, ${any}) desc, p.popularity, p.id`,
    byRelevance,
  };
}

/** searchMatch for a search with no filter: its pool from the lexeme bitmaps when they can answer the terms. */
export function unfilteredSearchMatch(terms: SearchTerm[], pool = RELEVANCE_POOL, fewMatches?: number) {
  return searchMatch(
    terms,
    pool,
    bitmapsAnswer(terms) ? (match, size) => bitmapPoolCandidates(terms, match, size, fewMatches) : undefined,
  );
}

/**
 * A page ranked by relevance with no filter: the page's cards and, at once, the exact total from the lexeme
 * bitmaps (search-bitmaps.repository.ts), so a common word's matches are never read one by one.
 */
async function unfilteredRelevancePage(
  ctx: AppContext,
  terms: SearchTerm[],
  page: number,
  itemsPerPage: number,
): Promise<PagedProductCards> {
  const { match, rank, byRelevance } = unfilteredSearchMatch(terms);
  const offset = (page - 1) * itemsPerPage;
  const exactTotal = async () =>
    (
      await rows<{ total: number }>(
        ctx.db,
        sql`select count(*)::int as total from products p where p.is_active and ${match}`,
      )
    )[0]!.total;
  const [cards, total] = await Promise.all([
    listCards(ctx.db, { where: [match] }, rank, itemsPerPage, {
      productPage: (where, limit) => byRelevance(where, limit, offset),
    }),
    bitmapsAnswer(terms)
      ? searchTotal(ctx.db, terms).then(async (fromBitmaps) => fromBitmaps ?? (await exactTotal()))
      : exactTotal(),
  ]);
  return { items: cards, pagination: pagination(total, page, itemsPerPage) };
}

/**
 * The products a search with its filters picks: the words' match, category, brand, price range and the chosen
 * facets (on the product's facet row, as listings).
 */
function searchFilter(match: SQL, query: Omit<SearchFacetCountsQuery, 'query'>, withFacets = true): CardFilter {
  return {
    where: [match],
    ...(withFacets ? { facets: Object.values(facetConditions(query)) } : {}),
    ...(query.categoryId !== undefined ? { categoryId: query.categoryId } : {}),
    ...(query.brandId !== undefined ? { brandId: query.brandId } : {}),
    ...(query.minPrice !== undefined ? { minPaise: toPaise(query.minPrice) } : {}),
    ...(query.maxPrice !== undefined ? { maxPaise: toPaise(query.maxPrice) } : {}),
  };
}

/** GET /products/advance-search: ranked by relevance unless the shopper picks another sort. */
export async function advanceSearch(ctx: AppContext, query: AdvanceSearchQuery): Promise<PagedProductCards> {
  const words = searchWords(query.query);
  if (words.length === 0) return { items: [], pagination: pagination(0, query.page, query.itemsPerPage) };
  const terms = await searchTerms(ctx, words);
  const filtered =
    [query.categoryId, query.brandId, query.minPrice, query.maxPrice].some((f) => f !== undefined) ||
    hasFacets(facetConditions(query));
  if (query.sort === 'default' && !filtered) return unfilteredRelevancePage(ctx, terms, query.page, query.itemsPerPage);
  const { match, rank, byRelevance } = searchMatch(terms);
  const { cards, total } = await pageOfCards(ctx.db, searchFilter(match, query), {
    orderBy: query.sort === 'default' ? rank : sortSql(query.sort),
    ...(query.sort === 'default' ? { productPage: byRelevance } : {}),
    limit: query.itemsPerPage,
    offset: (query.page - 1) * query.itemsPerPage,
  });
  return { items: cards, pagination: pagination(total, query.page, query.itemsPerPage) };
}

/**
 * GET /products/advance-search/facets: the counts beside a search's results, over the same matches (the words,
 * category, brand, price range); the facets' own conditions are counted group by group, as on a listing.
 */
export async function searchFacetCounts(ctx: AppContext, query: SearchFacetCountsQuery): Promise<FacetCounts> {
  const words = searchWords(query.query);
  const match = words.length ? searchMatch(await searchTerms(ctx, words)).match : sql`false`;
  return facetCountsOf(ctx, searchFilter(match, query, false), query);
}
