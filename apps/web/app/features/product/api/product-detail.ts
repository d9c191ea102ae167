import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getProduct } from '@shringar/contracts/endpoints/products';
import { callApi } from '~/lib/call-api';
import { PRODUCT_DETAIL_STALE_MS } from '~/lib/query/query-client';
import { useSignedIn } from '~/ui/use-signed-in';

/**
 * GET /products/{id}. The shopper's own flags (isFavorite, itemAlreadyInCart) come only with a token, so a signed-in answer is
 * cached apart from the anonymous one the server rendered. Spec 9: cached 5 minutes.
 */
export const productDetailQueryOptions = (productId: string, personal = false) =>
  queryOptions({
    queryKey: ['products', 'detail', productId, { personal }] as const,
    queryFn: ({ signal }) => callApi(getProduct, { params: { id: productId } }, { signal }),
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
