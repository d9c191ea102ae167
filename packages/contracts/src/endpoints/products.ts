import type { z } from 'zod';
import type {
  categoryGroupSchema,
  idParams,
  pagedProductCardsSchema,
  productCardListSchema,
  productDetailSchema,
  productListQuery,
  randomFromCategoriesQuery,
} from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Product lists and detail (the public catalogue). Schemas: ./products.schemas.ts. */

type ScopedList = {
  params: typeof idParams;
  query: typeof productListQuery;
  response: typeof pagedProductCardsSchema;
};
const scopedSummary = (scope: string) =>
  `A page of one ${scope}'s products: sort, minPrice/maxPrice (rupees, inclusive) and q (name contains) apply to all of them`;

export const listCategoryProducts = defineEndpoint<ScopedList>()({
  operationId: 'listCategoryProducts',
  method: 'GET',
  path: '/products/category/{id}',
  access: 'public',
  tags: ['products'],
  summary: scopedSummary('category'),
  errors: [400, 404],
});

export const listBrandProducts = defineEndpoint<ScopedList>()({
  operationId: 'listBrandProducts',
  method: 'GET',
  path: '/products/brand/{id}',
  access: 'public',
  tags: ['products'],
  summary: scopedSummary('brand'),
  errors: [400, 404],
});

export const listOfferProducts = defineEndpoint<ScopedList>()({
  operationId: 'listOfferProducts',
  method: 'GET',
  path: '/products/offer/{id}',
  access: 'public',
  tags: ['products'],
  summary: scopedSummary('offer'),
  errors: [400, 404],
});

export const listExploreProducts = defineEndpoint<{ response: typeof productCardListSchema }>()({
  operationId: 'listExploreProducts',
  method: 'GET',
  path: '/products/explore',
  access: 'optional',
  tags: ['products'],
  summary: 'Products to explore, for the strip under a product',
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
  tags: ['products'],
  summary: 'Products related to one product (same category, then same brand)',
  errors: [400, 404],
});

export const listRandomFromCategories = defineEndpoint<{
  query: typeof randomFromCategoriesQuery;
  response: z.ZodArray<typeof categoryGroupSchema>;
}>()({
  operationId: 'listRandomFromCategories',
  method: 'GET',
  path: '/products/random-from-categories',
  access: 'public',
  tags: ['products'],
  summary: 'One group per category that has products, each with up to `limit` random products',
  errors: [400],
});

export const getProduct = defineEndpoint<{ params: typeof idParams; response: typeof productDetailSchema }>()({
  operationId: 'getProduct',
  method: 'GET',
  path: '/products/{id}',
  access: 'optional',
  tags: ['products'],
  summary: 'Product detail with every variant; a token adds isFavorite/itemAlreadyInCart and records the view',
  errors: [400, 404],
});

export const productEndpoints = {
  listCategoryProducts,
  listBrandProducts,
  listOfferProducts,
  listExploreProducts,
  listRelatedProducts,
  listRandomFromCategories,
  getProduct,
};
