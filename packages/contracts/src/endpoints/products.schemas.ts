import {
  categoryGroupListSchema,
  idParams,
  pagedProductCardsSchema,
  productCardListSchema,
  productDetailSchema,
  productListQuery,
  randomFromCategoriesQuery,
} from '../catalogue.ts';
import { schemaTable } from '../endpoint.ts';
import { productEndpoints } from './products.ts';

const scoped = { params: idParams, query: productListQuery, response: pagedProductCardsSchema };

export const productSchemas = schemaTable(productEndpoints, {
  listAllProducts: { query: productListQuery, response: pagedProductCardsSchema },
  listCategoryProducts: scoped,
  listBrandProducts: scoped,
  listOfferProducts: scoped,
  listExploreProducts: { response: productCardListSchema },
  listRandomProducts: { response: productCardListSchema },
  listSuggestedProducts: { response: productCardListSchema },
  listRecentlyViewed: { response: productCardListSchema },
  listRelatedProducts: { params: idParams, response: productCardListSchema },
  listRandomFromCategories: { query: randomFromCategoriesQuery, response: categoryGroupListSchema },
  getProduct: { params: idParams, response: productDetailSchema },
});
