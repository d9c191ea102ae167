import type {
  categoryGroupListSchema,
  idParams,
  pagedProductCardsSchema,
  productCardListSchema,
  productDetailSchema,
  productListQuery,
  randomFromCategoriesQuery,
} from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Product lists and detail (the public catalogue). Schemas: ./products.schemas.ts. */

const tags = ['products'] as const;
type ScopedList = { params: typeof idParams; query: typeof productListQuery; response: typeof pagedProductCardsSchema };
const scopedSummary = (scope: string) =>
  `A page of one ${scope}'s products: sort, minPrice/maxPrice (rupees, inclusive) and q (name contains) apply to all of them`;

export const listCategoryProducts = defineEndpoint<ScopedList>()({
  operationId: 'listCategoryProducts',
  method: 'GET',
  path: '/products/category/{id}',
  access: 'public',
  tags,
  summary:
    "A page of one category's products: sort, minPrice/maxPrice (rupees, inclusive) and q (name contains) apply to all of them",
  errors: [400, 404],
});

export const listBrandProducts = defineEndpoint<ScopedList>()({
  operationId: 'listBrandProducts',
  method: 'GET',
  path: '/products/brand/{id}',
  access: 'public',
  tags,
  summary: scopedSummary('brand'),
  errors: [400, 404],
});

export const listOfferProducts = defineEndpoint<ScopedList>()({
  operationId: 'listOfferProducts',
  method: 'GET',
  path: '/products/offer/{id}',
  access: 'public',
  tags,
  summary: scopedSummary('offer'),
  errors: [400, 404],
});

export const listAllProducts = defineEndpoint<Omit<ScopedList, 'params'>>()({
  operationId: 'listAllProducts',
  method: 'GET',
  path: '/products',
  access: 'public',
  tags,
  summary:
    "A page of the whole catalogue ('Shop All'): sort, minPrice/maxPrice (rupees, inclusive) and q (name contains) apply to every product",
  errors: [400],
});

export const listExploreProducts = defineEndpoint<{ response: typeof productCardListSchema }>()({
  operationId: 'listExploreProducts',
  method: 'GET',
  path: '/products/explore',
  access: 'optional',
  tags,
  summary: "'More to Explore': in-stock bestsellers",
  errors: [],
});

export const listRandomProducts = defineEndpoint<{ response: typeof productCardListSchema }>()({
  operationId: 'listRandomProducts',
  method: 'GET',
  path: '/products/random',
  access: 'optional',
  tags,
  summary: 'A random sample of products',
  errors: [],
});

export const listSuggestedProducts = defineEndpoint<{ response: typeof productCardListSchema }>()({
  operationId: 'listSuggestedProducts',
  method: 'GET',
  path: '/products/suggested',
  access: 'optional',
  tags,
  summary: "Suggestions from the signed-in shopper's interests, else the best rated",
  errors: [],
});

export const listRecentlyViewed = defineEndpoint<{ response: typeof productCardListSchema }>()({
  operationId: 'listRecentlyViewed',
  method: 'GET',
  path: '/products/recently-viewed',
  access: 'optional',
  tags,
  summary: "The signed-in shopper's last 20 views, newest first; empty when anonymous",
  errors: [],
});

export const listRelatedProducts = defineEndpoint<{
  params: typeof idParams;
  response: typeof productCardListSchema;
}>()({
  operationId: 'listRelatedProducts',
  method: 'GET',
  path: '/products/related/{id}',
  access: 'public',
  tags,
  summary: 'Products related to one product (same category, then same brand)',
  errors: [400, 404],
});

export const listRandomFromCategories = defineEndpoint<{
  query: typeof randomFromCategoriesQuery;
  response: typeof categoryGroupListSchema;
}>()({
  operationId: 'listRandomFromCategories',
  method: 'GET',
  path: '/products/random-from-categories',
  access: 'public',
  tags,
  summary: 'One group per category that has products, each with up to `limit` random products',
  errors: [400],
});

export const getProduct = defineEndpoint<{ params: typeof idParams; response: typeof productDetailSchema }>()({
  operationId: 'getProduct',
  method: 'GET',
  path: '/products/{id}',
  access: 'optional',
  tags,
  summary: 'Product detail with every variant; a token adds isFavorite/itemAlreadyInCart and records the view',
  errors: [400, 404],
});

export const productEndpoints = {
  listAllProducts,
  listCategoryProducts,
  listBrandProducts,
  listOfferProducts,
  listExploreProducts,
  listRandomProducts,
  listSuggestedProducts,
  listRecentlyViewed,
  listRelatedProducts,
  listRandomFromCategories,
  getProduct,
};
