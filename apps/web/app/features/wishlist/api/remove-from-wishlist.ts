import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '@shringar/contracts/wishlist';
import { useState } from 'react';
import { toast } from '~/ui/toast';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from '../messages';
import { toggleWishlist } from './toggle-wishlist';
import { wishlistKeys } from './wishlist';

export const wishlistItemKey = (i: { productId: number; variantId: number }) => `${i.productId}:${i.variantId}`;

/**
 * Spec 4: removal is optimistic and disables the item meanwhile (its key is in `removing`); it leaves the list
 * as soon as the server agrees. POST /wishlist is a toggle, so an answer saying the item is (again) a favourite
 * is a failure too. On failure: spec 8's toast, and the list is loaded again.
 */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  const t = useMessages(messages);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const mark = (key: string, on: boolean) =>
    setRemoving((was) => {
      const next = new Set(was);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const mutation = useMutation({
    mutationFn: async (item: WishlistItem) => {
      const answer = await toggleWishlist({ productId: item.productId, variantId: item.variantId });
      // A toggle that answers 'favourite' put the item back: the removal failed.
      if (answer.isFavorite) throw new Error('still in the wishlist');
    },
    onMutate: (item) => mark(wishlistItemKey(item), true),
    onSuccess: (_, item) =>
      queryClient.setQueryData<WishlistItem[]>(wishlistKeys.list(), (old) =>
        old?.filter((i) => wishlistItemKey(i) !== wishlistItemKey(item)),
      ),
    onError: async () => {
      toast.error(t.removeFailed);
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
    onSettled: (_, __, item) => mark(wishlistItemKey(item), false),
  });
  return { remove: mutation.mutate, removing };
}
