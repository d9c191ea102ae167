import { reportReview } from '@shringar/contracts/endpoints/reviews';
import { callApi } from '~/lib/call-api';
import { useLazyMutation } from '~/lib/lazy-query';

/** POST /reviews/{id}/report: the shopper tells the store's moderators what is wrong with a review. */
export const useReportReview = () =>
  useLazyMutation(({ reviewId, reason }: { reviewId: number; reason: string }) =>
    callApi(reportReview, { params: { id: String(reviewId) }, body: { reason } }),
  );
