import type { ProductDetail, Variant } from '@shringar/contracts/catalogue';
import { authPathFor } from '@shringar/contracts/store-paths';
import { Bell, Heart, ShoppingCart } from '~/ui/icons';
import { Zap } from './product-icons';
import { lazy, Suspense, useState } from 'react';
import { useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { toast } from '~/ui/toast';
import { useAddToCart } from '~/features/cart/cart.public';
import { useWishlistHeart } from '~/features/wishlist/wishlist.public';
import { loadBuyNowPath } from '~/features/checkout/checkout.public';
import { getAuthToken } from '~/lib/auth-token';
import { loadedQueryRuntime } from '~/lib/lazy-query';
import { Button } from '~/ui/button';
import { personalDetailQueryOptions } from './api/product-detail';

/*
 * Only an out-of-stock variant shows 'Notify me' (the page opens on one; the picker cannot choose one): its code,
 * and its API calls', loads when it is shown. A server-rendered one stays as the server sent it until it hydrates;
 * on a navigation the same button stands in its place, disabled, until the code has come.
 */
const NotifyMe = lazy(() => import('./notify-me').then((m) => ({ default: m.NotifyMe })));

/** The label of the product page's cart button (spec 2). */
export function addToCartLabel(
  s: { outOfStock: boolean; inCart: boolean; adding: boolean },
  t: (typeof messages)['en'] = messages.en,
) {
  if (s.outOfStock) return t.cartOutOfStock;
  if (s.inCart) return t.alreadyInCart;
  if (s.adding) return t.adding;
  return t.addToCart;
}

/**
 * Add to Cart and the wishlist toggle for one variant. Mounted per variant (keyed by its id and flags), so the
 * flags start again from the chosen variant whenever it changes (spec 4).
 */
export function ProductActions({ productId, variant }: { productId: number; variant: Variant }) {
  const t = useMessages(messages);
  const navigate = useLocaleNavigate();
  const [inCart, setInCart] = useState(variant.itemAlreadyInCart);
  // The shopper's cached detail (5 minutes) learns the new flags too, so coming back shows them. A signed-in
  // shopper's page loaded the query runtime for that answer; with none loaded there is nothing cached to patch.
  const remember = (patch: Partial<Pick<Variant, 'itemAlreadyInCart' | 'isFavorite'>>) =>
    loadedQueryRuntime()
      ?.browserQueryClient()
      .setQueryData<ProductDetail>(personalDetailQueryOptions(String(productId)).queryKey, (old) =>
        old
          ? { ...old, variants: old.variants.map((v) => (v.variantId === variant.variantId ? { ...v, ...patch } : v)) }
          : old,
      );
  const { add, isAdding } = useAddToCart({
    failureMessage: t.addFailed,
    onAdded: () => {
      setInCart(true);
      remember({ itemAlreadyInCart: true });
    },
  });
  // The heart follows the shopper's wishlist (shared with the cards), the answer's flag until it has loaded.
  const wishlist = useWishlistHeart(productId, variant.variantId, variant.isFavorite);
  const favorite = wishlist.isFavorite;
  const outOfStock = variant.variantStock <= 0;

  const toggleWishlist = () => wishlist.toggle((isFavorite) => remember({ isFavorite }));

  // Buy Now: checkout for just this variant, the cart left as it is. Its path's module (the checkout page's, in a
  // chunk of its own) loads when the shopper reaches for the button, not with the page.
  const buyNow = () =>
    void loadBuyNowPath().then((buyNowPath) => {
      const path = buyNowPath(productId, variant.variantId);
      if (!getAuthToken()) {
        toast.info(t.loginForCheckout);
        void navigate(authPathFor(path));
        return;
      }
      void navigate(path);
    });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <Button
          size="lg"
          className="flex-1"
          data-testid="add-to-cart"
          disabled={outOfStock || inCart || isAdding}
          onClick={() => add({ productId, variantId: variant.variantId })}
        >
          <ShoppingCart aria-hidden="true" className="h-5 w-5" />
          {addToCartLabel({ outOfStock, inCart, adding: isAdding }, t)}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          className="flex-1 border-brand-600 text-brand-700"
          data-testid="buy-now"
          disabled={outOfStock}
          onPointerDown={() => void loadBuyNowPath()}
          onClick={buyNow}
        >
          <Zap aria-hidden="true" className="h-5 w-5" />
          {t.buyNow}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          aria-pressed={favorite}
          aria-label={favorite ? t.removeFromWishlist : t.addToWishlist}
          disabled={wishlist.isPending}
          onClick={toggleWishlist}
          data-testid="wishlist-toggle"
        >
          <Heart aria-hidden="true" className={`h-5 w-5 ${favorite ? 'fill-brand-600 text-brand-600' : ''}`} />
        </Button>
      </div>
      {outOfStock && (
        <Suspense
          fallback={
            <Button variant="secondary" className="w-full" disabled>
              <Bell aria-hidden="true" className="h-5 w-5" />
              {t.notifyMe}
            </Button>
          }
        >
          <NotifyMe productId={productId} variantId={variant.variantId} />
        </Suspense>
      )}
    </div>
  );
}
