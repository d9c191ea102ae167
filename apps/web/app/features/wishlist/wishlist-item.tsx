import { storePaths } from '@shringar/contracts/store-paths';
import type { WishlistItem as Item } from '@shringar/contracts/wishlist';
import { ImageOff, ShoppingCart, Trash2 } from 'lucide-react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { useAddToCart } from '~/features/cart/cart.public';
import { Button } from '~/ui/button';
import { Price } from '~/ui/price';
import { Stars } from '~/ui/stars';
import { messages } from './messages';

export type WishlistView = 'grid' | 'list';

/** One saved variant: image and name link to the product; Add to Cart and Remove. Disabled while removing. */
export function WishlistItemCard({
  item,
  view,
  removing,
  onRemove,
}: {
  item: Item;
  view: WishlistView;
  removing: boolean;
  onRemove: () => void;
}) {
  const t = useMessages(messages);
  const { add, isAdding } = useAddToCart({ failureMessage: t.addFailed });
  const inStock = item.inStock && item.stockAvailable > 0;
  const href = storePaths.product(item.productId);
  const list = view === 'list';
  // Side by side in the list's rows (sized to their text on wider screens); stacked in a narrow grid card.
  const grow = list ? 'flex-1 sm:flex-none' : 'w-full';
  return (
    <article
      data-testid="wishlist-item"
      aria-busy={removing}
      aria-label={item.productName}
      className={`flex h-full gap-3 rounded-2xl border border-gray-200 bg-white p-3 transition-opacity ${
        list ? 'flex-row items-start' : 'flex-col'
      } ${removing ? 'opacity-50' : ''}`}
    >
      <LocaleLink
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className={`block shrink-0 overflow-hidden rounded-xl bg-gray-50 ${list ? 'h-24 w-24 sm:h-28 sm:w-28' : 'aspect-square w-full'}`}
      >
        {item.productImageUrl ? (
          <img
            src={item.productImageUrl}
            alt=""
            width={400}
            height={400}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : (
          <ImageOff className="m-auto h-full w-8 text-gray-400" />
        )}
      </LocaleLink>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="line-clamp-2 text-sm font-medium leading-snug text-gray-900">
          <LocaleLink to={href} className="hover:underline">
            {item.productName}
          </LocaleLink>
        </h2>
        {item.variantName && <p className="truncate text-xs text-gray-600">{item.variantName}</p>}
        <Stars rating={item.avgRating} />
        <Price price={item.price} basePrice={item.basePrice} discount={item.variantDiscount} />
        <p className={`text-xs font-medium ${inStock ? 'text-green-700' : 'text-red-700'}`}>
          {inStock ? t.inStock(item.stockAvailable) : t.outOfStock}
        </p>
        <div className={`mt-auto flex gap-2 pt-2 ${list ? 'flex-wrap' : 'flex-col'}`}>
          <Button
            size="sm"
            className={grow}
            disabled={!inStock || isAdding || removing}
            onClick={() => add({ productId: item.productId, variantId: item.variantId })}
          >
            <ShoppingCart aria-hidden="true" className="h-4 w-4" />
            {!inStock ? t.outOfStockButton : isAdding ? t.adding : t.addToCart}
            <span className="sr-only">: {item.productName}</span>
          </Button>
          <Button size="sm" variant="secondary" className={grow} disabled={removing} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {removing ? t.removing : t.remove}
            <span className="sr-only">: {item.productName}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
