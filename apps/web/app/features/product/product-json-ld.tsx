import type { ProductDetail, Variant } from '@shringar/contracts/catalogue';
import { capText, plainText } from '@shringar/contracts/seo-meta';
import { useState } from 'react';

const AVAILABILITY = { in: 'https://schema.org/InStock', out: 'https://schema.org/OutOfStock' } as const;

/** Whether the product's variants are options a shopper picks (a shade, a size, a pack size), not one item. */
export const isOptionBased = (product: ProductDetail) =>
  product.variants.length > 1 && product.variants.some((v) => v.swatch || v.size || v.packSize);

/**
 * schema.org for search engines. A product whose variants are options is a ProductGroup: `variesBy` names
 * colour and/or size, and `hasVariant` lists each variant as a Product with its own offer. Any other product
 * is one Product with the shown variant's offer. Both carry the brand, category, description and rating.
 */
export function productJsonLd(product: ProductDetail, variant: Variant | undefined, origin: string) {
  const abs = (u: string) => (u.startsWith('/') ? `${origin}${u}` : u);
  const url = `${origin}/product/${product.productId}`;
  const offer = (price: number, inStock: boolean, at: string) => ({
    '@type': 'Offer',
    url: at,
    priceCurrency: 'INR',
    price: price.toFixed(2),
    availability: inStock ? AVAILABILITY.in : AVAILABILITY.out,
    itemCondition: 'https://schema.org/NewCondition',
  });
  const shared = {
    '@context': 'https://schema.org',
    name: product.productName,
    description: capText(plainText(product.productDescription), 500),
    brand: { '@type': 'Brand', name: product.brandName },
    category: product.categoryName,
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.avgRating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  if (isOptionBased(product)) {
    const variesBy = [
      ...(product.variants.some((v) => v.swatch) ? ['https://schema.org/color'] : []),
      ...(product.variants.some((v) => v.size || v.packSize) ? ['https://schema.org/size'] : []),
    ];
    return {
      ...shared,
      '@type': 'ProductGroup',
      productGroupID: String(product.productId),
      url,
      image: [abs(product.productImageUrl)],
      variesBy,
      hasVariant: product.variants.map((v) => ({
        '@type': 'Product',
        sku: String(v.variantId),
        name: `${product.productName} – ${v.variantName}`,
        image: (v.images.length ? v.images : [product.productImageUrl]).map(abs),
        ...(v.swatch ? { color: v.variantName } : {}),
        ...(v.size || v.packSize ? { size: v.size ?? v.packSize } : {}),
        offers: offer(v.variantPrice, v.variantStock > 0, url),
      })),
    };
  }
  const images = (variant?.images.length ? variant.images : [product.productImageUrl]).map(abs);
  return {
    ...shared,
    '@type': 'Product',
    image: images,
    sku: String(variant?.variantId ?? product.productId),
    offers: offer(variant?.variantPrice ?? product.price, variant ? variant.variantStock > 0 : true, url),
  };
}

/**
 * The product's JSON-LD, written by the server only: crawlers read the server's HTML, so the browser's bundle need
 * not carry this module (`import.meta.env.SSR` is false there and the builder drops productJsonLd and its imports).
 * Hydrating, the client renders the same element with an empty `__html`: React does not write innerHTML while it
 * hydrates, and afterwards only when `__html` changes, so the server's text stays as it is (e2e/product.test.ts
 * checks it after hydration and after another variant is chosen). A page opened by a client navigation has none.
 * '<' is escaped so the text can never close the script element.
 */
export function ProductJsonLd(props: { product: ProductDetail; variant: Variant | undefined; origin: string }) {
  const [serverRendered] = useState(() => import.meta.env.SSR || document.documentElement.dataset.hydrated !== 'true');
  if (!serverRendered) return null;
  const html = import.meta.env.SSR
    ? JSON.stringify(productJsonLd(props.product, props.variant, props.origin)).replace(/</g, '\\u003c')
    : '';
  return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
