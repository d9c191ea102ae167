import type { ProductDetail } from '@shringar/contracts/catalogue';
import { responsiveImage } from '@shringar/contracts/responsive-image';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useSearchParams } from 'react-router';
import { ErrorState } from '~/ui/error-state';
import { isMissing, NotFoundView } from '~/ui/not-found-view';
import { ProductCardSkeleton } from '~/features/catalogue/catalogue.public';
import { ReviewsSection } from '~/features/reviews/reviews.public';
import { useProductDetail } from './api/product-detail';
import { useExploreProducts, useRelatedProducts } from './api/product-strips';
import { Breadcrumb } from './breadcrumb';
import { PincodeCheck } from './pincode-check';
import { ProductActions } from './product-actions';
import { ProductDescription } from './product-description';
import { GALLERY_SIZES, ProductGallery } from './product-gallery';
import { ProductInfo } from './product-info';
import { JsonLd, productJsonLd } from './product-json-ld';
import { ProductScroller } from './product-scroller';
import { preselectedVariant } from './preselect-variant';
import { ProductSkeleton } from './product-skeleton';
import { VariantPicker } from './variant-picker';

/**
 * One product's page; mounted per product id so the chosen variant starts afresh (spec 4): at index 0, or at the
 * size or shade the URL asks for (a card of a filtered listing links so).
 */
function ProductView({ product, origin }: { product: ProductDetail; origin: string }) {
  const [params] = useSearchParams();
  const [selected, setSelected] = useState(() => preselectedVariant(product.variants, params));
  const variant = product.variants[selected] ?? product.variants[0];
  const images = variant?.images.length ? variant.images : [product.productImageUrl];
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
      <JsonLd value={productJsonLd(product, variant, origin)} />
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
          <ProductInfo product={product} variant={variant} />
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
          <PincodeCheck fallbackDate={variant?.variantDeliveryDate ?? ''} />
          {variant && variant.variantHighlightedInformation.length > 0 && (
            <section aria-labelledby="key-features-title" className="flex flex-col gap-2">
              <h2 id="key-features-title" className="text-lg font-semibold text-gray-900">
                Key Features
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
      <ReviewsSection productId={String(product.productId)} />
    </>
  );
}

function Strips({ productId }: { productId: string }) {
  const related = useRelatedProducts(productId);
  const explore = useExploreProducts();
  return (
    <>
      <ProductScroller title="Related Products" products={related.data} isPending={related.isPending} />
      <ProductScroller title="More to Explore" products={explore.data} isPending={explore.isPending} />
    </>
  );
}

/** Spec 2 product detail: skeleton while loading, an error box with Retry, else the product. */
export function ProductPage({ productId, origin }: { productId: string; origin: string }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useProductDetail(productId);

  useEffect(() => {
    if (data) document.title = `${data.productName} — ${data.brandName} | Shringar`;
  }, [data]);

  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-10 px-3 py-4 sm:px-6 sm:py-6">
      {isPending || (isError && isRefetching) ? (
        <>
          <ProductSkeleton />
          <div className="hidden gap-4 md:flex">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="w-56">
                <ProductCardSkeleton />
              </div>
            ))}
          </div>
        </>
      ) : isError && isMissing(error) ? (
        <NotFoundView what="product" />
      ) : isError ? (
        <ErrorState message={error.message} onRetry={() => void refetch()} retryLabel="Retry" />
      ) : (
        <ProductView key={data.productId} product={data} origin={origin} />
      )}
      {!isError && <Strips productId={productId} />}
    </main>
  );
}
