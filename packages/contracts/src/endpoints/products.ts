import {
  categoryGroupListSchema,
  facetCountsQuery,
  idParams,
  pagedProductCardsSchema,
  productCardListSchema,
  productDetailSchema,
  productListQuery,
  randomFromCategoriesQuery,
} from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';
import { facetCountsSchema } from '../facets.ts';

/** Product lists and detail (the public catalogue). */

const tags = ['products'] as const;
/** The three scoped lists (a category, a brand, an offer) read the same query and answer the same page. */
const scoped = { params: idParams, query: productListQuery, response: pagedProductCardsSchema };
const scopedSummary = (scope: string) =>
  `A page of one ${scope}'s products: sort, minPrice/maxPrice (rupees, inclusive) and q (name contains) apply to all of them`;

export const listCategoryProducts = defineEndpoint({
  operationId: 'listCategoryProducts',
  method: 'GET',
  path: '/products/category/{id}',
  access: 'public',
  tags,
  summary:
    "A page of one category's products: sort, minPrice/maxPrice (rupees, inclusive) and q (name contains) apply to all of them",
  errors: [400, 404],
  schemas: scoped,
});

export const listBrandProducts = defineEndpoint({
  operationId: 'listBrandProducts',
  method: 'GET',
  path: '/products/brand/{id}',
  access: 'public',
  tags,
  summary: scopedSummary('brand'),
  errors: [400, 404],
  schemas: scoped,
});

export const listOfferProducts = defineEndpoint({
  operationId: 'listOfferProducts',
  method: 'GET',
  path: '/products/offer/{id}',
  access: 'public',
  tags,
  summary: scopedSummary('offer'),
  errors: [400, 404],
  schemas: scoped,
});

export const listAllProducts = defineEndpoint({
  operationId: 'listAllProducts',
  method: 'GET',
  path: '/products',
  access: 'public',
  tags,
  summary:
    "A page of the whole catalogue ('Shop All'): sort, minPrice/maxPrice (rupees, inclusive) and q (name contains) apply to every product",
  errors: [400],
  schemas: { query: productListQuery, response: pagedProductCardsSchema },
});

export const getFacetCounts = defineEndpoint({
  operationId: 'getFacetCounts',
  method: 'GET',
  path: '/products/facets',
  access: 'public',
  tags,
  summary:
    "Counts of a listing's facets (shade family, size, brand, price band, rating, discount, in stock) under the same filters as the listing; each group's counts leave out its own choice",
  errors: [400, 404],
  schemas: { query: facetCountsQuery, response: facetCountsSchema },
});

export const listExploreProducts = defineEndpoint({
  operationId: 'listExploreProducts',
  method: 'GET',
  path: '/products/explore',
  access: 'optional',
  tags,
  summary: "'More to Explore': in-stock bestsellers",
  errors: [],
  schemas: { response: productCardListSchema },
});

export const listRandomProducts = defineEndpoint({
  operationId: 'listRandomProducts',
  method: 'GET',
  path: '/products/random',
  access: 'optional',
  tags,
  summary: 'A random sample of products',
  errors: [],
  schemas: { response: productCardListSchema },
});

export const listSuggestedProducts = defineEndpoint({
  operationId: 'listSuggestedProducts',
  method: 'GET',
  path: '/products/suggested',
  access: 'optional',
  tags,
  summary: "Suggestions from the signed-in shopper's interests, else the best rated",
  errors: [],
  schemas: { response: productCardListSchema },
});

export const listRecentlyViewed = defineEndpoint({
  operationId: 'listRecentlyViewed',
  method: 'GET',
  path: '/products/recently-viewed',
  access: 'optional',
  tags,
  summary: "The signed-in shopper's last 20 views, newest first; empty when anonymous",
  errors: [],
  schemas: { response: productCardListSchema },
});

export const listRelatedProducts = defineEndpoint({
  operationId: 'listRelatedProducts',
  method: 'GET',
  path: '/products/related/{id}',
  access: 'public',
  tags,
  summary: 'Products related to one product (same category, then same brand)',
  errors: [400, 404],
  schemas: { params: idParams, response: productCardListSchema },
});

export const listRandomFromCategories = defineEndpoint({
  operationId: 'listRandomFromCategories',
  method: 'GET',
  path: '/products/random-from-categories',
  access: 'public',
  tags,
  summary: 'One group per category that has products, each with up to `limit` random products',
  errors: [400],
  schemas: { query: randomFromCategoriesQuery, response: categoryGroupListSchema },
});

export const getProduct = defineEndpoint({
  operationId: 'getProduct',
  method: 'GET',
  path: '/products/{id}',
  access: 'optional',
  tags,
  summary: 'Product detail with every variant; a token adds isFavorite/itemAlreadyInCart and records the view',
  errors: [400, 404],
  schemas: { params: idParams, response: productDetailSchema },
});

export const productEndpoints = {
  listAllProducts,
  listCategoryProducts,
  listBrandProducts,
  listOfferProducts,
  getFacetCounts,
  listExploreProducts,
  listRandomProducts,
  listSuggestedProducts,
  listRecentlyViewed,
  listRelatedProducts,
  listRandomFromCategories,
  getProduct,
};
