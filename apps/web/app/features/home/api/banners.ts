import { listBannerProducts, listBanners } from '@shringar/contracts/endpoints/catalogue';
import { callApiList, callApiPage } from '~/lib/call-api';

/** GET /banners: active banners in display order. Spec 7: a failed banner fetch is only logged. */
export async function fetchBanners(signal?: AbortSignal) {
  try {
    return await callApiList(listBanners, {}, { signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    console.warn('Failed to load banners', err);
    return [];
  }
}

/** GET /banners/{id}: the products a banner promotes; the slide links to the first of them. */
export const fetchBannerFirstProduct = (bannerId: number, signal?: AbortSignal) =>
  callApiPage(listBannerProducts, { params: { id: bannerId }, query: { page: 1, itemsPerPage: 1 } }, { signal }).then(
    (r) => r.items[0] ?? null,
  );
