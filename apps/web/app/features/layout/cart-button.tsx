import { ShoppingCart } from '~/ui/icons';
import { Loader2 } from './layout-icons';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { formatCartBadge, LazyCartDrawer, preloadCartDrawer, useCartCount } from '~/features/cart/cart.public';

/** Other screens may open the cart drawer by dispatching this event on window. */
export const OPEN_CART_EVENT = 'open-cart-drawer';

/**
 * The cart icon: a button labelled with the count; badge spinner while loading, '99+' above 99. It opens the
 * cart drawer, which gives focus back to it when it closes.
 */
export function CartButton() {
  const { count, isLoading } = useCartCount();
  const t = useMessages(messages);
  const [open, setOpen] = useState(false);
  // The drawer mounts on the first open (its code loads then) and stays, so it keeps its state between opens.
  const [opened, setOpened] = useState(false);
  const openDrawer = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    window.addEventListener(OPEN_CART_EVENT, openDrawer);
    return () => window.removeEventListener(OPEN_CART_EVENT, openDrawer);
  }, [openDrawer]);
  const label = isLoading ? t.cartLoading : t.cart(count);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        data-testid="cart-button"
        aria-haspopup="dialog"
        onClick={openDrawer}
        onPointerEnter={preloadCartDrawer}
        onFocus={preloadCartDrawer}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100"
      >
        <ShoppingCart aria-hidden="true" className="h-5 w-5" />
        {isLoading ? (
          <span
            data-testid="cart-badge-loading"
            className="absolute -right-0.5 -top-0.5 flex h-5 w-5 items-center justify-center rounded-full bg-white"
          >
            <Loader2 aria-hidden="true" className="h-3.5 w-3.5 animate-spin text-brand-600" />
          </span>
        ) : (
          count > 0 && (
            <span
              data-testid="cart-badge"
              aria-hidden="true"
              className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-semibold leading-none text-white"
            >
              {formatCartBadge(count)}
            </span>
          )
        )}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <LazyCartDrawer open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
