import type { ProductDetail } from '@shringar/contracts/catalogue';
import { getProduct } from '@shringar/contracts/endpoints/products';
import { callApi } from '~/lib/call-api';
import { useLazyQuery } from '~/lib/lazy-query';
import { useSignedIn } from '~/ui/use-signed-in';

/** GET /products/{id}: the route loader's call (server render and navigations alike). */
export const fetchProductDetail = (productId: string, signal?: AbortSignal) =>
  callApi(getProduct, { params: { id: productId } }, { signal });

/** Spec 9: product detail is cached 5 minutes (other catalogue answers a minute, the client's default). */
const PRODUCT_DETAIL_STALE_MS = 5 * 60 * 1000;

/**
 * The signed-in shopper's own answer (isFavorite, itemAlreadyInCart come only with a token), cached apart from
 * the anonymous one the server rendered. Spec 9: cached 5 minutes.
 */
export const personalDetailQueryOptions = (productId: string) => ({
  queryKey: ['products', 'detail', productId, { personal: true }] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchProductDetail(productId, signal),
  staleTime: PRODUCT_DETAIL_STALE_MS,
});

/**
 * The product the page shows: the loader's (anonymous on the server) answer, then, for a signed-in shopper after
 * hydration, their own answer once it arrives. TanStack Query loads only for a signed-in shopper.
 */
export function useProductDetail(productId: string, loaded: ProductDetail | null): ProductDetail | null {
  const signedIn = useSignedIn();
  const personal = useLazyQuery(personalDetailQueryOptions(productId), signedIn);
  return (signedIn ? personal.data : undefined) ?? loaded;
}
