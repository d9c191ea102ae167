import type { ProductCard } from '@shringar/contracts/catalogue';
import type { Pagination } from '@shringar/contracts/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readList } from '~/lib/api-client';
import type { SearchParams } from '../search-params';

/** Spec 9: search pages hold 20 products. */
export const SEARCH_PAGE_SIZE = 20;

export type SearchResults = { items: ProductCard[]; pagination: Pagination | null };

/** GET /products/advance-search: ranked, typo-tolerant results over the whole catalogue, one page at a time. */
export async function fetchSearch(p: SearchParams, signal?: AbortSignal): Promise<SearchResults> {
  const payload = await apiGet<unknown>(
    '/products/advance-search',
    {
      query: p.q,
      page: p.page,
      itemsPerPage: SEARCH_PAGE_SIZE,
      sort: p.sort === 'default' ? undefined : p.sort,
      minPrice: p.minPrice,
      maxPrice: p.maxPrice,
      categoryId: p.categoryId,
      brandId: p.brandId,
    },
    signal,
  );
  const body = (payload ?? {}) as { pagination?: Pagination; data?: { pagination?: Pagination } };
  return { items: readList<ProductCard>(payload), pagination: body.pagination ?? body.data?.pagination ?? null };
}

export const searchResultsOptions = (p: SearchParams) =>
  queryOptions({
    queryKey: ['products', 'search', p],
    queryFn: ({ signal }) => fetchSearch(p, signal),
  });

/** A blank query is never sent (spec 5); the previous page stays on screen while the next one loads. */
export const useSearchResults = (p: SearchParams) =>
  useQuery({ ...searchResultsOptions(p), enabled: p.q !== '', placeholderData: keepPreviousData });
