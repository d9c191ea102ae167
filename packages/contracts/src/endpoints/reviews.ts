import { defineEndpoint } from '../endpoint.ts';
import type {
  myReviewQuery,
  myReviewSchema,
  productReviewsSchema,
  reviewBodySchema,
  reviewHelpfulAnswer,
  reviewIdParams,
  reviewListQuery,
  reviewSchema,
} from '../orders.ts';

/** Product reviews: anyone reads them; a shopper writes one per delivered item. Schemas: ./reviews.schemas.ts. */

export const listReviews = defineEndpoint<{ query: typeof reviewListQuery; response: typeof productReviewsSchema }>()({
  operationId: 'listReviews',
  method: 'GET',
  path: '/reviews',
  access: 'public',
  tags: ['reviews'],
  summary: "A product's reviews, newest or most helpful first, with average rating, count and star histogram",
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

export const getMyReview = defineEndpoint<{ query: typeof myReviewQuery; response: typeof myReviewSchema }>()({
  operationId: 'getMyReview',
  method: 'GET',
  path: '/reviews/mine',
  access: 'shopper',
  tags: ['reviews'],
  summary: 'Your review of one of your order items (null before you write one), to edit it',
  errors: [400, 401],
});

export const markReviewHelpful = defineEndpoint<{
  params: typeof reviewIdParams;
  response: typeof reviewHelpfulAnswer;
}>()({
  operationId: 'markReviewHelpful',
  method: 'POST',
  path: '/reviews/{id}/helpful',
  access: 'shopper',
  tags: ['reviews'],
  summary: "Say another shopper's review helped you (once per review; repeating changes nothing)",
  errors: [400, 401, 403, 404],
  errorCodes: ['REVIEW_NOT_FOUND', 'OWN_REVIEW'],
});

export const reviewEndpoints = { listReviews, createReview, getMyReview, markReviewHelpful };
