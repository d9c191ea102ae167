import { defineEndpoint } from '../endpoint.ts';
import type { wishlistSchema, wishlistToggleAnswer, wishlistToggleBody } from '../wishlist.ts';

/** The shopper's wishlist. Schemas: ./wishlist.schemas.ts. */

export const listWishlist = defineEndpoint<{ response: typeof wishlistSchema }>()({
  operationId: 'listWishlist',
  method: 'GET',
  path: '/wishlist',
  access: 'shopper',
  tags: ['wishlist'],
  summary: 'The shopper’s wishlist, newest first',
  errors: [401],
});

export const toggleWishlist = defineEndpoint<{
  body: typeof wishlistToggleBody;
  response: typeof wishlistToggleAnswer;
}>()({
  operationId: 'toggleWishlist',
  method: 'POST',
  path: '/wishlist',
  access: 'shopper',
  tags: ['wishlist'],
  summary: 'Add a variant to the wishlist, or remove it when it is there (a toggle)',
  errors: [400, 401, 404],
});

export const wishlistEndpoints = { listWishlist, toggleWishlist };
