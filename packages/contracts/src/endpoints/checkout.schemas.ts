import {
  idempotencyHeaders,
  placeBuyNowOrderBodySchema,
  placeCartOrderBodySchema,
  placeOrderAnswerSchema,
} from '../checkout.ts';
import { schemaTable } from '../endpoint.ts';
import { checkoutEndpoints } from './checkout.ts';

export const checkoutSchemas = schemaTable(checkoutEndpoints, {
  placeCartOrder: { headers: idempotencyHeaders, body: placeCartOrderBodySchema, response: placeOrderAnswerSchema },
  placeDirectOrder: { headers: idempotencyHeaders, body: placeBuyNowOrderBodySchema, response: placeOrderAnswerSchema },
});
