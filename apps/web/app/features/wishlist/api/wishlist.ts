import type { WishlistItem } from '@shringar/contracts/wishlist';
import { listWishlist } from '@shringar/contracts/endpoints/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiList } from '~/lib/call-api';
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

export const wishlistQueryOptions = () =>
  queryOptions({ queryKey: wishlistKeys.list(), queryFn: ({ signal }) => fetchWishlist(signal) });

/** The header badge: the real number of wishlist items (0 and no call when signed out). */
export function useWishlistCount() {
  const signedIn = useSignedIn();
  const query = useQuery({ ...wishlistQueryOptions(), enabled: signedIn });
  return signedIn ? (query.data?.length ?? 0) : 0;
}
