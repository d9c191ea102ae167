import { getCategory, listBrands, listOffers } from '@shringar/contracts/endpoints/catalogue';
import { callApi, callApiList } from '~/lib/call-api';
import type { ListingKind } from './listing-products';

/**
 * What a listing is about: the name its header shows ('{name} Products'), and the operator's meta title and
 * description of a category or brand (null: the page's defaults).
 */
export type ListingSubject = { name: string; metaTitle?: string | null; metaDescription?: string | null };

/** Only categories have a call of their own; brands and offers are found in their (short) lists; 'Shop All' needs none. */
export async function fetchSubject(
  kind: ListingKind,
  id: string,
  signal?: AbortSignal,
): Promise<ListingSubject | null> {
  if (kind === 'all') return { name: 'All' };
  if (kind === 'category') {
    const category = await callApi(getCategory, { params: { id } }, { signal });
    return category.categoryName
      ? { name: category.categoryName, metaTitle: category.metaTitle, metaDescription: category.metaDescription }
      : null;
  }
  if (kind === 'brand') {
    const brand = (await callApiList(listBrands, {}, { signal })).find((b) => String(b.brandId) === id);
    return brand ? { name: brand.brandName, metaTitle: brand.metaTitle, metaDescription: brand.metaDescription } : null;
  }
  const offer = (await callApiList(listOffers, {}, { signal })).find((o) => String(o.offerId ?? o.id) === id);
  return offer ? { name: offer.title } : null;
}
