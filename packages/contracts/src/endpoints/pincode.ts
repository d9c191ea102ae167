import type { z } from 'zod';
import type { pincodeCheckSchema } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The India Post pincode directory: the address form fills city and state from it. */

export const checkPincode = defineEndpoint<{
  params: z.ZodObject<{ pincode: z.ZodString }>;
  response: typeof pincodeCheckSchema;
}>()({
  operationId: 'checkPincode',
  method: 'GET',
  path: '/pincode/is-pincode-valid/{pincode}',
  access: 'public',
  tags: ['pincode'],
  summary: 'Whether a pincode exists (India Post directory), its city, district and state, and delivery days',
  errors: [400],
});

export const pincodeEndpoints = { checkPincode };
