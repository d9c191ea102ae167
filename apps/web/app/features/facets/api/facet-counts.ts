import { getFacetCounts } from '@shringar/contracts/endpoints/products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '~/lib/call-api';

/** Which listing the counts are for: its scope (and id), with its own filters and the chosen facets. */
export type FacetScope = { scope: 'all' | 'category' | 'brand' | 'offer'; scopeId?: string };
export type FacetListingQuery = { q?: string; minPrice?: string; maxPrice?: string } & Record<
  string,
  string | undefined
>;

const clean = (query: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

export const facetCountsOptions = (where: FacetScope, query: FacetListingQuery) => {
  const params = clean({ scope: where.scope, scopeId: where.scopeId, ...query });
  return queryOptions({
    queryKey: ['facet-counts', params],
    queryFn: ({ signal }) => callApi(getFacetCounts, { query: params as never }, { signal }),
    // The panel keeps its last counts while the next arrive, so checkboxes do not jump.
    placeholderData: keepPreviousData,
  });
};

export const useFacetCounts = (where: FacetScope, query: FacetListingQuery) =>
  useQuery(facetCountsOptions(where, query));
