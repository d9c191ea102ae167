import { defineEndpoint } from '../endpoint.ts';
import type { productReviewsSchema, reviewBodySchema, reviewListQuery, reviewSchema } from '../orders.ts';

/** Product reviews: anyone reads them; a shopper writes one per delivered item. Schemas: ./reviews.schemas.ts. */

export const listReviews = defineEndpoint<{ query: typeof reviewListQuery; response: typeof productReviewsSchema }>()({
  operationId: 'listReviews',
  method: 'GET',
  path: '/reviews',
  access: 'public',
  tags: ['reviews'],
  summary: "A product's reviews, newest first, with average rating, count and star histogram",
  errors: [400, 404],
  errorCodes: ['PRODUCT_NOT_FOUND'],
});

export const createReview = defineEndpoint<{ body: typeof reviewBodySchema; response: typeof reviewSchema }>()({
  operationId: 'createReview',
  method: 'POST',
  path: '/reviews',
  access: 'shopper',
  tags: ['reviews'],
  summary: 'Rate a delivered item you bought (one review per order item; posting again edits it)',
  errors: [400, 401, 403, 404],
  errorCodes: ['PRODUCT_NOT_FOUND', 'ORDER_ITEM_NOT_FOUND', 'REVIEW_NOT_ALLOWED'],
});

export const reviewEndpoints = { listReviews, createReview };
