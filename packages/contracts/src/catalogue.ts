import { z } from 'zod';
import { CATALOGUE_SORTS } from './catalogue-constants.ts';
import { FACET_SCOPES, facetFilters } from './facets.ts';
import { paginationQuery, pagedSchema, SEARCH_ITEMS_PER_PAGE } from './pagination.ts';

/**
 * The public catalogue: answers of spec 3 (Category, Brand, Offer, Banner, Product card item, Product detail,
 * Variant, Search suggestion, Policy) and the query rules of API.md. Money is rupees; ratings 0-5.
 */

export const categorySchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryIcon: z.string(),
  slug: z.string(),
  isPopular: z.boolean(),
  isFeatured: z.boolean(),
  /** The operator's meta title and description; null: the page computes them (seo-meta.ts). */
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const brandSchema = z.object({
  brandId: z.number().int(),
  brandName: z.string(),
  brandLogo: z.string(),
  slug: z.string(),
  /** The operator's meta title and description; null: the page computes them (seo-meta.ts). */
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

export const offerSchema = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/**
 * The average star rating every answer shows (cards, product, cart, wishlist, reviews), to one decimal: 0 when
 * nobody has rated. Totals are whole stars, so multiplying first keeps it to one rounding.
 */
export const averageRating = (ratingTotal: number, ratingCount: number) =>
  ratingCount > 0 ? Math.round((ratingTotal * 10) / ratingCount) / 10 : 0;

/** One card per product, showing its default variant (the first in stock by sort order, else the first). */
export const productCardSchema = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  productName: z.string(),
  variantName: z.string(),
  productImageUrl: z.string(),
  price: z.number(),
  basePrice: z.number(),
  variantDiscount: z.number().int(),
  avgRating: z.number(),
  reviewCount: z.number().int(),
  stock: z.number().int(),
  brandId: z.number().int(),
  brandName: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const pagedProductCardsSchema = pagedSchema(productCardSchema);
export type PagedProductCards = z.infer<typeof pagedProductCardsSchema>;

export const productCardListSchema = z.object({ items: z.array(productCardSchema) });
export type ProductCardList = z.infer<typeof productCardListSchema>;

export const variantSchema = z.object({
  variantId: z.number().int(),
  variantName: z.string(),
  images: z.array(z.string()),
  /** The alt text the operator gave each image, in the same order ('' when none: the page then names it). */
  imageAlts: z.array(z.string()),
  variantPrice: z.number(),
  variantBasePrice: z.number(),
  variantDiscount: z.number().int(),
  avgRating: z.number(),
  /** ISO date (YYYY-MM-DD, India time) the order would arrive if placed today. */
  variantDeliveryDate: z.string(),
  variantDeliverytype: z.string(),
  variantWarranty: z.string(),
  variantStock: z.number().int(),
  variantHighlightedInformation: z.array(z.string()),
  /** Option values (variant-options.ts): a shade's swatch colour and family, a size, a pack size; null if none. */
  swatch: z.string().nullable(),
  shadeFamily: z.string().nullable(),
  size: z.string().nullable(),
  packSize: z.string().nullable(),
  isFavorite: z.boolean(),
  itemAlreadyInCart: z.boolean(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productDetailSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  /** HTML, sanitised by the server. */
  productDescription: z.string(),
  productImageUrl: z.string(),
  price: z.number(),
  basePrice: z.number(),
  variantDiscount: z.number().int(),
  avgRating: z.number(),
  reviewCount: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  /** The operator's meta title and description; null: the page computes them (seo-meta.ts). */
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  variants: z.array(variantSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const categoryGroupSchema = z.object({
  title: z.string(),
  categoryId: z.number().int(),
  products: z.array(productCardSchema),
});
export type CategoryGroup = z.infer<typeof categoryGroupSchema>;

export const suggestionSchema = z.object({
  type: z.enum(['product', 'category', 'brand']),
  id: z.number().int(),
  name: z.string(),
  productImage: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const policySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** HTML, sanitised by the server. */
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Policy = z.infer<typeof policySchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  /** The group the Help page shows it under ('Orders', 'Payments & COD' ...), in the store's order. */
  topic: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

/**
 * The language of the operator's content (policies, FAQs): `lang=hi` answers the Hindi version where the
 * operator wrote one and the English elsewhere; absent or `en`, the English. A query rather than
 * Accept-Language, so each language is its own URL for every cache on the way.
 */
export const contentLangQuery = z.object({
  lang: z
    .enum(['en', 'hi'], { error: 'lang must be en or hi' })
    .optional()
    .meta({ description: 'en (the default) or hi', example: 'hi' }),
});
export type ContentLang = 'en' | 'hi';

/**
 * A cancellation or return reason. `isProductFault` (damaged, defective, wrong item): a return for it needs a
 * photo, and it is the only kind a hygiene category (return rule FAULT_ONLY) accepts.
 */
export const reasonSchema = z.object({ id: z.number().int(), reason: z.string(), isProductFault: z.boolean() });
export type Reason = z.infer<typeof reasonSchema>;

export const pincodeCheckSchema = z.object({
  isValid: z.boolean(),
  pincode: z.string(),
  city: z.string().optional(),
  district: z.string().optional(),
  state: z.string().optional(),
  isServiceable: z.boolean(),
  estimatedDeliveryDays: z.number().int().optional(),
});
export type PincodeCheck = z.infer<typeof pincodeCheckSchema>;

// ---- Queries -------------------------------------------------------------------------------------------

export { CATALOGUE_SORTS, type CatalogueSort, MAX_SUGGESTIONS, MIN_SUGGESTION_QUERY } from './catalogue-constants.ts';
export const MAX_QUERY_LENGTH = 100;

/** A path id: a positive whole number, else a 400 naming the field. */
export const idParam = (field = 'id') =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${field} must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${field} must be a positive whole number`));

/** `{ id }` in a path. */
export const idParams = z.object({ id: idParam() });

const rupeeAmount = (field: string) =>
  z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, `${field} must be an amount in rupees`)
    .transform(Number)
    // A number in the API description (rupees, at most two decimals); the query string carries it as text.
    .meta({ type: 'number', minimum: 0, maximum: 9_999_999.99, multipleOf: 0.01, pattern: undefined })
    .optional();

const searchText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .max(MAX_QUERY_LENGTH, `${field} must be at most ${MAX_QUERY_LENGTH} characters`)
    .transform((s) => s.trim());

const listFilters = {
  sort: z.enum(CATALOGUE_SORTS, { error: `sort must be one of ${CATALOGUE_SORTS.join(', ')}` }).default('default'),
  minPrice: rupeeAmount('minPrice'),
  maxPrice: rupeeAmount('maxPrice'),
};

const priceOrder = <T extends { minPrice?: number | undefined; maxPrice?: number | undefined }>(
  q: T,
  issue: { addIssue: (i: { code: 'custom'; message: string; path: string[] }) => void },
) => {
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice)
    issue.addIssue({ code: 'custom', message: 'minPrice must not be more than maxPrice', path: ['minPrice'] });
};

/** GET /products/{category,brand,offer}/{id}, /products and /banners/{id}: sort, price range, text and facets. */
export const productListQuery = paginationQuery()
  .extend({ ...listFilters, q: searchText('q').optional(), ...facetFilters })
  .superRefine((q, c) => priceOrder(q, c));
export type ProductListQuery = z.infer<typeof productListQuery>;

/** GET /products/facets: the same filters as the listing it sits beside, and which listing (scope and its id). */
export const facetCountsQuery = z
  .object({
    scope: z.enum(FACET_SCOPES, { error: `scope must be one of ${FACET_SCOPES.join(', ')}` }).default('all'),
    scopeId: idParam('scopeId').optional(),
    minPrice: listFilters.minPrice,
    maxPrice: listFilters.maxPrice,
    q: searchText('q').optional(),
    ...facetFilters,
  })
  .superRefine((q, c) => {
    priceOrder(q, c);
    if (q.scope !== 'all' && q.scopeId === undefined)
      c.addIssue({ code: 'custom', message: `scopeId is required for scope ${q.scope}`, path: ['scopeId'] });
  });
export type FacetCountsQuery = z.infer<typeof facetCountsQuery>;

const searchQueryText = searchText('query').pipe(z.string().min(1, 'query is required'));
const searchFilters = {
  minPrice: listFilters.minPrice,
  maxPrice: listFilters.maxPrice,
  categoryId: idParam('categoryId').optional(),
  brandId: idParam('brandId').optional(),
  ...facetFilters,
};

/** GET /products/advance-search: a blank query is a 400; the facets narrow as on a listing. */
export const advanceSearchQuery = paginationQuery(SEARCH_ITEMS_PER_PAGE)
  .extend({ query: searchQueryText, sort: listFilters.sort, ...searchFilters })
  .superRefine((q, c) => priceOrder(q, c));
export type AdvanceSearchQuery = z.infer<typeof advanceSearchQuery>;

/** GET /products/advance-search/facets: the Filters panel's counts for a search, under the same filters. */
export const searchFacetCountsQuery = z
  .object({ query: searchQueryText, ...searchFilters })
  .superRefine((q, c) => priceOrder(q, c));
export type SearchFacetCountsQuery = z.infer<typeof searchFacetCountsQuery>;

export const suggestionsQuery = z.object({ query: searchText('query').default('') });

export const categoryListQuery = z.object({
  popular: z.enum(['true', 'false'], { error: 'popular must be true or false' }).optional(),
  featured: z.enum(['true', 'false'], { error: 'featured must be true or false' }).optional(),
});

export const randomFromCategoriesQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1, 'limit must be at least 1').max(50, 'limit must be at most 50'))
    .default(10),
});

// ---- Lists as answered ---------------------------------------------------------------------------------

export const categoryListSchema = z.array(categorySchema);
export const brandListSchema = z.array(brandSchema);
export const offerListSchema = z.array(offerSchema);
export const bannerListSchema = z.array(bannerSchema);
export const categoryGroupListSchema = z.array(categoryGroupSchema);
export const suggestionListSchema = z.array(suggestionSchema);
export const policyListSchema = z.array(policySchema);
export const faqListSchema = z.array(faqSchema);
export const reasonListSchema = z.array(reasonSchema);

/** `{ id }` of a policy: its slug. */
export const policyIdParams = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be a policy slug such as privacy-policy')
    .max(100, 'id must be a policy slug such as privacy-policy'),
});

export const pincodeParams = z.object({
  pincode: z
    .string()
    .regex(/^\d{6}$/, 'Pincode must be 6 digits')
    .regex(/^(?!0)/, 'Pincode cannot start with 0'),
});
