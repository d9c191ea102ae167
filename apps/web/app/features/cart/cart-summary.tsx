import type { Cart } from '@shringar/contracts/cart';
import { formatRupees } from '@shringar/contracts/money';
import { Button } from '~/ui/button';

/** The drawer's totals (spec 2: cartPrice, allItemsBasePrice, finalDiscount) and the checkout button. */
export function CartSummary({ cart, onProceed }: { cart: Cart; onProceed: () => void }) {
  return (
    <div className="flex flex-col gap-3" data-testid="cart-summary">
      <dl className="flex flex-col gap-1.5 text-sm">
        <div className="flex justify-between text-gray-700">
          <dt>
            Price ({cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatRupees(cart.allItemsBasePrice)}</dd>
        </div>
        {cart.finalDiscount > 0 && (
          <div className="flex justify-between text-green-700">
            <dt>Discount</dt>
            <dd>−{formatRupees(cart.finalDiscount)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold text-gray-900">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatRupees(cart.cartPrice)}</dd>
        </div>
      </dl>
      <Button size="lg" className="w-full" disabled={!cart.isMinimumOrderMet} onClick={onProceed}>
        {cart.isMinimumOrderMet ? 'Proceed To Buy' : 'Minimum Order Required'}
      </Button>
    </div>
  );
}
