import type {
  cartAddBodySchema,
  cartCountSchema,
  cartMinusQuerySchema,
  cartRemoveQuerySchema,
  cartSchema,
} from '../cart.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The shopper's cart, priced live. Schemas: ./cart.schemas.ts. */

const tags = ['cart'] as const;

export const getCart = defineEndpoint<{ response: typeof cartSchema }>()({
  operationId: 'getCart',
  method: 'GET',
  path: '/cart',
  access: 'shopper',
  tags,
  summary: 'The cart with live prices, stock and ratings, and its totals',
  errors: [401],
});

export const addToCart = defineEndpoint<{ body: typeof cartAddBodySchema; response: typeof cartSchema }>()({
  operationId: 'addToCart',
  method: 'POST',
  path: '/cart/add',
  access: 'shopper',
  tags,
  summary: 'Add a variant to the cart; a repeat add increments (1..10, never past stock)',
  errors: [400, 401, 404, 409, 503],
  errorCodes: ['OUT_OF_STOCK', 'QUANTITY_LIMIT', 'PRODUCT_INFO_INCOMPLETE', 'STORE_CLOSED'],
});

export const getCartCount = defineEndpoint<{ response: typeof cartCountSchema }>()({
  operationId: 'getCartCount',
  method: 'GET',
  path: '/cart/count',
  access: 'shopper',
  tags,
  summary: 'Number of items in the cart (sum of quantities)',
  errors: [401],
});

export const decrementCartItem = defineEndpoint<{ query: typeof cartMinusQuerySchema; response: typeof cartSchema }>()({
  operationId: 'decrementCartItem',
  method: 'POST',
  path: '/cart/minus',
  access: 'shopper',
  tags,
  summary: 'One less of a cart line; a line at 1 is removed',
  errors: [400, 401, 404, 503],
  errorCodes: ['STORE_CLOSED'],
});

export const removeCartItem = defineEndpoint<{ query: typeof cartRemoveQuerySchema; response: typeof cartSchema }>()({
  operationId: 'removeCartItem',
  method: 'DELETE',
  path: '/cart/remove',
  access: 'shopper',
  tags,
  summary: 'Remove a cart line',
  errors: [400, 401, 404, 503],
  errorCodes: ['STORE_CLOSED'],
});

export const cartEndpoints = { getCart, addToCart, getCartCount, decrementCartItem, removeCartItem };
