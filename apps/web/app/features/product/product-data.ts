import type { ProductDetail } from '@shringar/contracts/catalogue';
import { productTitles } from '@shringar/contracts/seo-meta';
import { loadReviewQueries, type ProductReviews } from '~/features/reviews/reviews.public';
import { formatPrice, type Locale } from '~/lib/i18n/i18n';
import { loadParts } from '~/lib/page-loader';
import { fetchProductDetail } from './api/product-detail';
import { formatDeliveryDate } from './delivery-date';
import { fetchExploreProducts, fetchRelatedProducts } from './api/product-strips';
import { messages } from './messages';

/** What the page's head needs: the operator's meta fields and the defaults they replace (seo-meta.ts). */
export type ProductSeo = {
  titles: string[];
  description: string;
  metaTitle: string | null;
  metaDescription: string | null;
  image: string;
};

export const productSeo = (product: ProductDetail, origin: string, locale: Locale = 'en'): ProductSeo => ({
  titles: productTitles(product.productName, product.brandName),
  // The operator's own title and description are written in English: Hindi pages keep their own.
  metaTitle: locale === 'en' ? product.metaTitle : null,
  metaDescription: locale === 'en' ? product.metaDescription : null,
  description: messages[locale].metaDescription(
    product.productName,
    product.brandName,
    product.categoryName,
    formatPrice(product.price, locale),
  ),
  image: `${origin}${product.productImageUrl}`,
});

/**
 * Each variant's delivery date in the page's words ('Fri, 28 Nov'), written where the data is loaded: a server-
 * rendered page then hydrates with the server's text and builds no Intl date formatter while it hydrates (the
 * browser's first one loads its locale data, tens of milliseconds on a slow phone).
 */
function deliveryDatesOf(product: ProductDetail | null, locale: Locale): Record<string, string> {
  const dates: Record<string, string> = {};
  for (const v of product?.variants ?? [])
    dates[v.variantDeliveryDate] ??= formatDeliveryDate(v.variantDeliveryDate, locale);
  return dates;
}

/**
 * The product page's data, read by the page from its route loader (server render and navigations alike): the
 * product, its two strips and the first page of reviews (the rating summary belongs in the first paint), side by
 * side. No query cache: the page's scripts carry no TanStack Query. A missing product answers 404 (crawlers are
 * told; the page shows its own not-found view); a failed part shows its own error state.
 */
export async function loadProductData(productId: string, origin: string, locale: Locale = 'en') {
  const parts = await loadParts({
    detail: () => fetchProductDetail(productId),
    related: () => fetchRelatedProducts(productId),
    explore: fetchExploreProducts,
    // Only a navigation's loader asks for reviews in the browser (a server-rendered page has them): their calls' module
    // loads then, beside the section's code (preloadProductParts), rather than with the page.
    reviews: (): Promise<ProductReviews> => loadReviewQueries().then((m) => m.fetchProductReviews(productId)),
  });
  const missing = !parts.detail.ok && (parts.detail.status === 404 || parts.detail.status === 400);
  const seo = parts.detail.data ? productSeo(parts.detail.data, origin, locale) : null;
  const deliveryDates = deliveryDatesOf(parts.detail.data, locale);
  return { ...parts, origin, seo, deliveryDates, status: missing ? 404 : 200 };
}

export type ProductData = Awaited<ReturnType<typeof loadProductData>>;
