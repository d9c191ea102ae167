import {
  myReviewQuery,
  myReviewSchema,
  productReviewsSchema,
  reviewBodySchema,
  reviewHelpfulAnswer,
  reviewIdParams,
  reviewListQuery,
  reviewSchema,
} from '../orders.ts';
import { defineEndpoint } from '../endpoint.ts';
import { reviewReportAnswer, reviewReportBody } from '../review-moderation.ts';

/** Product reviews: anyone reads them; a shopper writes one per delivered item. */

export const listReviews = defineEndpoint({
  operationId: 'listReviews',
  method: 'GET',
  path: '/reviews',
  access: 'public',
  tags: ['reviews'],
  summary: "A product's reviews, newest or most helpful first, with average rating, count and star histogram",
  errors: [400, 404],
  errorCodes: ['PRODUCT_NOT_FOUND'],
  schemas: { query: reviewListQuery, response: productReviewsSchema },
});

export const createReview = defineEndpoint({
  operationId: 'createReview',
  method: 'POST',
  path: '/reviews',
  access: 'shopper',
  tags: ['reviews'],
  summary: 'Rate a delivered item you bought (one review per order item; posting again edits it)',
  errors: [400, 401, 403, 404],
  errorCodes: ['PRODUCT_NOT_FOUND', 'ORDER_ITEM_NOT_FOUND', 'REVIEW_NOT_ALLOWED'],
  schemas: { body: reviewBodySchema, response: reviewSchema },
});

export const getMyReview = defineEndpoint({
  operationId: 'getMyReview',
  method: 'GET',
  path: '/reviews/mine',
  access: 'shopper',
  tags: ['reviews'],
  summary: 'Your review of one of your order items (null before you write one), to edit it',
  errors: [400, 401],
  schemas: { query: myReviewQuery, response: myReviewSchema },
});

export const markReviewHelpful = defineEndpoint({
  operationId: 'markReviewHelpful',
  method: 'POST',
  path: '/reviews/{id}/helpful',
  access: 'shopper',
  tags: ['reviews'],
  summary: "Say another shopper's review helped you (once per review; repeating changes nothing)",
  errors: [400, 401, 403, 404],
  errorCodes: ['REVIEW_NOT_FOUND', 'OWN_REVIEW'],
  schemas: { params: reviewIdParams, response: reviewHelpfulAnswer },
});

export const reportReview = defineEndpoint({
  operationId: 'reportReview',
  method: 'POST',
  path: '/reviews/{id}/report',
  access: 'shopper',
  tags: ['reviews'],
  summary: "Report another shopper's review to the store's moderators, with a reason (once per review)",
  errors: [400, 401, 403, 404, 409, 429],
  errorCodes: ['REVIEW_NOT_FOUND', 'OWN_REVIEW', 'REVIEW_ALREADY_REPORTED'],
  schemas: { params: reviewIdParams, body: reviewReportBody, response: reviewReportAnswer },
});

export const reviewEndpoints = { listReviews, createReview, getMyReview, markReviewHelpful, reportReview };
