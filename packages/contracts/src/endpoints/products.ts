import type { idParams, pagedProductCardsSchema, productDetailSchema, productListQuery } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Product lists and detail (the public catalogue). Schemas: ./products.schemas.ts. */

export const listCategoryProducts = defineEndpoint<{
  params: typeof idParams;
  query: typeof productListQuery;
  response: typeof pagedProductCardsSchema;
}>()({
  operationId: 'listCategoryProducts',
  method: 'GET',
  path: '/products/category/{id}',
  access: 'public',
  tags: ['products'],
  summary:
    "A page of one category's products: sort, minPrice/maxPrice (rupees, inclusive) and q (name contains) apply to all of them",
  errors: [400, 404],
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

export const productEndpoints = { listCategoryProducts, getProduct };
