import { defineEndpoint } from '../endpoint.ts';
import type {
  bannerImageQuery,
  mediaFileParams,
  offerImageQuery,
  productImageParams,
  svgImageSchema,
  themedImageParams,
} from '../media.ts';

/**
 * Generated catalogue art (SVG). A URL's image never changes, so answers are immutable for a year and carry an
 * ETag (If-None-Match → 304). Schemas: ./media.schemas.ts.
 */

const image = { access: 'public', tags: ['media'], produces: 'image/svg+xml', errors: [400, 404] } as const;
const errorCodes = ['MEDIA_NOT_FOUND'] as const;

export const getProductImage = defineEndpoint<{ params: typeof productImageParams; response: typeof svgImageSchema }>()(
  {
    ...image,
    operationId: 'getProductImage',
    method: 'GET',
    path: '/media/product/{kind}/{colour}/{file}',
    summary: 'Product shot of a kind of product in a colour (hex, no #); the seed file name varies the shot',
    errorCodes,
  },
);

export const getCategoryImage = defineEndpoint<{ params: typeof mediaFileParams; response: typeof svgImageSchema }>()({
  ...image,
  operationId: 'getCategoryImage',
  method: 'GET',
  path: '/media/category/{file}',
  summary: 'Round category icon, by product kind ({kind}.svg)',
  errorCodes,
});

export const getBrandImage = defineEndpoint<{ params: typeof mediaFileParams; response: typeof svgImageSchema }>()({
  ...image,
  operationId: 'getBrandImage',
  method: 'GET',
  path: '/media/brand/{file}',
  summary: 'Brand logo drawn from the brand slug ({slug}.svg)',
  errorCodes,
});

export const getBannerImage = defineEndpoint<{
  params: typeof themedImageParams;
  query: typeof bannerImageQuery;
  response: typeof svgImageSchema;
}>()({
  ...image,
  operationId: 'getBannerImage',
  method: 'GET',
  path: '/media/banner/{theme}/{kind}/{file}',
  summary: 'Home banner (1600×600) with a headline and sub-line; file is the product colour ({hex}.svg)',
  errorCodes,
});

export const getOfferImage = defineEndpoint<{
  params: typeof themedImageParams;
  query: typeof offerImageQuery;
  response: typeof svgImageSchema;
}>()({
  ...image,
  operationId: 'getOfferImage',
  method: 'GET',
  path: '/media/offer/{theme}/{kind}/{file}',
  summary: 'Special-offer tile (600×600) with a title and a tag; file is the product colour ({hex}.svg)',
  errorCodes,
});

export const mediaEndpoints = { getProductImage, getCategoryImage, getBrandImage, getBannerImage, getOfferImage };
