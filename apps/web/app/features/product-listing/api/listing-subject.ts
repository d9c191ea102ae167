import type { Brand, Category, Offer } from '@shringar/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readList } from '~/lib/api-client';
import type { ListingKind } from './listing-products';

/** What a listing is about: the name its header shows ('{name} Products'). */
export type ListingSubject = { name: string };

/** Only categories have a call of their own; brands and offers are found in their (short) lists. */
async function fetchSubject(kind: ListingKind, id: string, signal?: AbortSignal): Promise<ListingSubject | null> {
  if (kind === 'category') {
    const c = await apiGet<Category | { data: Category }>(`/category/${encodeURIComponent(id)}`, undefined, signal);
    const category = 'data' in c ? c.data : c;
    return category?.categoryName ? { name: category.categoryName } : null;
  }
  if (kind === 'brand') {
    const brand = readList<Brand>(await apiGet<unknown>('/brands', undefined, signal)).find(
      (b) => String(b.brandId) === id,
    );
    return brand ? { name: brand.brandName } : null;
  }
  const offer = readList<Offer>(await apiGet<unknown>('/offers/', undefined, signal)).find(
    (o) => String(o.offerId ?? o.id) === id,
  );
  return offer ? { name: offer.title } : null;
}

export const listingSubjectOptions = (kind: ListingKind, id: string) =>
  queryOptions({
    queryKey: ['listing-subject', kind, id],
    queryFn: ({ signal }) => fetchSubject(kind, id, signal),
    staleTime: 5 * 60 * 1000,
  });

export const useListingSubject = (kind: ListingKind, id: string) => useQuery(listingSubjectOptions(kind, id));
