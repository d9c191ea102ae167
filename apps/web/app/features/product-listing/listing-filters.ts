import { CATALOGUE_SORTS, type CatalogueSort } from '@shringar/contracts/catalogue-constants';
import { appendFacets, type FacetChoice, facetsFromSearch, hasFacets, NO_FACETS } from './listing-facets';

/**
 * What narrows a listing. They live in the URL query (sort, minPrice, maxPrice, q and the facets) so a filtered
 * page can be shared and is rendered on the server; empty strings and lists mean 'not set'.
 */
export type ListingFilters = {
  sort: CatalogueSort;
  minPrice: string;
  maxPrice: string;
  q: string;
  facets: FacetChoice;
};

export const NO_FILTERS: ListingFilters = { sort: 'default', minPrice: '', maxPrice: '', q: '', facets: NO_FACETS };

const isSort = (s: string | null): s is CatalogueSort => CATALOGUE_SORTS.includes(s as CatalogueSort);

/** A rupee amount as the API accepts it (up to 7 digits, 2 decimals); anything else is treated as not set. */
export function cleanPrice(raw: string | null | undefined): string {
  const s = (raw ?? '').trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(s) ? String(Number(s)) : '';
}

/** The filters a URL carries; unknown or malformed values fall back to 'not set' rather than failing. */
export function filtersFromSearch(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort');
  const minPrice = cleanPrice(params.get('minPrice'));
  const maxPrice = cleanPrice(params.get('maxPrice'));
  const outOfOrder = minPrice !== '' && maxPrice !== '' && Number(minPrice) > Number(maxPrice);
  return {
    sort: isSort(sort) ? sort : 'default',
    minPrice: outOfOrder ? '' : minPrice,
    maxPrice: outOfOrder ? '' : maxPrice,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    facets: facetsFromSearch(params),
  };
}

/** The URL query for a set of filters: only what is set, so the plain page keeps its plain address. */
export function searchFromFilters(f: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  if (f.minPrice) params.set('minPrice', f.minPrice);
  if (f.maxPrice) params.set('maxPrice', f.maxPrice);
  if (f.sort !== 'default') params.set('sort', f.sort);
  return appendFacets(params, f.facets);
}

/** Whether any filter beyond the sort order narrows the list (decides which empty state shows). */
export const hasNarrowingFilters = (f: ListingFilters) =>
  f.q !== '' || f.minPrice !== '' || f.maxPrice !== '' || hasFacets(f.facets);

export const hasAnyFilter = (f: ListingFilters) => hasNarrowingFilters(f) || f.sort !== 'default';
