import type { WishlistItem } from '@shringar/contracts/wishlist';
import { listWishlist } from '@shringar/contracts/endpoints/wishlist';
import { callApiList } from '~/lib/call-api';
import { useLazyQuery } from '~/lib/lazy-query';
import { useSignedIn } from '~/ui/use-signed-in';

export const wishlistKeys = { all: ['wishlist'] as const, list: () => ['wishlist', 'list'] as const };

/** GET /wishlist, with duplicate product and variant pairs collapsed (spec 4). */
export async function fetchWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  const items = await callApiList(listWishlist, {}, { signal });
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = `${i.productId}:${i.variantId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const wishlistQueryOptions = () => ({
  queryKey: wishlistKeys.list(),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchWishlist(signal),
});

/**
 * The signed-in shopper's list, for the header badge and the hearts: TanStack Query loads only once someone is
 * signed in (lib/lazy-query.ts), and every reader shares the one cached answer.
 */
export function useWishlistList(observe = true) {
  const signedIn = useSignedIn();
  return { signedIn, list: useLazyQuery(wishlistQueryOptions(), signedIn && observe) };
}

/** The header badge: the real number of wishlist items (0 and no call when signed out). */
export function useWishlistCount() {
  const { signedIn, list } = useWishlistList();
  return signedIn ? (list.data?.length ?? 0) : 0;
}
