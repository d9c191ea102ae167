import type { ProductDetail } from '@shringar/contracts/catalogue';
import { responsiveImage } from '@shringar/contracts/responsive-image';
import type { ProductCard } from '@shringar/contracts/catalogue';
import { lazy, memo, useEffect, useLayoutEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useRevalidator, useSearchParams } from 'react-router';
import { ErrorState } from '~/ui/error-state';
import { NotFoundView } from '~/ui/not-found-view';
import { loadReviewsSection } from '~/features/reviews/reviews.public';
import { Island } from '~/ui/island';
import { useProductDetail } from './api/product-detail';
import { Breadcrumb } from './breadcrumb';
import { formatDeliveryDate } from './delivery-date';
import { ProductActions } from './product-actions';
import { ProductDescription } from './product-description';
import { GALLERY_SIZES, ProductGallery } from './product-gallery';
import { ProductInfo } from './product-info';
import { ProductJsonLd } from './product-json-ld';
import { ProductCardSkeleton } from '~/features/catalogue/catalogue.public';
import type { ProductData } from './product-data';
import { preselectedVariant } from './preselect-variant';
import { ProductSkeleton } from './product-skeleton';
import { VariantPicker } from './variant-picker';
import { useLocale, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

// Below the fold: their code loads, and they hydrate, when they come near the viewport or on first input.
const ReviewsSection = lazy(() => loadReviewsSection().then((m) => ({ default: m.ReviewsSection })));
const loadScroller = () => import('./product-scroller');
const ProductScroller = lazy(() => loadScroller().then((m) => ({ default: m.ProductScroller })));
// Below the actions: off a phone's first screen, and of use only once the shopper types a pincode.
const loadPincodeCheck = () => import('./pincode-check');
const PincodeCheck = lazy(() => loadPincodeCheck().then((m) => ({ default: m.PincodeCheck })));

/*
 * Each island is a memo of props that stay the same object while the page lives (the loader's answers): React
 * drops a dehydrated boundary's server HTML if the boundary is updated before it has hydrated, so a re-render of
 * the page above (a signed-in shopper's own flags arriving) must not reach it.
 */
const ReviewsIsland = memo(function ReviewsIsland({
  productId,
  first,
}: {
  productId: string;
  first: ProductData['reviews'];
}) {
  return (
    <Island load={loadReviewsSection}>
      <ReviewsSection productId={productId} first={first} />
    </Island>
  );
});

const StripIsland = memo(function StripIsland({ title, products }: { title: string; products: ProductCard[] }) {
  return (
    <Island load={loadScroller}>
      <ProductScroller title={title} products={products} />
    </Island>
  );
});

/** A value handed to an island in an object that stays the same, read there with useSyncExternalStore. */
export type Latest<T> = { get: () => T; subscribe: (onChange: () => void) => () => void };

function latest<T>(value: T): Latest<T> & { set: (next: T) => void } {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set: (next) => {
      if (next === value) return;
      value = next;
      for (const onChange of listeners) onChange();
    },
  };
}

/**
 * The pincode check reads the chosen variant's delivery date through a `Latest`: a shopper's first input may
 * choose a variant before the check's code has arrived, and a new date as a prop would then reach the island
 * before it has hydrated.
 */
const PincodeIsland = memo(function PincodeIsland({ deliveryDate }: { deliveryDate: Latest<string> }) {
  return (
    <Island load={loadPincodeCheck}>
      <PincodeCheck deliveryDate={deliveryDate} />
    </Island>
  );
});

/** A navigation's page starts fetching the below-the-fold code beside its data. */
export const preloadProductParts = () => Promise.all([loadReviewsSection(), loadScroller(), loadPincodeCheck()]);

/**
 * One product's page; mounted per product id so the chosen variant starts afresh (spec 4): at index 0, or at the
 * size or shade the URL asks for (a card of a filtered listing links so).
 */
function ProductView({ product, data }: { product: ProductDetail; data: ProductData }) {
  const t = useMessages(messages);
  const locale = useLocale();
  const [params] = useSearchParams();
  const [selected, setSelected] = useState(() => preselectedVariant(product.variants, params));
  const variant = product.variants[selected] ?? product.variants[0];
  const images = variant?.images.length ? variant.images : [product.productImageUrl];
  // The chosen variant's delivery date as ProductInfo writes it: the pincode check's when its answer has none.
  const date = variant
    ? (data.deliveryDates[variant.variantDeliveryDate] ?? formatDeliveryDate(variant.variantDeliveryDate, locale))
    : '';
  const [deliveryDate] = useState(() => latest(date));
  useLayoutEffect(() => deliveryDate.set(date), [deliveryDate, date]);
  // The first product image is what the shopper waits for: ask for it before anything else.
  // An uploaded photo is preloaded as the AVIF size the <picture> will pick, not as its largest WebP.
  const first = images[0] ? responsiveImage(images[0]) : null;
  if (first)
    preload(first.url, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: first.srcset.avif,
      imageSizes: GALLERY_SIZES,
      type: 'image/avif',
    });
  else if (images[0]) preload(images[0], { as: 'image', fetchPriority: 'high' });

  return (
    <>
      <ProductJsonLd product={product} variant={variant} origin={data.origin} />
      <Breadcrumb
        categoryId={product.categoryId}
        categoryName={product.categoryName}
        productName={product.productName}
      />
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery
          key={variant?.variantId ?? 0}
          images={images}
          alts={variant?.images.length ? variant.imageAlts : []}
          name={product.productName}
        />
        <div className="flex flex-col gap-6">
          <ProductInfo product={product} variant={variant} deliveryDates={data.deliveryDates} />
          {product.variants.length > 0 && (
            <VariantPicker variants={product.variants} selected={selected} onSelect={setSelected} />
          )}
          {variant && (
            <ProductActions
              key={`${variant.variantId}-${variant.isFavorite}-${variant.itemAlreadyInCart}`}
              productId={product.productId}
              variant={variant}
            />
          )}
          <PincodeIsland deliveryDate={deliveryDate} />
          {variant && variant.variantHighlightedInformation.length > 0 && (
            <section aria-labelledby="key-features-title" className="flex flex-col gap-2">
              <h2 id="key-features-title" className="text-lg font-semibold text-gray-900">
                {t.keyFeatures}
              </h2>
              <ul className="flex flex-col gap-1.5 text-sm text-gray-700">
                {variant.variantHighlightedInformation.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600" />
                    {f}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
      <ProductDescription html={product.productDescription} />
      <ReviewsIsland productId={String(product.productId)} first={data.reviews} />
    </>
  );
}

/** Spec 2 product detail: the loader's product, or the not-found view, or an error box with Retry. */
export function ProductPage({ productId, data }: { productId: string; data: ProductData }) {
  const t = useMessages(messages);
  const product = useProductDetail(productId, data.detail.data);
  const revalidator = useRevalidator();
  const failed = !data.detail.ok && !product;

  // A navigation's title (meta has no data on navigations: the data streams in after the skeleton).
  useEffect(() => {
    if (product) document.title = `${product.productName} — ${product.brandName} | Shringar`;
  }, [product]);

  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-10 px-3 py-4 sm:px-6 sm:py-6">
      {product ? (
        <ProductView key={product.productId} product={product} data={data} />
      ) : data.status === 404 ? (
        <NotFoundView what="product" />
      ) : (
        <ErrorState
          message={data.detail.ok ? undefined : data.detail.message}
          onRetry={() => void revalidator.revalidate()}
          retryLabel={t.retry}
        />
      )}
      {!failed && data.related.data?.length ? (
        <StripIsland title={t.relatedProducts} products={data.related.data} />
      ) : null}
      {!failed && data.explore.data?.length ? (
        <StripIsland title={t.moreToExplore} products={data.explore.data} />
      ) : null}
    </main>
  );
}

/** The page's shape while a navigation's data is on its way. */
export function ProductPageSkeleton() {
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-10 px-3 py-4 sm:px-6 sm:py-6">
      <ProductSkeleton />
      <div className="hidden gap-4 md:flex">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="w-56">
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </main>
  );
}
