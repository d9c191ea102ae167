import type { Cart } from '@shringar/contracts/cart';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { messages } from './messages';

/** The drawer's totals (spec 2: cartPrice, allItemsBasePrice, finalDiscount) and the checkout button. */
export function CartSummary({ cart, onProceed }: { cart: Cart; onProceed: () => void }) {
  const t = useMessages(messages);
  const f = useFormat();
  return (
    <div className="flex flex-col gap-3" data-testid="cart-summary">
      <dl className="flex flex-col gap-1.5 text-sm">
        <div className="flex justify-between text-gray-700">
          <dt>{t.price(cart.itemCount)}</dt>
          <dd>{f.price(cart.allItemsBasePrice)}</dd>
        </div>
        {cart.finalDiscount > 0 && (
          <div className="flex justify-between text-green-700">
            <dt>{t.discount}</dt>
            <dd>−{f.price(cart.finalDiscount)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold text-gray-900">
          <dt>{t.total}</dt>
          <dd data-testid="cart-total">{f.price(cart.cartPrice)}</dd>
        </div>
      </dl>
      <Button size="lg" className="w-full" disabled={!cart.isMinimumOrderMet} onClick={onProceed}>
        {cart.isMinimumOrderMet ? t.proceed : t.minimumRequired}
      </Button>
    </div>
  );
}
