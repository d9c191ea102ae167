import type { ReviewQueueQuery, ReviewQueueRow, ReviewStatus } from '@shringar/contracts/review-moderation';
import { pagination } from '@shringar/contracts/pagination';
import { and, count, desc, eq, exists, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { productVariants, products } from '../../db/schema/catalogue.ts';
import { reviewReports, reviews } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { NotFound } from '../../lib/errors.ts';
import type { VersionRule } from '../../lib/record-version.ts';
import { moveRatingTotals } from '../catalogue/catalogue.public.ts';
import { reviewerName } from './review-names.ts';

type ModeratedReview = Omit<ReviewQueueRow, 'version'>;

/** What a moderator's decision can lose: the status and the reply (reports and counts move on their own). */
export const reviewVersion: VersionRule<ModeratedReview> = {
  subject: 'this review',
  fields: (r) => ({ status: r.status, storeReply: r.storeReply }),
};

/** A report still waiting for a decision: made after staff last published or hid the review. */
const openReport = and(
  eq(reviewReports.reviewId, reviews.id),
  or(isNull(reviews.moderatedAt), gt(reviewReports.createdAt, reviews.moderatedAt)),
);

function filterOf(db: Db, q: Pick<ReviewQueueQuery, 'filter' | 'productId'>): SQL | undefined {
  const byProduct = q.productId ? eq(reviews.productId, q.productId) : undefined;
  if (q.filter === 'all') return byProduct;
  if (q.filter === 'reported')
    return and(
      byProduct,
      exists(
        db
          .select({ one: sql`1` })
          .from(reviewReports)
          .where(openReport),
      ),
    );
  return and(byProduct, eq(reviews.status, q.filter));
}

const queueSelect = (db: Db) =>
  db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      variantName: productVariants.name,
      rating: reviews.rating,
      comment: reviews.comment,
      userName: users.name,
      status: reviews.status,
      storeReply: reviews.storeReply,
      moderatedAt: reviews.moderatedAt,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(productVariants, eq(productVariants.id, reviews.variantId))
    .$dynamic();

type QueueRecord = Awaited<ReturnType<ReturnType<typeof queueSelect>['execute']>>[number];

/** The rows with their reports: every report counted, the open ones (after the last decision) listed. */
async function withReports(db: Db, records: QueueRecord[]): Promise<ModeratedReview[]> {
  const ids = records.map((r) => r.id);
  const reports = ids.length
    ? await db
        .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, createdAt: reviewReports.createdAt })
        .from(reviewReports)
        .where(sql`${reviewReports.reviewId} in ${ids}`)
        .orderBy(desc(reviewReports.createdAt))
    : [];
  return records.map((r) => {
    const own = reports.filter((p) => p.reviewId === r.id);
    return {
      id: r.id,
      productId: r.productId,
      productName: r.productName,
      variantName: r.variantName,
      rating: r.rating,
      comment: r.comment,
      userName: reviewerName(r.userName),
      status: r.status,
      storeReply: r.storeReply,
      openReports: own
        .filter((p) => !r.moderatedAt || p.createdAt > r.moderatedAt)
        .map((p) => ({ reason: p.reason, created_at: p.createdAt.toISOString() })),
      reportCount: own.length,
      created_at: r.createdAt.toISOString(),
    };
  });
}

/** GET /admin/reviews: a page of the queue, newest first. */
export async function listReviewQueue(ctx: AppContext, q: ReviewQueueQuery) {
  const where = filterOf(ctx.db, q);
  const [records, [total]] = await Promise.all([
    queueSelect(ctx.db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(q.itemsPerPage)
      .offset((q.page - 1) * q.itemsPerPage),
    ctx.db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { items: await withReports(ctx.db, records), pagination: pagination(total?.n ?? 0, q.page, q.itemsPerPage) };
}

async function moderatedReview(db: Db, id: number): Promise<ModeratedReview> {
  const [record] = await queueSelect(db).where(eq(reviews.id, id));
  if (!record) throw new NotFound('Review not found', 'REVIEW_NOT_FOUND');
  return (await withReports(db, [record]))[0]!;
}

export type Moderation = { before: ModeratedReview; after: ModeratedReview; changed: boolean };

/** The review under its row lock, checked against the version the moderator read. */
async function lockedReview(tx: Db, id: number, checkFresh: (current: ModeratedReview) => void) {
  const [locked] = await tx
    .select({ id: reviews.id, productId: reviews.productId, rating: reviews.rating, status: reviews.status })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  if (!locked) throw new NotFound('Review not found', 'REVIEW_NOT_FOUND');
  const before = await moderatedReview(tx, id);
  checkFresh(before);
  return { locked, before };
}

/**
 * Publish or hide a review. The product's rating and count move by exactly this review's stars in the same
 * transaction (through catalogue's `moveRatingTotals`), so they stay the sum of the published rows. Either
 * decision settles the open reports; asking for the status it has changes nothing.
 */
export async function setReviewStatus(
  ctx: AppContext,
  id: number,
  status: Extract<ReviewStatus, 'published' | 'hidden'>,
  checkFresh: (current: ModeratedReview) => void,
): Promise<Moderation> {
  const result = await ctx.db.transaction(async (tx) => {
    const { locked, before } = await lockedReview(tx, id, checkFresh);
    const now = ctx.clock.now();
    await tx.update(reviews).set({ status, moderatedAt: now }).where(eq(reviews.id, id));
    const wasCounted = locked.status === 'published';
    const counted = status === 'published';
    if (wasCounted !== counted) {
      const sign = counted ? 1 : -1;
      await moveRatingTotals(tx, locked.productId, { total: sign * locked.rating, count: sign });
    }
    return {
      before,
      after: await moderatedReview(tx, id),
      changed: locked.status !== status,
      productId: locked.productId,
    };
  });
  if (result.changed) await ctx.changes.publish({ kind: 'catalogue', productIds: [result.productId] });
  return result;
}

/** The store's reply under a review; an empty one removes it. */
export async function replyToReview(
  ctx: AppContext,
  id: number,
  reply: string,
  checkFresh: (current: ModeratedReview) => void,
): Promise<Moderation> {
  const text = reply.trim() || null;
  const result = await ctx.db.transaction(async (tx) => {
    const { locked, before } = await lockedReview(tx, id, checkFresh);
    const changed = before.storeReply !== text;
    if (changed)
      await tx
        .update(reviews)
        .set({ storeReply: text, storeRepliedAt: text ? ctx.clock.now() : null })
        .where(eq(reviews.id, id));
    return { before, after: await moderatedReview(tx, id), changed, productId: locked.productId };
  });
  if (result.changed) await ctx.changes.publish({ kind: 'catalogue', productIds: [result.productId] });
  return result;
}
