import { getCategory, listBrands, listOffers } from '@shringar/contracts/endpoints/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callApiList } from '~/lib/call-api';
import type { ListingKind } from './listing-products';

/** What a listing is about: the name its header shows ('{name} Products'). */
export type ListingSubject = { name: string };

/** Only categories have a call of their own; brands and offers are found in their (short) lists; 'Shop All' needs none. */
async function fetchSubject(kind: ListingKind, id: string, signal?: AbortSignal): Promise<ListingSubject | null> {
  if (kind === 'all') return { name: 'All' };
  if (kind === 'category') {
    const category = await callApi(getCategory, { params: { id } }, { signal });
    return category.categoryName ? { name: category.categoryName } : null;
  }
  if (kind === 'brand') {
    const brand = (await callApiList(listBrands, {}, { signal })).find((b) => String(b.brandId) === id);
    return brand ? { name: brand.brandName } : null;
  }
  const offer = (await callApiList(listOffers, {}, { signal })).find((o) => String(o.offerId ?? o.id) === id);
  return offer ? { name: offer.title } : null;
}

export const listingSubjectOptions = (kind: ListingKind, id: string) =>
  queryOptions({
    queryKey: ['listing-subject', kind, id],
    queryFn: ({ signal }) => fetchSubject(kind, id, signal),
    staleTime: 5 * 60 * 1000,
  });

export const useListingSubject = (kind: ListingKind, id: string) => useQuery(listingSubjectOptions(kind, id));
