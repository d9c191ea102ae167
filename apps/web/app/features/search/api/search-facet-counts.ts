import { getSearchFacetCounts } from '@shringar/contracts/endpoints/search';
import type { FacetCounts } from '@shringar/contracts/facets';
import { type FacetChoice, facetQuery, facetsKey } from '~/features/product-listing/product-listing.public';
import { callApi } from '~/lib/call-api';
import type { SearchParams } from '../search-params';

type CountedSearch = Pick<SearchParams, 'q' | 'minPrice' | 'maxPrice' | 'categoryId' | 'brandId'> & {
  facets: FacetChoice;
};

/** What the counts depend on (not the page or the sort), as one key. */
export const searchCountsKey = (p: CountedSearch) =>
  JSON.stringify([p.q, p.minPrice, p.maxPrice, p.categoryId, p.brandId, facetsKey(p.facets)]);

/** GET /products/advance-search/facets: the Filters panel's counts beside a search's results. */
export const fetchSearchFacetCounts = (p: CountedSearch, signal?: AbortSignal): Promise<FacetCounts> =>
  callApi(
    getSearchFacetCounts,
    {
      query: {
        query: p.q,
        minPrice: p.minPrice,
        maxPrice: p.maxPrice,
        categoryId: p.categoryId,
        brandId: p.brandId,
        ...facetQuery(p.facets),
      },
    },
    { signal },
  );
