import { schemaTable } from '../endpoint.ts';
import { wishlistItemSchema, wishlistToggleAnswer, wishlistToggleBody } from '../wishlist.ts';
import { wishlistEndpoints } from './wishlist.ts';

export const wishlistSchemas = schemaTable(wishlistEndpoints, {
  listWishlist: { response: wishlistItemSchema.array() },
  toggleWishlist: { body: wishlistToggleBody, response: wishlistToggleAnswer },
});
