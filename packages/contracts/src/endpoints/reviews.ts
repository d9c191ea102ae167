import { defineEndpoint } from '../endpoint.ts';
import type { reviewBodySchema, reviewSchema } from '../orders.ts';

/** Product reviews: a shopper rates an item of a delivered order. */

export const createReview = defineEndpoint<{ body: typeof reviewBodySchema; response: typeof reviewSchema }>()({
  operationId: 'createReview',
  method: 'POST',
  path: '/reviews',
  access: 'shopper',
  tags: ['reviews'],
  summary: 'Rate a delivered item you bought (one review per order item; posting again edits it)',
  errors: [400, 401, 403, 404],
});
