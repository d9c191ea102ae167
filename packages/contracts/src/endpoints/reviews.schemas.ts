import { schemaTable } from '../endpoint.ts';
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
import { reviewEndpoints } from './reviews.ts';

export const reviewSchemas = schemaTable(reviewEndpoints, {
  listReviews: { query: reviewListQuery, response: productReviewsSchema },
  createReview: { body: reviewBodySchema, response: reviewSchema },
  getMyReview: { query: myReviewQuery, response: myReviewSchema },
  markReviewHelpful: { params: reviewIdParams, response: reviewHelpfulAnswer },
});
