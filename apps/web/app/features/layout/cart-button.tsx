import { Loader2, ShoppingCart } from 'lucide-react';
import { formatCartBadge, useCartCount } from '~/features/cart/cart.public';

/** Other screens (the cart drawer) listen for this event to open; the header only announces the wish. */
export const OPEN_CART_EVENT = 'open-cart-drawer';

/** The cart icon: a button labelled with the count; badge spinner while loading, '99+' above 99. */
export function CartButton() {
  const { count, isLoading } = useCartCount();
  const label = isLoading ? 'Cart, loading item count' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <button
      type="button"
      aria-label={label}
      data-testid="cart-button"
      onClick={() => window.dispatchEvent(new Event(OPEN_CART_EVENT))}
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
  );
}
