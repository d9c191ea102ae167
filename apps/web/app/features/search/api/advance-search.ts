import { searchProducts } from '@shringar/contracts/endpoints/search';
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
