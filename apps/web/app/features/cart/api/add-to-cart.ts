import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_MESSAGES } from '@shringar/contracts/cart-messages';
import { addToCart as addToCartEndpoint } from '@shringar/contracts/endpoints/cart';
import { authPathFor } from '@shringar/contracts/store-paths';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '~/ui/toast';
import { isStoreClosed } from '~/lib/api-error';
import { getAuthToken } from '~/lib/auth-token';
import { callApi } from '~/lib/call-api';
import { cartKeys } from './cart-count';

export type AddToCartInput = { productId: number | undefined; variantId: number | undefined };

/** POST /cart/add with the spec's quantity, always 1. */
export const addToCart = ({ productId, variantId }: { productId: number; variantId: number }) =>
  callApi(addToCartEndpoint, { body: { productId, variantId, quantity: 1 } });

/**
 * Add to cart with the spec's rules: anonymous → 'Please login to add items to cart' then sign-in (coming back here); missing ids →
 * 'Product information is incomplete'; success 'Item added to cart!' and the count refreshed; failure the
 * caller's message (cards and the product page word it differently), or the operator's while the store is closed.
 */
export function useAddToCart({ failureMessage, onAdded }: { failureMessage: string; onAdded?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: addToCart,
    onSuccess: async () => {
      toast.success('Item added to cart!');
      onAdded?.();
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (err) => {
      toast.error(isStoreClosed(err) ? err.message : failureMessage);
    },
  });
  const add = (input: AddToCartInput) => {
    if (!getAuthToken()) {
      toast.info('Please login to add items to cart');
      void navigate(authPathFor(location.pathname + location.search));
      return;
    }
    if (!input.productId || !input.variantId) {
      toast.error(CART_MESSAGES.INCOMPLETE);
      return;
    }
    mutation.mutate({ productId: input.productId, variantId: input.variantId });
  };
  return { add, isAdding: mutation.isPending };
}
