import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '@shringar/contracts/catalogue';
import { apiGet } from '~/lib/api-client';
import { PRODUCT_DETAIL_STALE_MS } from '~/lib/query-client';
import { useSignedIn } from '~/ui/use-signed-in';

/** GET /products/{id}; spec 7: the detail may arrive wrapped in one more data field. */
export async function fetchProductDetail(productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  const body = await apiGet<ProductDetail | { data: ProductDetail }>(
    `/products/${encodeURIComponent(productId)}`,
    undefined,
    signal,
  );
  return 'productId' in body ? body : body.data;
}

/**
 * The shopper's own flags (isFavorite, itemAlreadyInCart) come only with a token, so a signed-in answer is
 * cached apart from the anonymous one the server rendered. Spec 9: cached 5 minutes.
 */
export const productDetailQueryOptions = (productId: string, personal = false) =>
  queryOptions({
    queryKey: ['products', 'detail', productId, { personal }] as const,
    queryFn: ({ signal }) => fetchProductDetail(productId, signal),
    staleTime: PRODUCT_DETAIL_STALE_MS,
  });

/** After hydration a signed-in shopper refetches with the token, showing the anonymous answer meanwhile. */
export function useProductDetail(productId: string) {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  return useQuery({
    ...productDetailQueryOptions(productId, signedIn),
    placeholderData: signedIn
      ? () => queryClient.getQueryData(productDetailQueryOptions(productId, false).queryKey)
      : undefined,
  });
}
