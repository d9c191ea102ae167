import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, readList } from '~/lib/api-client';
import { useSignedIn } from '~/ui/use-signed-in';

/** Spec 3 wishlist item. */
export type WishlistItem = {
  productId: number;
  variantId: number;
  productName: string;
  variantName: string;
  productImageUrl: string;
  price: number;
  basePrice: number;
  variantDiscount: number;
  avgRating: number;
  stockAvailable: number;
};

export const wishlistKeys = { all: ['wishlist'] as const, list: () => ['wishlist', 'list'] as const };

/** GET /wishlist/, with duplicate product and variant pairs collapsed (spec 4). */
export async function fetchWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  const items = readList<WishlistItem>(await apiGet<unknown>('/wishlist/', undefined, signal));
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
