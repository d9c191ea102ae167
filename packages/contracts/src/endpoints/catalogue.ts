import type { z } from 'zod';
import type {
  bannerSchema,
  brandSchema,
  categoryListQuery,
  categorySchema,
  idParams,
  offerSchema,
  pagedProductCardsSchema,
  productListQuery,
} from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Categories, brands, offers and banners. Schemas: ./catalogue.schemas.ts. */

export const listCategories = defineEndpoint<{
  query: typeof categoryListQuery;
  response: z.ZodArray<typeof categorySchema>;
}>()({
  operationId: 'listCategories',
  method: 'GET',
  path: '/category',
  access: 'public',
  tags: ['catalogue'],
  summary: 'Categories in display order; popular=true or featured=true narrow the list',
  errors: [400],
});

export const getCategory = defineEndpoint<{ params: typeof idParams; response: typeof categorySchema }>()({
  operationId: 'getCategory',
  method: 'GET',
  path: '/category/{id}',
  access: 'public',
  tags: ['catalogue'],
  summary: 'One category',
  errors: [400, 404],
});

export const listBrands = defineEndpoint<{ response: z.ZodArray<typeof brandSchema> }>()({
  operationId: 'listBrands',
  method: 'GET',
  path: '/brands',
  access: 'public',
  tags: ['catalogue'],
  summary: 'All brands in display order',
  errors: [],
});

export const listOffers = defineEndpoint<{ response: z.ZodArray<typeof offerSchema> }>()({
  operationId: 'listOffers',
  method: 'GET',
  path: '/offers',
  access: 'public',
  tags: ['catalogue'],
  summary: 'Active special offers',
  errors: [],
});

export const listBanners = defineEndpoint<{ response: z.ZodArray<typeof bannerSchema> }>()({
  operationId: 'listBanners',
  method: 'GET',
  path: '/banners',
  access: 'public',
  tags: ['catalogue'],
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
  tags: ['catalogue'],
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
