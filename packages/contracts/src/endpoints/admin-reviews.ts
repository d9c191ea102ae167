import {
  reviewModerationAnswer,
  reviewModerationParams,
  reviewQueuePage,
  reviewQueueQuery,
  reviewReplyBody,
  reviewStatusBody,
} from '../review-moderation.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/** The console's review moderation queue (operator API). */

const tags = ['admin'] as const;
const moderationErrors = {
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'REVIEW_NOT_FOUND', 'STALE_WRITE', 'VERSION_REQUIRED'],
} as const;

export const adminListReviews = defineEndpoint({
  operationId: 'adminListReviews',
  method: 'GET',
  path: '/admin/reviews',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Operator: reviews waiting for moderation, reported, hidden or all, newest first',
  description:
    '`reported` lists reviews with shoppers’ reports received since staff last published or hid them. Each row carries its version for If-Match.',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { query: reviewQueueQuery, response: reviewQueuePage },
});

export const adminSetReviewStatus = defineEndpoint({
  operationId: 'adminSetReviewStatus',
  method: 'POST',
  path: '/admin/reviews/{id}/status',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: "Operator: publish or hide a review (the product's rating and count move with it)",
  description:
    "Only published reviews are shown in the store and counted in the product's rating; the move happens in the same transaction. Either decision settles the review's open reports. Asking again changes nothing.",
  ...moderationErrors,
  schemas: { params: reviewModerationParams, body: reviewStatusBody, response: reviewModerationAnswer },
});

export const adminReplyToReview = defineEndpoint({
  operationId: 'adminReplyToReview',
  method: 'PUT',
  path: '/admin/reviews/{id}/reply',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: "Operator: the store's reply shown under a review (an empty reply removes it)",
  ...moderationErrors,
  schemas: { params: reviewModerationParams, body: reviewReplyBody, response: reviewModerationAnswer },
});

export const adminReviewEndpoints = { adminListReviews, adminSetReviewStatus, adminReplyToReview };
