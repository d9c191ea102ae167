import {
  cartAddBodySchema,
  cartCountSchema,
  cartMinusQuerySchema,
  cartRemoveQuerySchema,
  cartSchema,
} from '../cart.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The shopper's cart, priced live. */

const tags = ['cart'] as const;

export const getCart = defineEndpoint({
  operationId: 'getCart',
  method: 'GET',
  path: '/cart',
  access: 'shopper',
  tags,
  summary: 'The cart with live prices, stock and ratings, and its totals',
  errors: [401],
  schemas: { response: cartSchema },
});

export const addToCart = defineEndpoint({
  operationId: 'addToCart',
  method: 'POST',
  path: '/cart/add',
  access: 'shopper',
  tags,
  summary: 'Add a variant to the cart; a repeat add increments (1..10, never past stock)',
  errors: [400, 401, 404, 409, 503],
  errorCodes: ['OUT_OF_STOCK', 'QUANTITY_LIMIT', 'PRODUCT_INFO_INCOMPLETE', 'STORE_CLOSED'],
  schemas: { body: cartAddBodySchema, response: cartSchema },
});

export const getCartCount = defineEndpoint({
  operationId: 'getCartCount',
  method: 'GET',
  path: '/cart/count',
  access: 'shopper',
  tags,
  summary: 'Number of items in the cart (sum of quantities)',
  errors: [401],
  schemas: { response: cartCountSchema },
});

export const decrementCartItem = defineEndpoint({
  operationId: 'decrementCartItem',
  method: 'POST',
  path: '/cart/minus',
  access: 'shopper',
  tags,
  summary: 'One less of a cart line; a line at 1 is removed',
  errors: [400, 401, 404, 503],
  errorCodes: ['STORE_CLOSED'],
  schemas: { query: cartMinusQuerySchema, response: cartSchema },
});

export const removeCartItem = defineEndpoint({
  operationId: 'removeCartItem',
  method: 'DELETE',
  path: '/cart/remove',
  access: 'shopper',
  tags,
  summary: 'Remove a cart line',
  errors: [400, 401, 404, 503],
  errorCodes: ['STORE_CLOSED'],
  schemas: { query: cartRemoveQuerySchema, response: cartSchema },
});

export const cartEndpoints = { getCart, addToCart, getCartCount, decrementCartItem, removeCartItem };
