import { schemaTable } from '../endpoint.ts';
import { wishlistSchema, wishlistToggleAnswer, wishlistToggleBody } from '../wishlist.ts';
import { wishlistEndpoints } from './wishlist.ts';

export const wishlistSchemas = schemaTable(wishlistEndpoints, {
  listWishlist: { response: wishlistSchema },
  toggleWishlist: { body: wishlistToggleBody, response: wishlistToggleAnswer },
});
