import { toggleWishlist as toggleWishlistEndpoint } from '@shringar/contracts/endpoints/wishlist';
import { callApi } from '~/lib/call-api';
import { loadQueryRuntime, useLazyMutation } from '~/lib/lazy-query';
import { wishlistKeys } from './wishlist';

/** POST /wishlist is a toggle: it answers whether the variant is now a favourite. */
export const toggleWishlist = (body: { productId: number; variantId: number }) =>
  callApi(toggleWishlistEndpoint, { body });

/** The list is fetched again once a toggle settles, so every heart and the badge change together. */
const refetchWishlist = () =>
  loadQueryRuntime().then((r) => r.browserQueryClient().invalidateQueries({ queryKey: wishlistKeys.all }));

export function useToggleWishlist() {
  const mutation = useLazyMutation(toggleWishlist);
  const mutate = (
    body: { productId: number; variantId: number },
    handlers: { onSuccess?: (r: { isFavorite: boolean }) => void; onError?: (error: unknown) => void } = {},
  ) =>
    mutation.mutate(body, {
      onSuccess: (r) => {
        void refetchWishlist();
        handlers.onSuccess?.(r);
      },
      onError: (error) => {
        void refetchWishlist();
        handlers.onError?.(error);
      },
    });
  return { mutate, isPending: mutation.isPending };
}
