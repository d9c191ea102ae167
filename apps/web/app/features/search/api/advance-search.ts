import { searchProducts } from '@shringar/contracts/endpoints/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApiPage, type PageOf } from '~/lib/call-api';
import { facetQuery } from '~/features/product-listing/product-listing.public';
import type { SearchParams } from '../search-params';

/** Spec 9: search pages hold 20 products. */
export const SEARCH_PAGE_SIZE = 20;

export type SearchResults = PageOf<typeof searchProducts>;

/** GET /products/advance-search: ranked, typo-tolerant results over the whole catalogue, one page at a time. */
export const fetchSearch = (p: SearchParams, signal?: AbortSignal): Promise<SearchResults> =>
  callApiPage(
    searchProducts,
    {
      query: {
        query: p.q,
        page: p.page,
        itemsPerPage: SEARCH_PAGE_SIZE,
        sort: p.sort === 'default' ? undefined : p.sort,
        minPrice: p.minPrice,
        maxPrice: p.maxPrice,
        categoryId: p.categoryId,
        brandId: p.brandId,
        ...facetQuery(p.facets),
      },
    },
    { signal },
  );

export const searchResultsOptions = (p: SearchParams) =>
  queryOptions({
    queryKey: ['products', 'search', p],
    queryFn: ({ signal }) => fetchSearch(p, signal),
  });

/** A blank query is never sent (spec 5); the previous page stays on screen while the next one loads. */
export const useSearchResults = (p: SearchParams) =>
  useQuery({ ...searchResultsOptions(p), enabled: p.q !== '', placeholderData: keepPreviousData });
