import type { ReviewReportBody } from '@shringar/contracts/review-moderation';
import type { AppContext } from '../../context.ts';
import { reviewReports } from '../../db/schema/orders.ts';
import { Conflict, Forbidden } from '../../lib/errors.ts';
import type { LimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { shownReview } from './reviews.service.ts';

const HOUR = 60 * 60 * 1000;
/** A shopper may report a handful of reviews an hour: enough for real abuse, too few to flood the moderators. */
export const REPORTS_PER_SHOPPER: LimitRule = { limit: 10, windowMs: HOUR, kind: 'sliding' };

/**
 * POST /reviews/{id}/report: a shopper tells the moderators what is wrong with another shopper's review. One
 * report per shopper and review (the primary key); the review stays published until staff decide.
 */
export async function reportReview(
  ctx: AppContext,
  userId: number,
  reviewId: number,
  body: ReviewReportBody,
): Promise<{ reported: true }> {
  const review = await shownReview(ctx.db, reviewId);
  if (review.userId === userId) throw new Forbidden('You cannot report your own review', 'OWN_REVIEW');
  const now = ctx.clock.now();
  await ctx.limiter.enforce(
    [{ key: `review-report:user:${userId}`, rule: REPORTS_PER_SHOPPER }],
    now.getTime(),
    'You have reported many reviews in a short time. Please try again later.',
  );
  const [created] = await ctx.db
    .insert(reviewReports)
    .values({ reviewId, userId, reason: body.reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ reviewId: reviewReports.reviewId });
  if (!created) throw new Conflict('You have already reported this review', 'REVIEW_ALREADY_REPORTED');
  return { reported: true };
}
