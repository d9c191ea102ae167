import type { ProductCard as ProductCardData } from '@shringar/contracts/catalogue';
import { ChevronLeft, ChevronRight } from '~/ui/icons';
import { useEffect, useRef, useState } from 'react';
import { ProductCard } from '~/features/catalogue/catalogue.public';
import { WishlistScope } from '~/features/wishlist/wishlist.public';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/**
 * The cards a strip's server HTML carries: as many as a wide screen shows at once (five 14 rem cards fill the
 * page's 80 rem) and one more. The rest (up to 20) are added once the strip has hydrated, to the right of the
 * scroller where nothing moves. Two strips of 20 cards were 1,000 of the product page's 1,600 elements and 100 kB of
 * its HTML, parsed, styled and laid out by a phone before the shopper scrolled to them.
 */
export const SERVER_RENDERED_CARDS = 6;

/** A horizontal strip of product cards with left and right scroll buttons (Related Products, More to Explore). */
export function ProductScroller({ title, products }: { title: string; products: ProductCardData[] | undefined }) {
  const t = useMessages(messages);
  const ref = useRef<HTMLUListElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!products || products.length === 0) return null;
  const shown = hydrated ? products : products.slice(0, SERVER_RENDERED_CARDS);
  const scroll = (dir: 1 | -1) =>
    ref.current?.scrollBy({ left: dir * ref.current.clientWidth * 0.8, behavior: 'smooth' });
  const id = `scroller-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <WishlistScope>
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <div className="flex items-center justify-between">
          <h2 id={id} className="text-xl font-bold tracking-tight text-gray-900">
            {title}
          </h2>
          <div className="flex gap-2">
            <button
              type="button"
              aria-label={t.scrollLeft(title)}
              onClick={() => scroll(-1)}
              className="flex h-9 w-9 items-center justify-center rounded-full border border-gray-300 hover:border-brand-600 hover:text-brand-700"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label={t.scrollRight(title)}
              onClick={() => scroll(1)}
              className="flex h-9 w-9 items-center justify-center rounded-full border border-gray-300 hover:border-brand-600 hover:text-brand-700"
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        </div>
        <ul ref={ref} className="relative flex snap-x gap-3 overflow-x-auto scroll-smooth pb-2 sm:gap-4">
          {shown.map((p) => (
            <li key={`${p.productId}-${p.variantId}`} className="w-44 shrink-0 snap-start sm:w-56">
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      </section>
    </WishlistScope>
  );
}
