import { schemaTable } from '../endpoint.ts';
import { productReviewsSchema, reviewBodySchema, reviewListQuery, reviewSchema } from '../orders.ts';
import { reviewEndpoints } from './reviews.ts';

export const reviewSchemas = schemaTable(reviewEndpoints, {
  listReviews: { query: reviewListQuery, response: productReviewsSchema },
  createReview: { body: reviewBodySchema, response: reviewSchema },
});
