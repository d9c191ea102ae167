import {
  cartAddBodySchema,
  cartCountSchema,
  cartMinusQuerySchema,
  cartRemoveQuerySchema,
  cartSchema,
} from '../cart.ts';
import { schemaTable } from '../endpoint.ts';
import { cartEndpoints } from './cart.ts';

export const cartSchemas = schemaTable(cartEndpoints, {
  getCart: { response: cartSchema },
  addToCart: { body: cartAddBodySchema, response: cartSchema },
  getCartCount: { response: cartCountSchema },
  decrementCartItem: { query: cartMinusQuerySchema, response: cartSchema },
  removeCartItem: { query: cartRemoveQuerySchema, response: cartSchema },
});
