import type { ProductDetail, Variant } from '@shringar/contracts/catalogue';

/** schema.org Product for search engines: name, image, brand, sku, offer (price in INR, availability), rating. */
export function productJsonLd(product: ProductDetail, variant: Variant | undefined, origin: string) {
  const abs = (u: string) => (u.startsWith('/') ? `${origin}${u}` : u);
  const images = (variant?.images.length ? variant.images : [product.productImageUrl]).map(abs);
  const price = variant?.variantPrice ?? product.price;
  const inStock = variant ? variant.variantStock > 0 : true;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    image: images,
    description: product.productDescription
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 500),
    sku: String(variant?.variantId ?? product.productId),
    brand: { '@type': 'Brand', name: product.brandName },
    category: product.categoryName,
    offers: {
      '@type': 'Offer',
      url: `${origin}/product/${product.productId}`,
      priceCurrency: 'INR',
      price: price.toFixed(2),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
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
