import type { ProductCard } from '@shringar/contracts/catalogue';
import {
  listAllProducts,
  listBrandProducts,
  listCategoryProducts,
  listOfferProducts,
} from '@shringar/contracts/endpoints/products';
import type { Pagination } from '@shringar/contracts/pagination';
import { callApiPage } from '~/lib/call-api';
import { facetQuery } from '../listing-facets';
import type { ListingFilters } from '../listing-filters';

/** The listings that share one page: a category's, a brand's and an offer's products, and 'Shop All'. */
export type ListingKind = 'category' | 'brand' | 'offer' | 'all';

/** 'Shop All' has no subject id; its listing is keyed by this one. */
export const ALL_PRODUCTS_ID = 'all';

/** Spec 9: brand and category pages load 10 products a page. */
export const LISTING_PAGE_SIZE = 10;

const ENDPOINTS = { category: listCategoryProducts, brand: listBrandProducts, offer: listOfferProducts };

const pageQuery = (filters: ListingFilters, page: number) => ({
  page,
  itemsPerPage: LISTING_PAGE_SIZE,
  sort: filters.sort === 'default' ? undefined : filters.sort,
  minPrice: filters.minPrice,
  maxPrice: filters.maxPrice,
  q: filters.q,
  ...facetQuery(filters.facets),
});

export type ListingPage = { items: ProductCard[]; pagination: Pagination | null; page: number };

export async function fetchListingPage(
  kind: ListingKind,
  id: string,
  filters: ListingFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ListingPage> {
  const answer =
    kind === 'all'
      ? await callApiPage(listAllProducts, { query: pageQuery(filters, page) }, { signal })
      : await callApiPage(ENDPOINTS[kind], { params: { id }, query: pageQuery(filters, page) }, { signal });
  return { ...answer, page };
}

/**
 * Spec 4: more pages exist when the answer says hasNextPage, or, when an answer carries no pagination, when a
 * full page of 10 came back.
 */
export function nextPageOf(last: ListingPage): number | undefined {
  const more = last.pagination ? last.pagination.hasNextPage : last.items.length >= LISTING_PAGE_SIZE;
  return more ? last.page + 1 : undefined;
}
