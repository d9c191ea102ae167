import { idParams, pagedProductCardsSchema, productDetailSchema, productListQuery } from '../catalogue.ts';
import { schemaTable } from '../endpoint.ts';
import { productEndpoints } from './products.ts';

export const productSchemas = schemaTable(productEndpoints, {
  listCategoryProducts: { params: idParams, query: productListQuery, response: pagedProductCardsSchema },
  getProduct: { params: idParams, response: productDetailSchema },
});
