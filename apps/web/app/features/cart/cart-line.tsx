import type { CartItem } from '@shringar/contracts/cart';
import { storePaths } from '@shringar/contracts/store-paths';
import { Loader2, Minus, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { Price } from '~/ui/price';
import { Stars } from '~/ui/stars';
import { type CartLineChange, useCartLineChange } from './api/cart-line-changes';
import { messages } from './messages';

type CartLineProps = {
  item: CartItem;
  /** Asks before a change: false when the shopper must sign in first (spec 6). */
  mayChange: () => boolean;
};

function QuantityButton(props: { label: string; blocked: boolean; onPress: () => void; children: ReactNode }) {
  // aria-disabled rather than disabled: a keyboard shopper's focus stays on the button while the line updates.
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-disabled={props.blocked}
      onClick={() => {
        if (!props.blocked) props.onPress();
      }}
      className="flex h-8 w-8 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 aria-disabled:cursor-not-allowed aria-disabled:text-gray-400 aria-disabled:hover:bg-transparent"
    >
      {props.children}
    </button>
  );
}

/**
 * One cart line (spec 2): image and name linking to the product, variant, stars with the review count, price,
 * struck base price and discount, and + / − / remove. While it changes, a spinner takes the quantity's place
 * and its buttons are disabled; + is also disabled at the line's limit (stock, or less when the variant caps
 * what one order may take).
 */
export function CartLine({ item, mayChange }: CartLineProps) {
  const t = useMessages(messages);
  const mutation = useCartLineChange(item);
  const busy = mutation.isPending;
  const atLimit = item.itemQuantity >= Math.min(item.itemStock, item.itemMaxQuantity);
  const run = (kind: CartLineChange) => {
    if (mayChange()) mutation.mutate(kind);
  };
  const href = storePaths.product(item.productId);
  return (
    <li data-testid="cart-line" data-cart-item-id={item.cartItemId} className="flex gap-3 py-4">
      {/* The name is the line's link; a second link on the picture would only repeat it for keyboard users. */}
      <div className="h-20 w-20 shrink-0 self-start overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
        <img
          src={item.images[0]}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          className="h-20 w-20 object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <LocaleLink
          to={href}
          className="line-clamp-2 text-sm font-medium leading-snug text-gray-900 hover:text-brand-700"
          data-testid="cart-line-name"
        >
          {item.productName}
        </LocaleLink>
        {item.variantName && <p className="truncate text-xs text-gray-600">{item.variantName}</p>}
        <Stars rating={item.avgRating} count={item.reviews} size={12} />
        <Price price={item.itemPrice} basePrice={item.itemBasePrice} discount={item.itemDiscount} />
        <div className="mt-1 flex items-center justify-between">
          <div className="flex items-center gap-1 rounded-full border border-gray-300 px-1">
            <QuantityButton label={t.decrease(item.productName)} blocked={busy} onPress={() => run('decrease')}>
              <Minus aria-hidden="true" className="h-4 w-4" />
            </QuantityButton>
            <span
              className="flex h-8 min-w-8 items-center justify-center text-sm font-semibold"
              data-testid="cart-line-quantity"
            >
              {busy ? (
                <Loader2 aria-label={t.updating} role="img" className="h-4 w-4 animate-spin text-brand-600" />
              ) : (
                <>
                  <span className="sr-only">{t.quantity}</span>
                  {item.itemQuantity}
                </>
              )}
            </span>
            <QuantityButton
              label={t.increase(item.productName)}
              blocked={busy || atLimit}
              onPress={() => run('increase')}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
            </QuantityButton>
          </div>
          <QuantityButton label={t.remove(item.productName)} blocked={busy} onPress={() => run('remove')}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </QuantityButton>
        </div>
      </div>
    </li>
  );
}
