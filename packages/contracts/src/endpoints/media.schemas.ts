import { schemaTable } from '../endpoint.ts';
import {
  bannerImageQuery,
  mediaFileParams,
  offerImageQuery,
  productImageParams,
  svgImageSchema,
  themedImageParams,
} from '../media.ts';
import { mediaEndpoints } from './media.ts';

export const mediaSchemas = schemaTable(mediaEndpoints, {
  getProductImage: { params: productImageParams, response: svgImageSchema },
  getCategoryImage: { params: mediaFileParams, response: svgImageSchema },
  getBrandImage: { params: mediaFileParams, response: svgImageSchema },
  getBannerImage: { params: themedImageParams, query: bannerImageQuery, response: svgImageSchema },
  getOfferImage: { params: themedImageParams, query: offerImageQuery, response: svgImageSchema },
});
