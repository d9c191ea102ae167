/*
 * Owners (TABLE_OWNERS in owners.ts, the only place that writes each table; table-owners.test.ts checks this
 * list against it):
 * - categories: modules/merchandising
 * - brands: modules/merchandising
 * - products: modules/catalogue
 * - productVariants: modules/catalogue
 * - productFacets: modules/catalogue
 * - offers: modules/merchandising
 * - offerProducts: modules/merchandising
 * - banners: modules/merchandising
 * - bannerProducts: modules/merchandising
 * - homeBestsellers: modules/merchandising
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { RETURN_RULES } from '@shringar/contracts/return-rules';
import { createdAt, paise, updatedAt } from './columns.ts';

export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  iconUrl: text().notNull(),
  isPopular: boolean().notNull().default(false),
  isFeatured: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
  /** An inactive category leaves the store's navigation; its products keep it (one with products is never deleted). */
  isActive: boolean().notNull().default(true),
  /** Whether its items may be returned: for any reason, only when damaged, defective or wrong (hygiene), never. */
  returnRule: text({ enum: RETURN_RULES }).notNull().default('ANY_REASON'),
  /** Days after delivery a return may be asked for; null: the store's setting (returnWindowDays). */
  returnWindowDays: integer(),
  /** What search engines show; null: computed from the name (contracts seo-meta.ts). */
  metaTitle: text(),
  metaDescription: text(),
  createdAt: createdAt(),
});

export const brands = pgTable('brands', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  logoUrl: text().notNull(),
  sortOrder: integer().notNull().default(0),
  /** An inactive brand leaves the store's brand strip and lists; its products keep it. */
  isActive: boolean().notNull().default(true),
  /** What search engines show; null: computed from the name (contracts seo-meta.ts). */
  metaTitle: text(),
  metaDescription: text(),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull(),
    descriptionHtml: text().notNull().default(''),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    /** Sum of all review stars and their count; the average is derived so it never drifts. */
    ratingTotal: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    hsnCode: text().notNull().default('3304'),
    /** GST rate in basis points (1800 = 18%). */
    gstRateBp: integer().notNull().default(1800),
    isActive: boolean().notNull().default(true),
    /** Bestseller rank: lower sells more; null when not ranked. */
    popularity: integer().notNull().default(0),
    /** What search engines show; null: computed from name, brand, category and description (contracts seo-meta.ts). */
    metaTitle: text(),
    metaDescription: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    check('products_rating_ck', sql`${t.ratingTotal} >= 0 and ${t.ratingCount} >= 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    sku: text().notNull().unique(),
    pricePaise: paise().notNull(),
    basePricePaise: paise().notNull(),
    stock: integer().notNull().default(0),
    /** Largest quantity one cart line or order line may hold. */
    maxPerOrder: integer().notNull().default(10),
    images: jsonb().$type<string[]>().notNull().default([]),
    highlights: jsonb().$type<string[]>().notNull().default([]),
    deliveryType: text().notNull().default('Standard Delivery'),
    deliveryDays: integer().notNull().default(5),
    warranty: text().notNull().default('No warranty'),
    /** Packed weight and size of one unit, for the courier (a shipment's weight and box); null: not yet given. */
    weightGrams: integer(),
    lengthCm: integer(),
    breadthCm: integer(),
    heightCm: integer(),
    sortOrder: integer().notNull().default(0),
    /**
     * Option values (packages/contracts/src/variant-options.ts): a shade's family and swatch colour, a size and
     * its rank on the scale, or a pack size; null where the option does not apply. The name stays the label.
     */
    shadeFamily: text(),
    swatch: text(),
    size: text(),
    sizeRank: integer(),
    packSize: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('variants_product_shade_idx')
      .on(t.productId, t.shadeFamily)
      .where(sql`${t.shadeFamily} is not null`),
    index('variants_product_size_idx')
      .on(t.productId, t.size)
      .where(sql`${t.size} is not null`),
    check(
      'variants_options_ck',
      sql`(${t.swatch} is null or ${t.swatch} ~ '^#[0-9a-f]{6}$') and ((${t.shadeFamily} is null) = (${t.swatch} is null)) and ((${t.size} is null) = (${t.sizeRank} is null))`,
    ),
    index('variants_product_idx').on(t.productId),
    index('variants_price_idx').on(t.pricePaise),
    check('variants_stock_ck', sql`${t.stock} >= 0`),
    check('variants_price_ck', sql`${t.pricePaise} > 0 and ${t.basePricePaise} >= ${t.pricePaise}`),
    check('variants_max_ck', sql`${t.maxPerOrder} between 1 and 100`),
  ],
);

/**
 * What a product's listing facets read, one row per product with a variant: its scope and rating, its default
 * variant's (the card's) price, base price and stock state, and its variants' shade families and sizes. Written
 * only by the triggers of migration 0022 on products and product_variants, so every write path keeps it right.
 */
export const productFacets = pgTable(
  'product_facets',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer().notNull(),
    brandId: integer().notNull(),
    isActive: boolean().notNull(),
    ratingTotal: integer().notNull(),
    ratingCount: integer().notNull(),
    variantId: integer().notNull(),
    pricePaise: paise().notNull(),
    basePricePaise: paise().notNull(),
    inStock: boolean().notNull(),
    /** Bit i set: a variant has the i-th of SHADE_FAMILIES / SIZE_SCALE (contracts variant-options.ts). */
    shadeBits: integer().notNull(),
    sizeBits: integer().notNull(),
  },
  (t) => [
    index('product_facets_category_idx')
      .on(t.categoryId)
      .where(sql`${t.isActive}`),
    index('product_facets_brand_idx')
      .on(t.brandId)
      .where(sql`${t.isActive}`),
  ],
);

export const offers = pgTable('offers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  description: text().notNull().default(''),
  imageUrl: text().notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAt(),
});

export const offerProducts = pgTable(
  'offer_products',
  {
    offerId: integer()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The operator's order of the offer's products (the offer page's default order). */
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.productId] }), index('offer_products_product_idx').on(t.productId)],
);

export const banners = pgTable('banners', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  subtitle: text().notNull().default(''),
  imageUrl: text().notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAt(),
});

export const bannerProducts = pgTable(
  'banner_products',
  {
    bannerId: integer()
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The operator's order of the banner's products (the banner page's default order, and the slide opens the first). */
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.productId] })],
);

/**
 * The home page's Bestsellers strip as the operator chose and ordered it (lowest position first). Empty: the
 * strip draws from each category at random, as the demo store does.
 */
export const homeBestsellers = pgTable(
  'home_bestsellers',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [index('home_bestsellers_position_idx').on(t.position)],
);
