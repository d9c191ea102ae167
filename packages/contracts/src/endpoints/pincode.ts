import type { pincodeCheckSchema, pincodeParams } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Pincode lookup for the address form and the product page's delivery check. Schemas: ./pincode.schemas.ts. */

export const checkPincode = defineEndpoint<{ params: typeof pincodeParams; response: typeof pincodeCheckSchema }>()({
  operationId: 'checkPincode',
  method: 'GET',
  path: '/pincode/is-pincode-valid/{pincode}',
  access: 'public',
  tags: ['pincode'],
  summary: 'Whether a pincode exists (India Post directory), its city, district and state, and delivery days',
  errors: [400],
});

export const pincodeEndpoints = { checkPincode };
