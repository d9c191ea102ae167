import { getSearchFacetCounts } from '@shringar/contracts/endpoints/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type FacetChoice, facetQuery } from '~/features/product-listing/product-listing.public';
import { callApi } from '~/lib/call-api';
import type { SearchParams } from '../search-params';

type CountedSearch = Pick<SearchParams, 'q' | 'minPrice' | 'maxPrice' | 'categoryId' | 'brandId'> & {
  facets: FacetChoice;
};

/** What the counts depend on: not the page or the sort. */
const countedPart = (p: CountedSearch): CountedSearch => ({
  q: p.q,
  minPrice: p.minPrice,
  maxPrice: p.maxPrice,
  categoryId: p.categoryId,
  brandId: p.brandId,
  facets: p.facets,
});

/** GET /products/advance-search/facets: the Filters panel's counts beside a search's results. */
export const searchFacetCountsOptions = (p: CountedSearch) => {
  const counted = countedPart(p);
  return queryOptions({
    queryKey: ['products', 'search-facets', counted],
    queryFn: ({ signal }) =>
      callApi(
        getSearchFacetCounts,
        {
          query: {
            query: counted.q,
            minPrice: counted.minPrice,
            maxPrice: counted.maxPrice,
            categoryId: counted.categoryId,
            brandId: counted.brandId,
            ...facetQuery(counted.facets),
          },
        },
        { signal },
      ),
  });
};

/** The last counts stay shown (`stale`) while the next ones load, so the panel does not jump. */
export function useSearchFacetCounts(p: CountedSearch) {
  const counts = useQuery({ ...searchFacetCountsOptions(p), enabled: p.q !== '', placeholderData: keepPreviousData });
  return { counts: counts.data ?? null, stale: counts.isPlaceholderData || counts.isFetching };
}
