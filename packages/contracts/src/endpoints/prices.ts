import type { idParams } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';
import type { variantPriceAnswer, variantPriceBody } from '../variant-price.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/** Operator price changes, one variant at a time (automation and the console). Schemas: ./prices.schemas.ts. */
export const adminSetVariantPrice = defineEndpoint<{
  params: typeof idParams;
  body: typeof variantPriceBody;
  response: typeof variantPriceAnswer;
}>()({
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
});

export const priceEndpoints = { adminSetVariantPrice };
