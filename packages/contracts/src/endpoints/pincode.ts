import { pincodeCheckSchema, pincodeParams } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Pincode lookup for the address form and the product page's delivery check. */

export const checkPincode = defineEndpoint({
  operationId: 'checkPincode',
  method: 'GET',
  path: '/pincode/is-pincode-valid/{pincode}',
  access: 'public',
  tags: ['pincode'],
  summary: 'Whether a pincode exists (India Post directory), its city, district and state, and delivery days',
  errors: [400],
  schemas: { params: pincodeParams, response: pincodeCheckSchema },
});

export const pincodeEndpoints = { checkPincode };
