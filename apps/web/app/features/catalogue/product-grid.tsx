import type { ProductCard as ProductCardData } from '@shringar/contracts/catalogue';
import { WishlistScope } from '~/features/wishlist/wishlist.public';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** Spec 2: the product grid is responsive from 1 to 5 columns. */
export const PRODUCT_GRID_CLASS =
  'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

/**
 * `eagerCount` cards at the top load their images at once (above the fold); the rest lazily. The first of them
 * is the page's LCP element on a phone: its image is asked for at high priority. The grid holds the
 * one wishlist observer its hearts share. `linkQuery` ('?size=XL') goes on every card's link: a listing filtered
 * by size or shade opens each product on its matching variant.
 */
export function ProductGrid({
  products,
  eagerCount = 2,
  linkQuery = '',
}: {
  products: ProductCardData[];
  eagerCount?: number;
  linkQuery?: string;
}) {
  return (
    <WishlistScope>
      <ul className={PRODUCT_GRID_CLASS}>
        {products.map((p, i) => (
          <li key={`${p.productId}-${p.variantId}`}>
            <ProductCard product={p} eager={i < eagerCount} first={i === 0 && eagerCount > 0} linkQuery={linkQuery} />
          </li>
        ))}
      </ul>
    </WishlistScope>
  );
}

export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  const t = useMessages(messages);
  return (
    <ul className={PRODUCT_GRID_CLASS} aria-busy="true" aria-label={t.loadingProducts}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
