import {
  categoryGroupSchema,
  idParams,
  pagedProductCardsSchema,
  productCardListSchema,
  productDetailSchema,
  productListQuery,
  randomFromCategoriesQuery,
} from '../catalogue.ts';
import { schemaTable } from '../endpoint.ts';
import { productEndpoints } from './products.ts';

const scopedList = { params: idParams, query: productListQuery, response: pagedProductCardsSchema };

export const productSchemas = schemaTable(productEndpoints, {
  listCategoryProducts: scopedList,
  listBrandProducts: scopedList,
  listOfferProducts: scopedList,
  listExploreProducts: { response: productCardListSchema },
  listRelatedProducts: { params: idParams, response: productCardListSchema },
  listRandomFromCategories: { query: randomFromCategoriesQuery, response: categoryGroupSchema.array() },
  getProduct: { params: idParams, response: productDetailSchema },
});
