import { z } from 'zod';
import { pagedSchema, paginationQuery } from './pagination.ts';
import { multiline } from './text-hygiene.ts';

/**
 * Review moderation: a review's status, the store's reply shown under it, and shoppers' reports. Only a
 * published review is shown in the store and counted in its product's rating.
 */

export const REVIEW_STATUSES = ['published', 'pending', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  published: 'Published',
  pending: 'Waiting for moderation',
  hidden: 'Hidden',
};

/** The console queue's filters: waiting reviews, reviews with reports not yet decided, hidden ones, or every review. */
export const REVIEW_QUEUE_FILTERS = ['pending', 'reported', 'hidden', 'all'] as const;
export type ReviewQueueFilter = (typeof REVIEW_QUEUE_FILTERS)[number];

export const REVIEW_QUEUE_FILTER_LABELS: Record<ReviewQueueFilter, string> = {
  pending: 'Waiting',
  reported: 'Reported',
  hidden: 'Hidden',
  all: 'All reviews',
};

export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REPORT_REASON_MAX = 500;

/** Why a shopper reports a review, in their words. */
export const reviewReportBody = z.object({
  reason: multiline(
    z
      .string({ error: 'reason is required' })
      .trim()
      .min(3, 'reason must say in a few words what is wrong with the review')
      .max(REVIEW_REPORT_REASON_MAX, `reason must be at most ${REVIEW_REPORT_REASON_MAX} characters`),
  ),
});
export type ReviewReportBody = z.infer<typeof reviewReportBody>;

export const reviewReportAnswer = z.object({ reported: z.literal(true) });

/** GET /admin/reviews: the newest first; `pending` by default, the work waiting. */
export const reviewQueueQuery = paginationQuery(20).extend({
  filter: z
    .enum(REVIEW_QUEUE_FILTERS, { error: `filter must be one of ${REVIEW_QUEUE_FILTERS.join(', ')}` })
    .default('pending'),
  productId: z
    .string()
    .regex(/^\d{1,9}$/, 'productId must be a whole number')
    .transform(Number)
    .optional(),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuery>;

export const reviewReportSchema = z.object({
  reason: z.string(),
  created_at: z.string(),
});

export const reviewQueueRow = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  variantName: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** The reviewer as other shoppers see them ('Priya S.'). */
  userName: z.string(),
  status: z.enum(REVIEW_STATUSES),
  storeReply: z.string().nullable(),
  /** Reports received since staff last published or hid the review, newest first. */
  openReports: z.array(reviewReportSchema),
  reportCount: z.number().int(),
  created_at: z.string(),
  version: z.string().describe('The version of the stored record: send it back in If-Match'),
});
export type ReviewQueueRow = z.infer<typeof reviewQueueRow>;
export const reviewQueuePage = pagedSchema(reviewQueueRow);

export const reviewModerationParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647, 'id is too large'),
});

export const reviewStatusBody = z.object({
  status: z.enum(['published', 'hidden'], { error: 'status must be published or hidden' }),
});

/** An empty reply takes the store's reply away. */
export const reviewReplyBody = z.object({
  reply: multiline(
    z
      .string({ error: 'reply is required' })
      .trim()
      .max(REVIEW_REPLY_MAX, `reply must be at most ${REVIEW_REPLY_MAX} characters`),
  ),
});

export const reviewModerationAnswer = reviewQueueRow.extend({ changed: z.boolean() });
export type ReviewModerationAnswer = z.infer<typeof reviewModerationAnswer>;
