import { toggleWishlist as toggleWishlistEndpoint } from '@shringar/contracts/endpoints/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '~/lib/call-api';
import { wishlistKeys } from './wishlist';

/** POST /wishlist is a toggle: it answers whether the variant is now a favourite. */
export const toggleWishlist = (body: { productId: number; variantId: number }) =>
  callApi(toggleWishlistEndpoint, { body });

export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
