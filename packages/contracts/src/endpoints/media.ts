import {
  bannerImageQuery,
  mediaFileParams,
  offerImageQuery,
  productImageParams,
  svgImageSchema,
  themedImageParams,
} from '../media.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Generated catalogue art (SVG). A URL's image never changes, so answers are immutable for a year and carry an
 * ETag (If-None-Match → 304).
 */

const image = { access: 'public', tags: ['media'], produces: 'image/svg+xml', errors: [400, 404] } as const;
const errorCodes = ['MEDIA_NOT_FOUND'] as const;

export const getProductImage = defineEndpoint({
  ...image,
  operationId: 'getProductImage',
  method: 'GET',
  path: '/media/product/{kind}/{colour}/{file}',
  summary: 'Product shot of a kind of product in a colour (hex, no #); the seed file name varies the shot',
  errorCodes,
  schemas: { params: productImageParams, response: svgImageSchema },
});

export const getCategoryImage = defineEndpoint({
  ...image,
  operationId: 'getCategoryImage',
  method: 'GET',
  path: '/media/category/{file}',
  summary: 'Round category icon, by product kind ({kind}.svg)',
  errorCodes,
  schemas: { params: mediaFileParams, response: svgImageSchema },
});

export const getBrandImage = defineEndpoint({
  ...image,
  operationId: 'getBrandImage',
  method: 'GET',
  path: '/media/brand/{file}',
  summary: 'Brand logo drawn from the brand slug ({slug}.svg)',
  errorCodes,
  schemas: { params: mediaFileParams, response: svgImageSchema },
});

export const getBannerImage = defineEndpoint({
  ...image,
  operationId: 'getBannerImage',
  method: 'GET',
  path: '/media/banner/{theme}/{kind}/{file}',
  summary: 'Home banner (1600×600) with a headline and sub-line; file is the product colour ({hex}.svg)',
  errorCodes,
  schemas: { params: themedImageParams, query: bannerImageQuery, response: svgImageSchema },
});

export const getOfferImage = defineEndpoint({
  ...image,
  operationId: 'getOfferImage',
  method: 'GET',
  path: '/media/offer/{theme}/{kind}/{file}',
  summary: 'Special-offer tile (600×600) with a title and a tag; file is the product colour ({hex}.svg)',
  errorCodes,
  schemas: { params: themedImageParams, query: offerImageQuery, response: svgImageSchema },
});

export const mediaEndpoints = { getProductImage, getCategoryImage, getBrandImage, getBannerImage, getOfferImage };
