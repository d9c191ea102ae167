import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCartCount } from '@shringar/contracts/endpoints/cart';
import { callApi } from '~/lib/call-api';
import { useSignedIn } from '~/ui/use-signed-in';
import { useCallback, useEffect } from 'react';

/** Spec 9: the cart count is polled every 30 s while signed in. */
export const CART_COUNT_POLL_MS = 30_000;

export const cartKeys = {
  all: ['cart'] as const,
  count: () => ['cart', 'count'] as const,
  detail: () => ['cart', 'detail'] as const,
};

export const cartCountQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.count(),
    queryFn: ({ signal }) => callApi(getCartCount, {}, { signal }),
    refetchInterval: CART_COUNT_POLL_MS,
    staleTime: 0,
  });

/** The badge's number: only asked for when signed in (a guest's count is 0 without a call). */
export function useCartCount() {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const query = useQuery({ ...cartCountQueryOptions(), enabled: signedIn });
  // Spec 4 guest reset: signing out forgets the last shopper's cart, so the next one never sees it.
  useEffect(() => {
    if (!signedIn) queryClient.removeQueries({ queryKey: cartKeys.all });
  }, [signedIn, queryClient]);
  return { signedIn, count: signedIn ? (query.data?.itemCount ?? 0) : 0, isLoading: signedIn && query.isPending };
}

/** The global refresh hook: anything that changes the cart calls the function it returns. */
export function useRefreshCart() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: cartKeys.all }), [queryClient]);
}

/** Spec 9 badge cap: '99+' above 99. */
export function formatCartBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
