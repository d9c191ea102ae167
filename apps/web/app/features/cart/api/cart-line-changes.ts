import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shringar/contracts/cart';
import { addToCart, decrementCartItem, removeCartItem } from '@shringar/contracts/endpoints/cart';
import { toast } from '~/ui/toast';
import { isStoreClosed } from '~/lib/api-error';
import { callApi } from '~/lib/call-api';
import { useErrorMessage, useMessages } from '~/lib/i18n/i18n';
import { messages } from '../messages';
import { cartQueryOptions } from './cart';
import { cartCountQueryOptions } from './cart-count';

export type CartLineChange = 'increase' | 'decrease' | 'remove';

type LineRef = { cartItemId: number; productId: number; variantId: number };

const change = (kind: CartLineChange, line: LineRef): Promise<Cart> => {
  if (kind === 'increase')
    return callApi(addToCart, { body: { productId: line.productId, variantId: line.variantId, quantity: 1 } });
  if (kind === 'decrease') return callApi(decrementCartItem, { query: { itemId: line.cartItemId } });
  return callApi(removeCartItem, { query: { cartItemId: line.cartItemId } });
};

/**
 * +, − and remove for one cart line (one hook per line, so each line has its own spinner). Every change answers
 * the whole cart, which replaces the drawer's copy; the header badge is asked for again (spec 4: each change
 * re-fetches the count). Failures: spec 8's 'Failed to update item quantity' / 'Failed to remove item from cart'.
 */
export function useCartLineChange(line: LineRef) {
  const queryClient = useQueryClient();
  const t = useMessages(messages);
  const message = useErrorMessage();
  return useMutation({
    mutationFn: (kind: CartLineChange) => change(kind, line),
    onSuccess: (cart) => {
      queryClient.setQueryData(cartQueryOptions().queryKey, cart);
    },
    onError: (error, kind) => {
      const failed = kind === 'remove' ? t.removeFailed : t.updateFailed;
      toast.error(isStoreClosed(error) ? message(error, failed) : failed);
      void queryClient.invalidateQueries({ queryKey: cartQueryOptions().queryKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartCountQueryOptions().queryKey }),
  });
}
