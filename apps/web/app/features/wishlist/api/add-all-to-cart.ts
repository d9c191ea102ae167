import type { WishlistItem } from '@shringar/contracts/wishlist';
import { useMutation } from '@tanstack/react-query';
import { toast } from '~/ui/toast';
import { addToCart, useRefreshCart } from '~/features/cart/cart.public';
import { inStockItems } from '../wishlist-sort';

export const ADD_ALL_MESSAGES = {
  NONE_IN_STOCK: 'No items available to add to cart',
  added: (n: number) => `Added ${n} items to cart!`,
  FAILED: 'Failed to add items to cart. Please try again.',
} as const;

/**
 * Spec 4 'Add All to Cart': quantity 1 of each in-stock item, one after another (each add checks stock under
 * its own lock; in parallel they would only queue on the shopper's cart). Any refusal is the failure toast; the
 * cart badge and drawer are refreshed either way, since the items before it were added.
 */
export function useAddAllToCart() {
  const refreshCart = useRefreshCart();
  const mutation = useMutation({
    mutationFn: async (items: WishlistItem[]) => {
      for (const item of items) await addToCart({ productId: item.productId, variantId: item.variantId });
      return items.length;
    },
    onSuccess: (n) => toast.success(ADD_ALL_MESSAGES.added(n)),
    onError: () => toast.error(ADD_ALL_MESSAGES.FAILED),
    onSettled: () => refreshCart(),
  });
  const addAll = (items: WishlistItem[]) => {
    const available = inStockItems(items);
    if (available.length === 0) {
      toast.info(ADD_ALL_MESSAGES.NONE_IN_STOCK);
      return;
    }
    mutation.mutate(available);
  };
  return { addAll, isAdding: mutation.isPending };
}
