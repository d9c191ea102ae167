import { authPathFor, storePaths } from '@shringar/contracts/store-paths';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLocaleNavigate, useMessages } from '~/lib/i18n/i18n';
import { toast } from '~/ui/toast';
import { getAuthToken } from '~/lib/auth-token';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { useSignedIn } from '~/ui/use-signed-in';
import { useCart } from './api/cart';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { FreeDeliveryBanner } from './free-delivery-banner';
import { messages } from './messages';
import { QueryScope } from '~/lib/query/query-scope';

/**
 * The cart drawer (spec 2): slides in from the right, closes by the backdrop, the close button or Escape, and
 * gives focus back to the cart icon. States: 'Loading your cart...', 'Failed to load cart' with 'Try again',
 * the empty cart, and the lines with the banner, totals and checkout button. A guest sees the empty cart; any
 * change they try asks them to sign in first (spec 6).
 */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signedIn = useSignedIn();
  const navigate = useLocaleNavigate();
  const t = useMessages(messages);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // Enabled only while open: each opening makes the (always stale) cart load again.
  const cart = useCart(open && signedIn);

  // Following a line's link (or any navigation) closes the drawer.
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (open && openedAt.current !== location.key) onClose();
    openedAt.current = location.key;
  }, [location.key, open, onClose]);

  const requireSignIn = (message: string, back: string) => {
    if (getAuthToken()) return true;
    toast.info(message);
    onClose();
    navigate(authPathFor(back));
    return false;
  };
  const mayChange = () => requireSignIn(t.loginToUpdate, here);
  const proceed = () => {
    if (!requireSignIn(t.loginToCheckout, storePaths.checkout)) return;
    onClose();
    navigate(storePaths.checkout);
  };

  const data = signedIn ? cart.data : undefined;
  const lines = data?.items ?? [];

  // A removed line takes the focused button with it; keep a keyboard shopper's place inside the drawer.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (open && (!active || active === document.body)) content.current?.focus();
  }, [lines.length, open]);
  const body = (() => {
    if (signedIn && cart.isError)
      return (
        <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="font-medium text-gray-900">{t.failedToLoad}</p>
          <Button variant="secondary" onClick={() => void cart.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      );
    if (signedIn && !data)
      return (
        <p role="status" className="py-16 text-center text-gray-600">
          {t.loading}
        </p>
      );
    if (lines.length === 0)
      return (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <ShoppingBag aria-hidden="true" className="h-12 w-12 text-gray-300" />
          <p className="text-lg font-semibold text-gray-900">{t.empty}</p>
          <p className="text-sm text-gray-600">{t.startShopping}</p>
          <Button onClick={onClose}>{t.continueShopping}</Button>
        </div>
      );
    return (
      <div className="flex flex-col gap-2">
        <FreeDeliveryBanner banner={data!.freeDeliveryBanner} />
        <ul aria-label={t.cartItems} className="divide-y divide-gray-200">
          {lines.map((item) => (
            <CartLine key={item.cartItemId} item={item} mayChange={mayChange} />
          ))}
        </ul>
      </div>
    );
  })();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.title}
      placement="right"
      footer={data && lines.length > 0 && !cart.isError ? <CartSummary cart={data} onProceed={proceed} /> : undefined}
    >
      <div ref={content} tabIndex={-1} data-testid="cart-drawer" className="outline-none">
        {body}
      </div>
    </Dialog>
  );
}

/** The drawer inside the browser's shared query client (store pages on loader data have none of their own). */
export function ScopedCartDrawer(props: { open: boolean; onClose: () => void }) {
  return (
    <QueryScope>
      <CartDrawer {...props} />
    </QueryScope>
  );
}
