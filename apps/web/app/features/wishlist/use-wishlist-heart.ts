import { authPathFor } from '@shringar/contracts/store-paths';
import { useLocation } from 'react-router';
import { useLocale, useLocaleNavigate } from '~/lib/i18n/i18n';
import { toast } from '~/ui/toast';
import { getAuthToken } from '~/lib/auth-token';
import { useToggleWishlist } from './api/toggle-wishlist';
import { useSharedWishlistList } from './wishlist-scope';

/**
 * A wishlist heart for one product variant (cards and the product page): filled when the signed-in shopper's
 * list holds it, a toggle that asks a signed-out visitor to sign in first (spec 8's messages). Until the list
 * has loaded, `fallback` (the product answer's own isFavorite) stands in. A toggle fetches the list again before
 * it settles (useToggleWishlist), so every heart of that variant and the header badge change together.
 */
export function useWishlistHeart(productId: number, variantId: number, fallback = false) {
  const { signedIn, list } = useSharedWishlistList();
  const navigate = useLocaleNavigate();
  const locale = useLocale();
  // The toasts' words load with them (as the toasts do): every product card's page carries this hook.
  const say = (kind: 'info' | 'error', text: 'login' | 'updateFailed') =>
    void import('./heart-messages').then((m) => toast[kind](m.heartMessages[locale][text]));
  const location = useLocation();
  const toggleMutation = useToggleWishlist();

  const inList = list.data ? list.data.some((i) => i.productId === productId && i.variantId === variantId) : fallback;
  const isFavorite = signedIn && inList;

  const toggle = (onChanged?: (isFavorite: boolean) => void) => {
    if (!getAuthToken()) {
      say('info', 'login');
      navigate(authPathFor(location.pathname + location.search));
      return;
    }
    void toggleMutation.mutate(
      { productId, variantId },
      {
        onSuccess: (r) => onChanged?.(r.isFavorite),
        onError: () => say('error', 'updateFailed'),
      },
    );
  };

  return { isFavorite, toggle, isPending: toggleMutation.isPending };
}
