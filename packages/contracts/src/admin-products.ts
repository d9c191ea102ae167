import { z } from 'zod';
import { seoMetaFields, seoMetaView } from './seo-meta-schema.ts';
import { rupeeAmount } from './operator-input.ts';
import { GST_RATES } from './gst-rates.ts';
import { pagedSchema, paginationQuery } from './pagination.ts';
import { IMAGE_ALT_MAX } from './responsive-image.ts';
import { multiline } from './text-hygiene.ts';
import { withVersion } from './record-version.ts';
import { PACK_SIZE, SHADE_FAMILIES, SIZE_SCALE, SWATCH_COLOUR, sizeRankOf } from './variant-options.ts';

/**
 * The console's products: the one set of field rules the edit form shows, the server checks on save and the
 * CSV import applies to each row. Money is rupees here (at most two decimals); the server keeps paise.
 */

export { GST_RATES } from './gst-rates.ts';
export const PRODUCT_STATUSES = ['all', 'active', 'archived'] as const;
export const PRODUCT_SORTS = ['updated', 'name', 'price-low', 'price-high', 'stock-low'] as const;
export const MAX_VARIANTS = 30;
export const MAX_PHOTOS = 12;
export const MAX_HIGHLIGHTS = 10;
export const DESCRIPTION_MAX = 20_000;

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(min, min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`);

const rupees = (field: string) => rupeeAmount(field, { min: 'above-zero', max: 10_000_000 });

const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

/** Catalogue photos: an upload of this store, or the demo store's generated art. */
export const PHOTO_URL = /^\/api\/v4\/(uploads\/[a-f0-9]{32}-\d{1,5}x\d{1,5}\.webp|media\/[\w/.-]{1,300})$/;

export const productPhotoInput = z.object({
  url: z.string().regex(PHOTO_URL, 'Photo must be an uploaded image'),
  alt: z.string().trim().max(IMAGE_ALT_MAX, `Alt text must be at most ${IMAGE_ALT_MAX} characters`).default(''),
});

export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/;

/**
 * A variant's option values set by the operator (variant-options.ts): null where an option does not apply. A
 * variant sent without them takes the values its name gives, as before operators could set them.
 */
export const variantOptionFields = z.object({
  shadeFamily: z
    .enum(SHADE_FAMILIES, { error: `Shade family must be one of ${SHADE_FAMILIES.join(', ')}` })
    .nullable()
    .default(null),
  swatch: z
    .string({ error: 'Swatch must be a colour as #rrggbb' })
    .trim()
    .toLowerCase()
    .regex(SWATCH_COLOUR, 'Swatch must be a colour as #rrggbb, like #b3262e')
    .nullable()
    .default(null),
  size: z
    .enum(SIZE_SCALE, { error: `Size must be one of ${SIZE_SCALE.join(', ')}` })
    .nullable()
    .default(null),
  /** The size's place on the scale; the server sets it from the size, so it may be left out. */
  sizeRank: z.number({ error: 'Size rank must be a number' }).int('Size rank must be a whole number').nullish(),
  packSize: z
    .string({ error: 'Pack size must be text' })
    .trim()
    .regex(PACK_SIZE, "Pack size must be a number and a unit (ml, L, g or kg), like '50 ml'")
    .nullable()
    .default(null),
});

export const variantOptionsInput = variantOptionFields.superRefine((o, ctx) => {
  // The table's rule (0018): a swatch and its family come together, as do a size and its rank.
  if (o.swatch && !o.shadeFamily)
    ctx.addIssue({ code: 'custom', path: ['shadeFamily'], message: 'Shade family is required with a swatch' });
  if (o.shadeFamily && !o.swatch)
    ctx.addIssue({ code: 'custom', path: ['swatch'], message: 'Swatch is required with a shade family' });
  if (o.sizeRank != null && !o.size)
    ctx.addIssue({ code: 'custom', path: ['sizeRank'], message: 'Size rank is given only with a size' });
  const rank = o.size ? sizeRankOf(o.size) : null;
  if (o.size && o.sizeRank != null && o.sizeRank !== rank)
    ctx.addIssue({
      code: 'custom',
      path: ['sizeRank'],
      message: `Size rank of ${o.size} must be ${rank}, its place on the size scale`,
    });
});
export type VariantOptionsInput = z.infer<typeof variantOptionsInput>;

export const variantInput = z
  .object({
    /** Absent for a new variant. */
    variantId: z.number().int().positive().optional(),
    name: text('Variant name', 1, 80),
    sku: z
      .string({ error: 'SKU is required' })
      .trim()
      .regex(SKU_PATTERN, 'SKU must be 2 to 40 letters, digits, dots, dashes or underscores'),
    price: rupees('Price'),
    basePrice: rupees('Base price'),
    /** The opening stock of a new variant (and a CSV import's count); a saved variant's stock moves by adjustments. */
    stock: whole('Stock', 0, 1_000_000).optional(),
    maxPerOrder: whole('Max per order', 1, 100).default(10),
    photos: z.array(productPhotoInput).max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`).default([]),
    highlights: z
      .array(text('Highlight', 1, 200))
      .max(MAX_HIGHLIGHTS, `At most ${MAX_HIGHLIGHTS} highlights`)
      .default([]),
    deliveryType: text('Delivery type', 1, 60),
    deliveryDays: whole('Delivery days', 1, 30).default(5),
    warranty: text('Warranty', 1, 120),
    /** Packed weight and size of one unit, for the courier; null or absent: not given (staff type the parcel). */
    weightGrams: whole('Weight (g)', 1, 100_000).nullable().default(null),
    lengthCm: whole('Length (cm)', 1, 300).nullable().default(null),
    breadthCm: whole('Breadth (cm)', 1, 300).nullable().default(null),
    heightCm: whole('Height (cm)', 1, 300).nullable().default(null),
    options: variantOptionsInput.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.basePrice < v.price)
      ctx.addIssue({ code: 'custom', path: ['basePrice'], message: 'Base price must be at least the price' });
  });
export type VariantInput = z.infer<typeof variantInput>;

export const productFields = z.object({
  name: text('Name', 2, 120),
  slug: z
    .string({ error: 'Slug is required' })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug must be lower-case letters, digits and single dashes')
    .max(80, 'Slug must be at most 80 characters'),
  categoryId: whole('Category', 1, 2_147_483_647),
  brandId: whole('Brand', 1, 2_147_483_647),
  /** HTML; sanitised by the server on save. */
  descriptionHtml: multiline(
    z.string().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`).default(''),
  ),
  hsnCode: z
    .string({ error: 'HSN code is required' })
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})$/, 'HSN code must be 4, 6 or 8 digits'),
  gstRate: z
    .number({ error: 'GST rate must be a number' })
    .refine((n) => (GST_RATES as readonly number[]).includes(n), `GST rate must be one of ${GST_RATES.join(', ')}%`)
    .meta({ enum: [...GST_RATES] }),
  isActive: z.boolean().default(true),
  ...seoMetaFields,
});

export const productInput = productFields
  .extend({
    variants: z
      .array(variantInput)
      .min(1, 'A product needs at least one variant')
      .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants`),
  })
  .superRefine((p, ctx) => {
    const seen = new Map<string, number>();
    p.variants.forEach((v, i) => {
      const key = v.sku.toUpperCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['variants', i, 'sku'], message: `SKU ${v.sku} appears twice` });
      seen.set(key, i);
    });
  });
export type ProductInput = z.infer<typeof productInput>;

export const productIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id must be a whole number')
    .transform(Number),
});

export const productStatusBody = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

const optionalId = (field: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${field} must be a whole number`)
    .transform(Number)
    .optional();

export const adminProductQuery = paginationQuery(20).extend({
  q: z.string().trim().max(80, 'q must be at most 80 characters').optional(),
  categoryId: optionalId('categoryId'),
  brandId: optionalId('brandId'),
  status: z.enum(PRODUCT_STATUSES, { error: `status must be one of ${PRODUCT_STATUSES.join(', ')}` }).default('all'),
  sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }).default('updated'),
});
export type AdminProductQuery = z.input<typeof adminProductQuery>;

export const adminProductRow = z.object({
  productId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  categoryName: z.string(),
  brandName: z.string(),
  isActive: z.boolean(),
  variantCount: z.number().int(),
  minPrice: z.number(),
  maxPrice: z.number(),
  totalStock: z.number().int(),
  imageUrl: z.string(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;
export const adminProductPage = pagedSchema(adminProductRow);
export type AdminProductPage = z.infer<typeof adminProductPage>;

export const adminVariantView = z.object({
  variantId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  price: z.number(),
  basePrice: z.number(),
  stock: z.number().int(),
  maxPerOrder: z.number().int(),
  photos: z.array(z.object({ url: z.string(), alt: z.string() })),
  highlights: z.array(z.string()),
  deliveryType: z.string(),
  deliveryDays: z.number().int(),
  warranty: z.string(),
  weightGrams: z.number().int().nullable(),
  lengthCm: z.number().int().nullable(),
  breadthCm: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  /** As stored: the operator's values, or those the name gave. */
  options: z.object({
    shadeFamily: z.enum(SHADE_FAMILIES).nullable(),
    swatch: z.string().nullable(),
    size: z.enum(SIZE_SCALE).nullable(),
    sizeRank: z.number().int().nullable(),
    packSize: z.string().nullable(),
  }),
});

export const adminProductView = z.object({
  productId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  categoryId: z.number().int(),
  brandId: z.number().int(),
  descriptionHtml: z.string(),
  hsnCode: z.string(),
  gstRate: z.number(),
  isActive: z.boolean(),
  ...seoMetaView,
  updatedAt: z.string(),
  variants: z.array(adminVariantView),
});
export type AdminProductView = z.infer<typeof adminProductView>;

/** Reads of what the console edits carry the record's version (record-version.ts). */
export const adminProductRead = withVersion(adminProductView);
