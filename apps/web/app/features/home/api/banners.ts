import { listBannerProducts, listBanners } from '@shringar/contracts/endpoints/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['banners', 'list'] as const, queryFn: ({ signal }) => fetchBanners(signal) });

export const useBanners = () => useQuery(bannersQueryOptions());

/** GET /banners/{id}: the products a banner promotes; the slide links to the first of them. */
export const bannerFirstProductQueryOptions = (bannerId: number) =>
  queryOptions({
    queryKey: ['banners', 'products', bannerId, { page: 1, itemsPerPage: 1 }] as const,
    queryFn: ({ signal }) =>
      callApiPage(
        listBannerProducts,
        { params: { id: bannerId }, query: { page: 1, itemsPerPage: 1 } },
        { signal },
      ).then((r) => r.items[0] ?? null),
    staleTime: 5 * 60 * 1000,
  });

export const useBannerFirstProduct = (bannerId: number) => useQuery(bannerFirstProductQueryOptions(bannerId));
