import type { WishlistItem } from '@shringar/contracts/wishlist';
import { useMutation } from '@tanstack/react-query';
import { toast } from '~/ui/toast';
import { addToCart, useRefreshCart } from '~/features/cart/cart.public';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from '../messages';
import { inStockItems } from '../wishlist-sort';

/**
 * Spec 4 'Add All to Cart': quantity 1 of each in-stock item, one after another (each add checks stock under
 * its own lock; in parallel they would only queue on the shopper's cart). Any refusal is the failure toast; the
 * cart badge and drawer are refreshed either way, since the items before it were added.
 */
export function useAddAllToCart() {
  const refreshCart = useRefreshCart();
  const t = useMessages(messages);
  const mutation = useMutation({
    mutationFn: async (items: WishlistItem[]) => {
      for (const item of items) await addToCart({ productId: item.productId, variantId: item.variantId });
      return items.length;
    },
    onSuccess: (n) => toast.success(t.addedAll(n)),
    onError: () => toast.error(t.addAllFailed),
    onSettled: () => refreshCart(),
  });
  const addAll = (items: WishlistItem[]) => {
    const available = inStockItems(items);
    if (available.length === 0) {
      toast.info(t.noneInStock);
      return;
    }
    mutation.mutate(available);
  };
  return { addAll, isAdding: mutation.isPending };
}
