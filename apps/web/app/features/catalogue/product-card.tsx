import type { ProductCard as ProductCardData } from '@shringar/contracts/catalogue';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { storePaths } from '@shringar/contracts/store-paths';
import { useAddToCart } from '~/features/cart/cart.public';
import { WishlistHeartButton } from '~/features/wishlist/wishlist.public';
import { Button } from '~/ui/button';
import { CartGlyph } from '~/ui/card-icons';
import { CatalogueImage } from '~/ui/catalogue-image';
import { Price } from '~/ui/price';
import { Stars } from '~/ui/stars';
import { CARD_IMAGE_SIZES } from './card-image-preload';

/**
 * Spec 2/3 product card: links to /product/{productId}; image, brand, name, variant, stars, price, struck base
 * price and discount; an add-to-cart button that always adds quantity 1; a wishlist heart over the image.
 * `eager` marks cards above the fold (their images load at once instead of lazily); `first` the grid's first card,
 * whose image is the page's largest paint on a phone: fetched at high priority, and what the page's modules wait
 * for (lib/modules-after-paint/).
 */
export function ProductCard({
  product,
  eager = false,
  first = false,
  linkQuery = '',
}: {
  product: ProductCardData;
  eager?: boolean;
  first?: boolean;
  linkQuery?: string;
}) {
  const t = useMessages(messages);
  const { add, isAdding } = useAddToCart({ failureMessage: t.addFailed });
  const outOfStock = product.stock <= 0;
  const href = `${storePaths.product(product.productId)}${linkQuery}`;
  return (
    <article
      data-testid="product-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white transition-shadow hover:shadow-md"
    >
      <LocaleLink to={href} className="flex flex-1 flex-col focus-visible:outline-offset-[-2px]">
        <div className="relative aspect-square overflow-hidden bg-gray-50">
          <CatalogueImage
            src={product.productImageUrl}
            alt={product.productName}
            sizes={CARD_IMAGE_SIZES}
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          {product.variantDiscount > 0 && (
            <span className="absolute left-2 top-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
              {t.percentOff(product.variantDiscount)}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="truncate text-xs font-medium uppercase tracking-wide text-gray-500">{product.brandName}</p>
          <h3 className="line-clamp-2 text-sm font-medium leading-snug text-gray-900">{product.productName}</h3>
          {product.variantName && <p className="truncate text-xs text-gray-600">{product.variantName}</p>}
          <Stars rating={product.avgRating} count={product.reviewCount} />
          <div className="mt-auto pt-1">
            <Price price={product.price} basePrice={product.basePrice} discount={product.variantDiscount} />
          </div>
        </div>
      </LocaleLink>
      <WishlistHeartButton
        productId={product.productId}
        variantId={product.variantId}
        productName={product.productName}
      />
      <div className="px-3 pb-3">
        <Button
          className="w-full"
          size="sm"
          disabled={isAdding || outOfStock}
          onClick={() => add({ productId: product.productId, variantId: product.variantId })}
        >
          <CartGlyph className="h-4 w-4" />
          {outOfStock ? t.outOfStock : isAdding ? t.adding : t.addToCart}
          {/* The name starts with the visible text, then names the product: 'Add to Cart: Kajal'. */}
          <span className="sr-only">: {product.productName}</span>
        </Button>
      </div>
    </article>
  );
}
