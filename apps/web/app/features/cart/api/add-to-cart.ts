import { addToCart as addToCartEndpoint } from '@shringar/contracts/endpoints/cart';
import { authPathFor } from '@shringar/contracts/store-paths';
import { useLocation } from 'react-router';
import { type Locale, useLocale, useLocaleNavigate } from '~/lib/i18n/i18n';
import { toast } from '~/ui/toast';
import { isStoreClosed } from '~/lib/api-error';
import { getAuthToken } from '~/lib/auth-token';
import { callApi } from '~/lib/call-api';
import { loadQueryRuntime, useLazyMutation } from '~/lib/lazy-query';
import { cartKeys } from './cart-count';

/**
 * A toast in the page's language; its words load with it (as the toasts do), so every product card's page does
 * not carry both languages' texts in its first load.
 */
const say = (locale: Locale, kind: 'info' | 'error' | 'success', text: 'loginToAdd' | 'incomplete' | 'added') =>
  void import('../add-to-cart-messages').then((m) => toast[kind](m.addToCartMessages[locale][text]));

export type AddToCartInput = { productId: number | undefined; variantId: number | undefined };

/** POST /cart/add with the spec's quantity, always 1. */
export const addToCart = ({ productId, variantId }: { productId: number; variantId: number }) =>
  callApi(addToCartEndpoint, { body: { productId, variantId, quantity: 1 } });

/**
 * Add to cart with the spec's rules: anonymous → 'Please login to add items to cart' then sign-in (coming back here); missing ids →
 * 'Product information is incomplete'; success 'Item added to cart!' and the count refreshed; failure the
 * caller's message (cards and the product page word it differently), or the operator's while the store is closed.
 * The mutation machinery loads on the first press (lib/lazy-query.ts), not with the page.
 */
export function useAddToCart({ failureMessage, onAdded }: { failureMessage: string; onAdded?: () => void }) {
  const navigate = useLocaleNavigate();
  const locale = useLocale();
  const location = useLocation();
  const mutation = useLazyMutation(addToCart);
  const add = (input: AddToCartInput) => {
    if (!getAuthToken()) {
      say(locale, 'info', 'loginToAdd');
      navigate(authPathFor(location.pathname + location.search));
      return;
    }
    if (!input.productId || !input.variantId) {
      say(locale, 'error', 'incomplete');
      return;
    }
    void mutation.mutate(
      { productId: input.productId, variantId: input.variantId },
      {
        onSuccess: () => {
          say(locale, 'success', 'added');
          onAdded?.();
          void loadQueryRuntime().then((r) => r.browserQueryClient().invalidateQueries({ queryKey: cartKeys.all }));
        },
        onError: (err) => {
          if (!isStoreClosed(err)) return toast.error(failureMessage);
          // The API errors' Hindi texts load with the error: every product card's page carries this hook.
          void import('~/lib/i18n/api-error-texts').then((m) =>
            toast.error(m.errorMessage(err, locale, failureMessage)),
          );
        },
      },
    );
  };
  return { add, isAdding: mutation.isPending };
}
