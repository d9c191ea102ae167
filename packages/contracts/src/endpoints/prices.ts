import { idParams } from '../catalogue.ts';
import { variantPriceAnswer, variantPriceBody } from '../variant-price.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/** Operator price changes, one variant at a time (automation and the console). */
export const adminSetVariantPrice = defineEndpoint({
  operationId: 'adminSetVariantPrice',
  method: 'PUT',
  path: '/admin/variants/{id}/price',
  access: 'operator',
  permission: 'catalogue.manage',
  tags: ['admin'],
  summary: "Operator: set a variant's price (and base price), in rupees",
  description:
    'The base price defaults to the current one and must not be below the price. Every process serves the new price within a second.',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'VARIANT_NOT_FOUND'],
  schemas: { params: idParams, body: variantPriceBody, response: variantPriceAnswer },
});

export const priceEndpoints = { adminSetVariantPrice };
