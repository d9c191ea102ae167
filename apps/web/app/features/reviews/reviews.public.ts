/** The reviews feature's face: the product page's reviews section, its server prefetch, and the query keys. */
export { productReviewsQueryOptions, reviewKeys } from './api/review-queries';
export { ReviewsSection } from './reviews-section';
