import { CATALOGUE_SORTS, type CatalogueSort } from '@shringar/contracts/catalogue-constants';
import { appendFacets, type FacetChoice, facetsFromSearch } from '~/features/product-listing/product-listing.public';

/**
 * Spec 2: the search lives in the URL (q and page), and so do the Filters panel's choices, so a result page
 * can be shared and is rendered on the server.
 */
export type SearchParams = {
  q: string;
  page: number;
  sort: CatalogueSort;
  minPrice: string;
  maxPrice: string;
  categoryId: string;
  brandId: string;
  /** The listing facets (shade family, size, brand, price band, rating, discount, in stock), as on a listing. */
  facets: FacetChoice;
};

export type SearchFilters = Pick<SearchParams, 'sort' | 'minPrice' | 'maxPrice' | 'categoryId' | 'brandId'>;

const price = (raw: string | null) => {
  const s = (raw ?? '').trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(s) ? String(Number(s)) : '';
};
const positiveId = (raw: string | null) => (/^[1-9]\d{0,8}$/.test(raw ?? '') ? (raw as string) : '');

export function searchParamsFrom(params: URLSearchParams): SearchParams {
  const page = Number(params.get('page'));
  const sort = params.get('sort') as CatalogueSort;
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = ['', ''];
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    sort: CATALOGUE_SORTS.includes(sort) ? sort : 'default',
    minPrice,
    maxPrice,
    categoryId: positiveId(params.get('categoryId')),
    brandId: positiveId(params.get('brandId')),
    facets: facetsFromSearch(params),
  };
}

/** The URL query for a search: only what is set. */
export function urlSearchOf(p: SearchParams): string {
  const out = new URLSearchParams();
  if (p.q) out.set('q', p.q);
  if (p.page > 1) out.set('page', String(p.page));
  if (p.sort !== 'default') out.set('sort', p.sort);
  if (p.minPrice) out.set('minPrice', p.minPrice);
  if (p.maxPrice) out.set('maxPrice', p.maxPrice);
  if (p.categoryId) out.set('categoryId', p.categoryId);
  if (p.brandId) out.set('brandId', p.brandId);
  return appendFacets(out, p.facets).toString();
}

export const activeFilterCount = (f: SearchFilters) =>
  [f.sort !== 'default', f.minPrice || f.maxPrice, f.categoryId, f.brandId].filter(Boolean).length;
