import {
  bannerListSchema,
  brandListSchema,
  categoryListQuery,
  categoryListSchema,
  categorySchema,
  idParams,
  offerListSchema,
  pagedProductCardsSchema,
  productListQuery,
} from '../catalogue.ts';
import { schemaTable } from '../endpoint.ts';
import { catalogueEndpoints } from './catalogue.ts';

export const catalogueSchemas = schemaTable(catalogueEndpoints, {
  listCategories: { query: categoryListQuery, response: categoryListSchema },
  getCategory: { params: idParams, response: categorySchema },
  listBrands: { response: brandListSchema },
  listOffers: { response: offerListSchema },
  listBanners: { response: bannerListSchema },
  listBannerProducts: { params: idParams, query: productListQuery, response: pagedProductCardsSchema },
});
