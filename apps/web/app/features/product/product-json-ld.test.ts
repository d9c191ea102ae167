import type { ProductDetail, Variant } from '@shringar/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productJsonLd } from './product-json-ld';

const variant = (over: Partial<Variant>): Variant => ({
  variantId: 1,
  variantName: 'Ruby Red',
  images: ['/api/v4/media/product/ruby.svg'],
  imageAlts: [''],
  variantPrice: 349,
  variantBasePrice: 499,
  variantDiscount: 30,
  avgRating: 4.5,
  variantDeliveryDate: '2026-12-01',
  variantDeliverytype: 'Standard Delivery',
  variantWarranty: 'No warranty',
  variantStock: 4,
  variantHighlightedInformation: [],
  swatch: null,
  shadeFamily: null,
  size: null,
  packSize: null,
  isFavorite: false,
  itemAlreadyInCart: false,
  ...over,
});

const product = (variants: Variant[]): ProductDetail => ({
  productId: 7,
  productName: 'Velvet Matte Lipstick',
  productDescription: '<p>Rich &amp; creamy <b>colour</b></p>',
  productImageUrl: '/api/v4/media/product/ruby.svg',
  price: 349,
  basePrice: 499,
  variantDiscount: 30,
  avgRating: 4.5,
  reviewCount: 12,
  categoryId: 1,
  categoryName: 'Lipstick',
  brandId: 2,
  brandName: 'Lakmé',
  metaTitle: null,
  metaDescription: null,
  variants,
});

/** What Google's product-variant rich result reads (developers.google.com/search/docs/.../product-variants). */
const offer = z.object({
  '@type': z.literal('Offer'),
  url: z.url(),
  priceCurrency: z.literal('INR'),
  price: z.string().regex(/^\d+\.\d{2}$/),
  availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
});
const shared = {
  '@context': z.literal('https://schema.org'),
  name: z.string().min(1),
  description: z.string(),
  brand: z.object({ '@type': z.literal('Brand'), name: z.string().min(1) }),
};
const productGroup = z.strictObject({
  ...shared,
  '@type': z.literal('ProductGroup'),
  category: z.string(),
  aggregateRating: z.object({ ratingValue: z.number(), reviewCount: z.number() }).optional(),
  productGroupID: z.string().min(1),
  url: z.url(),
  image: z.array(z.url()).min(1),
  variesBy: z.array(z.enum(['https://schema.org/color', 'https://schema.org/size'])).min(1),
  hasVariant: z
    .array(
      z.strictObject({
        '@type': z.literal('Product'),
        sku: z.string().min(1),
        name: z.string().min(1),
        image: z.array(z.url()).min(1),
        color: z.string().optional(),
        size: z.string().optional(),
        offers: offer,
      }),
    )
    .min(2),
});
const single = z.object({
  ...shared,
  '@type': z.literal('Product'),
  sku: z.string().min(1),
  image: z.array(z.url()).min(1),
  offers: offer,
});

const ORIGIN = 'https://shop.example';

describe('product JSON-LD', () => {
  it('describes a product in shades as a ProductGroup varying by colour, each shade a Product with its offer', () => {
    const shades = [
      variant({ variantId: 1, variantName: 'Ruby Red', swatch: '#9b1b30', shadeFamily: 'Reds' }),
      variant({ variantId: 2, variantName: 'Nude Pink', swatch: '#c98b85', shadeFamily: 'Nudes', variantStock: 0 }),
    ];
    const ld = productGroup.parse(productJsonLd(product(shades), shades[0], ORIGIN));
    expect(ld.variesBy).toEqual(['https://schema.org/color']);
    expect(ld.description).toBe('Rich & creamy colour');
    expect(ld.hasVariant.map((v) => [v.sku, v.color, v.size, v.offers.availability, v.offers.price])).toEqual([
      ['1', 'Ruby Red', undefined, 'https://schema.org/InStock', '349.00'],
      ['2', 'Nude Pink', undefined, 'https://schema.org/OutOfStock', '349.00'],
    ]);
    expect(ld.hasVariant[0]!.image).toEqual([`${ORIGIN}/api/v4/media/product/ruby.svg`]);
  });

  it('varies by size for sizes and pack sizes', () => {
    const sizes = [
      variant({ variantId: 3, variantName: 'S', size: 'S', variantPrice: 899 }),
      variant({ variantId: 4, variantName: 'M', size: 'M', variantPrice: 949 }),
    ];
    const ld = productGroup.parse(productJsonLd(product(sizes), sizes[0], ORIGIN));
    expect(ld.variesBy).toEqual(['https://schema.org/size']);
    expect(ld.hasVariant.map((v) => [v.size, v.offers.price])).toEqual([
      ['S', '899.00'],
      ['M', '949.00'],
    ]);
  });

  it('keeps a single-variant product, or one whose variants are no options, a Product', () => {
    const one = [variant({ swatch: '#9b1b30', shadeFamily: 'Reds' })];
    expect(single.parse(productJsonLd(product(one), one[0], ORIGIN))['@type']).toBe('Product');
    const free = [variant({ variantId: 5, variantName: 'Gift box' }), variant({ variantId: 6, variantName: 'Plain' })];
    const ld = single.parse(productJsonLd(product(free), free[1], ORIGIN));
    expect([ld.sku, ld.offers.availability]).toEqual(['6', 'https://schema.org/InStock']);
  });
});
