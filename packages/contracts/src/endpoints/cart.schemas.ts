import { cartAddBodySchema, cartCountSchema, cartSchema } from '../cart.ts';
import { schemaTable } from '../endpoint.ts';
import { cartEndpoints } from './cart.ts';

export const cartSchemas = schemaTable(cartEndpoints, {
  getCartCount: { response: cartCountSchema },
  addToCart: { body: cartAddBodySchema, response: cartSchema },
});
