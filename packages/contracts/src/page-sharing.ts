/**
 * A server-rendered page that every visitor may be shown carries this response header: the store's route group
 * sets it, and the server's page cache keeps only pages that have it (and strips it before answering). Account
 * and operator pages never set it, so the cache never shares them.
 */
export const SHAREABLE_PAGE_HEADER = 'x-shringar-shareable-page';

/**
 * The query parameters a shareable page reads (listing filters, search, the sign-in page's way back). The page
 * cache keys pages on these alone and renders without any other, so made-up parameters cannot skip it. A store
 * page that starts reading a new parameter must add it here.
 */
export const SHAREABLE_PAGE_QUERY_KEYS = [
  'q',
  'page',
  'sort',
  'minPrice',
  'maxPrice',
  'categoryId',
  'brandId',
  'redirectTo',
  // Listing facets (facets.ts FACET_PARAMS) and the variant a product page opens on.
  'shade',
  'size',
  'brand',
  'price',
  'rating',
  'discount',
  'inStock',
  'variant',
] as const;
