import { z } from 'zod';
import { seoMetaFields, seoMetaView } from './seo-meta-schema.ts';
import { multiline } from './text-hygiene.ts';
import { withVersion } from './record-version.ts';
import { RETURN_RULES, RETURN_WINDOW_MAX_DAYS } from './return-rules.ts';

/**
 * The console's merchandising: categories, brands, banners, offers and the home page's bestseller order.
 * Every message names its field; images are paths the store itself serves (chosen from its images or uploaded).
 */

const name = (field: string, max = 80) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(2, `${field} must be at least 2 characters`)
    .max(max, `${field} must be at most ${max} characters`);

/** A path on this store ('/media/…', '/uploads/…'): never another site's address, never a script URL. */
export const storeImagePath = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(500, `${field} must be at most 500 characters`)
    .regex(/^\/(?!\/)[\w\-./%=&?+~]+$/, `${field} must be an image of this store (a path starting with /)`);

const sortOrder = z
  .number({ error: 'sortOrder must be a whole number' })
  .int('sortOrder must be a whole number')
  .min(0, 'sortOrder must be at least 0')
  .max(10_000, 'sortOrder must be at most 10000');

const isActive = z.boolean({ error: 'isActive must be true or false' });

const productIds = (max: number) =>
  z
    .array(z.number({ error: 'productIds must hold product ids' }).int().positive(), {
      error: 'productIds must be a list of product ids',
    })
    .max(max, `productIds must hold at most ${max} products`)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'productIds must not repeat a product' });

export const categoryBody = z.object({
  name: name('name'),
  iconUrl: storeImagePath('iconUrl'),
  sortOrder: sortOrder.default(0),
  isActive: isActive.default(true),
  isPopular: z.boolean({ error: 'isPopular must be true or false' }).default(false),
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }).default(false),
  returnRule: z
    .enum(RETURN_RULES, { error: `returnRule must be one of ${RETURN_RULES.join(', ')}` })
    .default('ANY_REASON'),
  /** Days after delivery; null: the store's return window setting. */
  returnWindowDays: z
    .number({ error: 'returnWindowDays must be a whole number of days' })
    .int('returnWindowDays must be a whole number of days')
    .min(1, 'returnWindowDays must be at least 1')
    .max(RETURN_WINDOW_MAX_DAYS, `returnWindowDays must be at most ${RETURN_WINDOW_MAX_DAYS}`)
    .nullable()
    .default(null),
  ...seoMetaFields,
});
export type CategoryBody = z.input<typeof categoryBody>;

export const adminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  iconUrl: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  isPopular: z.boolean(),
  isFeatured: z.boolean(),
  returnRule: z.enum(RETURN_RULES),
  returnWindowDays: z.number().int().nullable(),
  ...seoMetaView,
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

export const brandBody = z.object({
  name: name('name'),
  logoUrl: storeImagePath('logoUrl'),
  sortOrder: sortOrder.default(0),
  isActive: isActive.default(true),
  ...seoMetaFields,
});
export type BrandBody = z.input<typeof brandBody>;

export const adminBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  ...seoMetaView,
  productCount: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrand>;

/** A product as the console's pickers show it. */
export const productPick = z.object({
  productId: z.number().int(),
  name: z.string(),
  brandName: z.string(),
  categoryName: z.string(),
  imageUrl: z.string(),
  isActive: z.boolean(),
});
export type ProductPick = z.infer<typeof productPick>;

export const productPickQuery = z.object({
  q: z.string().trim().max(80, 'q must be at most 80 characters').default(''),
});

/** Banners promote products: the slide opens the first of them. */
export const bannerBody = z.object({
  title: name('title', 120),
  subtitle: z.string().trim().max(200, 'subtitle must be at most 200 characters').default(''),
  imageUrl: storeImagePath('imageUrl'),
  sortOrder: sortOrder.default(0),
  isActive: isActive.default(true),
  productIds: productIds(50).default([]),
});
export type BannerBody = z.input<typeof bannerBody>;

export const adminBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  products: z.array(productPick),
});
export type AdminBanner = z.infer<typeof adminBanner>;

export const offerBody = z.object({
  title: name('title', 120),
  description: multiline(z.string().trim().max(300, 'description must be at most 300 characters')).default(''),
  imageUrl: storeImagePath('imageUrl'),
  sortOrder: sortOrder.default(0),
  isActive: isActive.default(true),
  productIds: productIds(200).default([]),
});
export type OfferBody = z.input<typeof offerBody>;

export const adminOffer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  products: z.array(productPick),
});
export type AdminOffer = z.infer<typeof adminOffer>;

/** The bestseller strip holds at most this many products (across its category tabs). */
export const MAX_BESTSELLERS = 60;

export const bestsellersBody = z.object({ productIds: productIds(MAX_BESTSELLERS) });
export const bestsellersAnswer = z.object({ products: z.array(productPick) });

/** An image the store already shows, to reuse for a category, brand, banner or offer. */
export const storeImage = z.object({ url: z.string(), label: z.string() });
export type StoreImage = z.infer<typeof storeImage>;

export const deletedAnswer = z.object({ id: z.number().int(), deleted: z.literal(true) });

export const adminCategoryList = z.array(adminCategory);
export const adminBrandList = z.array(adminBrand);
export const adminBannerList = z.array(adminBanner);
export const adminOfferList = z.array(adminOffer);
export const productPickList = z.array(productPick);
export const storeImageList = z.array(storeImage);

/** Reads of what the console edits carry the record's version (record-version.ts). */
export const adminCategoryRead = withVersion(adminCategory);
export const adminCategoryReadList = z.array(adminCategoryRead);
export const adminBrandRead = withVersion(adminBrand);
export const adminBrandReadList = z.array(adminBrandRead);
export const adminBannerRead = withVersion(adminBanner);
export const adminBannerReadList = z.array(adminBannerRead);
export const adminOfferRead = withVersion(adminOffer);
export const adminOfferReadList = z.array(adminOfferRead);
