import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import { wishlistKeys } from './wishlist';

/** POST /wishlist/ is a toggle: it answers whether the variant is now a favourite. */
export const toggleWishlist = (body: { productId: number; variantId: number }) =>
  apiRequest<{ isFavorite: boolean }>('/wishlist/', { method: 'POST', body });

export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
