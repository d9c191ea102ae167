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
import { defineEndpoint } from '../endpoint.ts';

/** Categories, brands, offers and banners: the store's navigation. */

const tags = ['catalogue'] as const;

export const listCategories = defineEndpoint({
  operationId: 'listCategories',
  method: 'GET',
  path: '/category',
  access: 'public',
  tags,
  summary: 'Categories in display order; popular=true or featured=true narrow the list',
  errors: [400],
  schemas: { query: categoryListQuery, response: categoryListSchema },
});

export const getCategory = defineEndpoint({
  operationId: 'getCategory',
  method: 'GET',
  path: '/category/{id}',
  access: 'public',
  tags,
  summary: 'One category',
  errors: [400, 404],
  schemas: { params: idParams, response: categorySchema },
});

export const listBrands = defineEndpoint({
  operationId: 'listBrands',
  method: 'GET',
  path: '/brands',
  access: 'public',
  tags,
  summary: 'All brands in display order',
  errors: [],
  schemas: { response: brandListSchema },
});

export const listOffers = defineEndpoint({
  operationId: 'listOffers',
  method: 'GET',
  path: '/offers',
  access: 'public',
  tags,
  summary: 'Active special offers',
  errors: [],
  schemas: { response: offerListSchema },
});

export const listBanners = defineEndpoint({
  operationId: 'listBanners',
  method: 'GET',
  path: '/banners',
  access: 'public',
  tags,
  summary: 'Active home banners in display order',
  errors: [],
  schemas: { response: bannerListSchema },
});

export const listBannerProducts = defineEndpoint({
  operationId: 'listBannerProducts',
  method: 'GET',
  path: '/banners/{id}',
  access: 'public',
  tags,
  summary: 'A page of the products an active banner promotes (sort, price and text filters as for categories)',
  errors: [400, 404],
  schemas: { params: idParams, query: productListQuery, response: pagedProductCardsSchema },
});

export const catalogueEndpoints = {
  listCategories,
  getCategory,
  listBrands,
  listOffers,
  listBanners,
  listBannerProducts,
};
