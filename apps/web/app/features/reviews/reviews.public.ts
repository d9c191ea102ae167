/** The reviews feature's face: the product page's loader call, the query keys, and the section's own chunk. */
export { fetchProductReviews, type ProductReviews, reviewKeys } from './api/review-queries';

/** The same calls as a chunk the product page's navigations load (the section's code asks for it too). */
export const loadReviewQueries = () => import('./api/review-queries');

/** The product page's reviews section, in a chunk of its own: it hydrates below the fold (ui/island.tsx). */
export const loadReviewsSection = () => import('./reviews-section');
