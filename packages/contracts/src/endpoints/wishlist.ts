import { wishlistSchema, wishlistToggleAnswer, wishlistToggleBody } from '../wishlist.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The shopper's wishlist. */

export const listWishlist = defineEndpoint({
  operationId: 'listWishlist',
  method: 'GET',
  path: '/wishlist',
  access: 'shopper',
  tags: ['wishlist'],
  summary: 'The shopper’s wishlist, newest first',
  errors: [401],
  schemas: { response: wishlistSchema },
});

export const toggleWishlist = defineEndpoint({
  operationId: 'toggleWishlist',
  method: 'POST',
  path: '/wishlist',
  access: 'shopper',
  tags: ['wishlist'],
  summary: 'Add a variant to the wishlist, or remove it when it is there (a toggle)',
  errors: [400, 401, 404],
  schemas: { body: wishlistToggleBody, response: wishlistToggleAnswer },
});

export const wishlistEndpoints = { listWishlist, toggleWishlist };
