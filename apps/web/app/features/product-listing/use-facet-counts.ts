import { fetchFacetCounts } from './api/listing-facet-counts';
import type { ListingKind } from './api/listing-products';
import type { ListingFilters } from './listing-filters';
import { type KnownCounts, useKnownCounts } from './use-known-counts';
import { filtersKey } from './use-listing-pages';

/** The counts do not depend on the order the grid is sorted in. */
export const countsKey = (f: ListingFilters) => filtersKey({ ...f, sort: 'default' });

/** A listing's Filters panel counts for a set of filters (use-known-counts.ts). */
export const useFacetCounts = (kind: ListingKind, id: string, filters: ListingFilters, known: KnownCounts) =>
  useKnownCounts(countsKey(filters), () => fetchFacetCounts(kind, id, filters), known);
