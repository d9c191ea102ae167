import {
  bannerSchema,
  brandSchema,
  categoryListQuery,
  categorySchema,
  idParams,
  offerSchema,
  pagedProductCardsSchema,
  productListQuery,
} from '../catalogue.ts';
import { schemaTable } from '../endpoint.ts';
import { catalogueEndpoints } from './catalogue.ts';

export const catalogueSchemas = schemaTable(catalogueEndpoints, {
  listCategories: { query: categoryListQuery, response: categorySchema.array() },
  getCategory: { params: idParams, response: categorySchema },
  listBrands: { response: brandSchema.array() },
  listOffers: { response: offerSchema.array() },
  listBanners: { response: bannerSchema.array() },
  listBannerProducts: { params: idParams, query: productListQuery, response: pagedProductCardsSchema },
});
