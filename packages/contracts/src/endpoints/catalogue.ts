import type {
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

/** Categories, brands, offers and banners: the store's navigation. Schemas: ./catalogue.schemas.ts. */

const tags = ['catalogue'] as const;

export const listCategories = defineEndpoint<{
  query: typeof categoryListQuery;
  response: typeof categoryListSchema;
}>()({
  operationId: 'listCategories',
  method: 'GET',
  path: '/category',
  access: 'public',
  tags,
  summary: 'Categories in display order; popular=true or featured=true narrow the list',
  errors: [400],
});

export const getCategory = defineEndpoint<{ params: typeof idParams; response: typeof categorySchema }>()({
  operationId: 'getCategory',
  method: 'GET',
  path: '/category/{id}',
  access: 'public',
  tags,
  summary: 'One category',
  errors: [400, 404],
});

export const listBrands = defineEndpoint<{ response: typeof brandListSchema }>()({
  operationId: 'listBrands',
  method: 'GET',
  path: '/brands',
  access: 'public',
  tags,
  summary: 'All brands in display order',
  errors: [],
});

export const listOffers = defineEndpoint<{ response: typeof offerListSchema }>()({
  operationId: 'listOffers',
  method: 'GET',
  path: '/offers',
  access: 'public',
  tags,
  summary: 'Active special offers',
  errors: [],
});

export const listBanners = defineEndpoint<{ response: typeof bannerListSchema }>()({
  operationId: 'listBanners',
  method: 'GET',
  path: '/banners',
  access: 'public',
  tags,
  summary: 'Active home banners in display order',
  errors: [],
});

export const listBannerProducts = defineEndpoint<{
  params: typeof idParams;
  query: typeof productListQuery;
  response: typeof pagedProductCardsSchema;
}>()({
  operationId: 'listBannerProducts',
  method: 'GET',
  path: '/banners/{id}',
  access: 'public',
  tags,
  summary: 'A page of the products an active banner promotes (sort, price and text filters as for categories)',
  errors: [400, 404],
});

export const catalogueEndpoints = {
  listCategories,
  getCategory,
  listBrands,
  listOffers,
  listBanners,
  listBannerProducts,
};
