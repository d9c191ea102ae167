import { idParams } from '../catalogue.ts';
import { schemaTable } from '../endpoint.ts';
import { variantPriceAnswer, variantPriceBody } from '../variant-price.ts';
import { priceEndpoints } from './prices.ts';

export const priceSchemas = schemaTable(priceEndpoints, {
  adminSetVariantPrice: { params: idParams, body: variantPriceBody, response: variantPriceAnswer },
});
