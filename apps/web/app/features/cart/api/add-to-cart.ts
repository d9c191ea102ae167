import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shringar/contracts/cart';
import { CART_MESSAGES } from '@shringar/contracts/cart';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { apiRequest } from '~/lib/api-client';
import { getAuthToken } from '~/lib/auth-token';
import { cartKeys } from './cart-count';

export type AddToCartInput = { productId: number | undefined; variantId: number | undefined };

/** POST /cart/add with the spec's quantity, always 1. */
export const addToCart = ({ productId, variantId }: { productId: number; variantId: number }) =>
  apiRequest<Cart>('/cart/add', { method: 'POST', body: { productId, variantId, quantity: 1 } });

/**
 * Add to cart with the spec's rules: anonymous → 'Please login to add items to cart' then /auth; missing ids →
 * 'Product information is incomplete'; success 'Item added to cart!' and the count refreshed; failure the
 * caller's message (cards and the product page word it differently).
 */
export function useAddToCart({ failureMessage, onAdded }: { failureMessage: string; onAdded?: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: addToCart,
    onSuccess: async () => {
      toast.success('Item added to cart!');
      onAdded?.();
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: () => {
      toast.error(failureMessage);
    },
  });
  const add = (input: AddToCartInput) => {
    if (!getAuthToken()) {
      toast.info('Please login to add items to cart');
      void navigate('/auth');
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
