import type { cartAddBodySchema, cartCountSchema, cartSchema } from '../cart.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The signed-in shopper's cart. Schemas: ./cart.schemas.ts. */

export const getCartCount = defineEndpoint<{ response: typeof cartCountSchema }>()({
  operationId: 'getCartCount',
  method: 'GET',
  path: '/cart/count',
  access: 'shopper',
  tags: ['cart'],
  summary: 'Number of items in the cart (sum of quantities)',
  errors: [401],
});

export const addToCart = defineEndpoint<{ body: typeof cartAddBodySchema; response: typeof cartSchema }>()({
  operationId: 'addToCart',
  method: 'POST',
  path: '/cart/add',
  access: 'shopper',
  tags: ['cart'],
  summary: 'Add a variant to the cart; a repeat add increments (1..10, never past stock)',
  errors: [400, 401, 404, 409],
});

export const cartEndpoints = { getCartCount, addToCart };
