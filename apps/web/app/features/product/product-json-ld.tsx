import type { ProductDetail, Variant } from '@shringar/contracts/catalogue';
import { capText, plainText } from '@shringar/contracts/seo-meta';

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

/** Inline JSON-LD; '<' is escaped so the text can never close the script element. */
export function JsonLd({ value }: { value: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replace(/</g, '\\u003c') }}
    />
  );
}
