import { getCartCount } from '@shringar/contracts/endpoints/cart';
import { callApi } from '~/lib/call-api';
import { loadedQueryRuntime, useLazyQuery } from '~/lib/lazy-query';
import { useSignedIn } from '~/ui/use-signed-in';
import { useEffect } from 'react';

/** Spec 9: the cart count is polled every 30 s while signed in. */
export const CART_COUNT_POLL_MS = 30_000;

export const cartKeys = {
  all: ['cart'] as const,
  count: () => ['cart', 'count'] as const,
  detail: () => ['cart', 'detail'] as const,
};

export const cartCountQueryOptions = () => ({
  queryKey: cartKeys.count(),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(getCartCount, {}, { signal }),
  refetchInterval: CART_COUNT_POLL_MS,
  staleTime: 0,
});

/**
 * The badge's number: only asked for when signed in (a guest's count is 0 without a call, and without loading
 * TanStack Query at all).
 */
export function useCartCount() {
  const signedIn = useSignedIn();
  const query = useLazyQuery(cartCountQueryOptions(), signedIn);
  // Spec 4 guest reset: signing out forgets the last shopper's cart, so the next one never sees it.
  useEffect(() => {
    if (!signedIn) loadedQueryRuntime()?.browserQueryClient().removeQueries({ queryKey: cartKeys.all });
  }, [signedIn]);
  return { signedIn, count: signedIn ? (query.data?.itemCount ?? 0) : 0, isLoading: signedIn && query.isPending };
}

/** Spec 9 badge cap: '99+' above 99. */
export function formatCartBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
