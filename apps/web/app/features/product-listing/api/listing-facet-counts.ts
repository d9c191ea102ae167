import type { FacetCounts } from '@shringar/contracts/facets';
import { getFacetCounts } from '@shringar/contracts/endpoints/products';
import { callApi } from '~/lib/call-api';
import { facetQuery } from '../listing-facets';
import type { ListingFilters } from '../listing-filters';
import type { ListingKind } from './listing-products';

/**
 * The Filters panel's counts for a listing under its filters (the sort aside: it changes no count). Each group's
 * counts apply every other chosen facet, and `total` applies them all: the grid's own total.
 */
export function fetchFacetCounts(
  kind: ListingKind,
  id: string,
  filters: ListingFilters,
  signal?: AbortSignal,
): Promise<FacetCounts> {
  return callApi(
    getFacetCounts,
    {
      query: {
        scope: kind,
        ...(kind === 'all' ? {} : { scopeId: id }),
        minPrice: filters.minPrice,
        maxPrice: filters.maxPrice,
        q: filters.q,
        ...facetQuery(filters.facets),
      },
    },
    { signal },
  );
}
