import { averageRating } from '@shringar/contracts/catalogue';
import type { ProductReviews, Review, ReviewBody, ReviewSort } from '@shringar/contracts/orders';
import { pagination } from '@shringar/contracts/pagination';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { productVariants, products } from '../../db/schema/catalogue.ts';
import { orderItems, orders, reviewHelpfulVotes, reviews } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import { moveRatingTotals } from '../catalogue/catalogue.public.ts';
import { getSettings } from '../settings/settings.public.ts';
import { reviewerName } from './review-names.ts';

/** Only a published review is shown in the store (and counted in its product's rating). */
export const isPublished = eq(reviews.status, 'published');

/** The count of shoppers who found a review helpful, read beside each row. */
const helpfulCount = sql<number>`(select count(*)::int from ${reviewHelpfulVotes} where ${reviewHelpfulVotes.reviewId} = ${reviews.id})`;

/**
 * GET /reviews/?productId: a page of reviews, newest or most helpful first, with the average, count and star
 * histogram.
 */
export async function listProductReviews(
  ctx: AppContext,
  q: { productId: number; page: number; itemsPerPage: number; sort: ReviewSort },
): Promise<ProductReviews> {
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, q.productId));
  if (!product) throw new NotFound('Product not found', 'PRODUCT_NOT_FOUND');
  const [found, counts] = await Promise.all([
    reviewRows(ctx.db)
      .where(and(eq(reviews.productId, q.productId), isPublished))
      .orderBy(...(q.sort === 'helpful' ? [desc(helpfulCount)] : []), desc(reviews.createdAt), desc(reviews.id))
      .limit(q.itemsPerPage)
      .offset((q.page - 1) * q.itemsPerPage),
    ctx.db
      .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.productId, q.productId), isPublished))
      .groupBy(reviews.rating),
  ]);
  const histogram = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const c of counts) histogram[c.rating as 1 | 2 | 3 | 4 | 5] = Number(c.n);
  const count = Object.values(histogram).reduce((s, n) => s + n, 0);
  const total = Object.entries(histogram).reduce((s, [stars, n]) => s + Number(stars) * n, 0);
  return {
    items: found.map(toReview),
    summary: { avgRating: averageRating(total, count), count, histogram },
    pagination: pagination(count, q.page, q.itemsPerPage),
  };
}

/**
 * POST /reviews/: the shopper's review of an item they bought and received. One review per order item: a
 * second post edits it. The product's ratingTotal and ratingCount move in the same transaction, so the
 * average never drifts from the published reviews. While the store holds new reviews for moderation, a new one
 * waits (pending) and counts only once staff publish it.
 */
export async function saveReview(ctx: AppContext, userId: number, body: ReviewBody): Promise<Review> {
  const { holdNewReviewsForModeration } = await getSettings(ctx);
  const status = holdNewReviewsForModeration ? 'pending' : 'published';
  const reviewId = await ctx.db.transaction(async (tx) => {
    const item = await reviewableItem(tx, userId, body);
    const now = ctx.clock.now();
    const id = (await editReview(tx, item.id, body, now)) ?? (await insertReview(tx, userId, item, body, status, now));
    return id ?? (await editReview(tx, item.id, body, now))!; // lost a race for the first review: edit it
  });
  // The product's rating shows on its page and its cards: kept pages showing it are forgotten.
  await ctx.changes.publish({ kind: 'catalogue', productIds: [body.productId] });
  const [row] = await reviewRows(ctx.db).where(eq(reviews.id, reviewId));
  return toReview(row!);
}

type ReviewableItem = { id: number; variantId: number };

async function reviewableItem(tx: Db, userId: number, body: ReviewBody): Promise<ReviewableItem> {
  const bought = await tx
    .select({
      id: orderItems.id,
      variantId: orderItems.variantId,
      deliveredAt: orders.deliveredAt,
      reviewId: reviews.id,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(reviews, eq(reviews.orderItemId, orderItems.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, body.productId),
        body.orderItemId ? eq(orderItems.id, body.orderItemId) : undefined,
        body.variantId ? eq(orderItems.variantId, body.variantId) : undefined,
      ),
    )
    .orderBy(desc(orders.deliveredAt), desc(orderItems.id));
  if (body.orderItemId && bought.length === 0)
    throw new NotFound('This item is not one of your orders', 'ORDER_ITEM_NOT_FOUND');
  const delivered = bought.filter((b) => b.deliveredAt !== null);
  if (delivered.length === 0)
    throw new Forbidden('You can review a product once it has been delivered to you', 'REVIEW_NOT_ALLOWED');
  // A new review goes to a delivered item not yet reviewed; otherwise the latest review is edited.
  return delivered.find((b) => b.reviewId === null) ?? delivered[0]!;
}

async function editReview(tx: Db, orderItemId: number, body: ReviewBody, now: Date): Promise<number | null> {
  const [existing] = await tx
    .select({ id: reviews.id, rating: reviews.rating, productId: reviews.productId, status: reviews.status })
    .from(reviews)
    .where(eq(reviews.orderItemId, orderItemId))
    .for('update');
  if (!existing) return null;
  await tx
    .update(reviews)
    .set({
      rating: body.rating,
      updatedAt: now,
      ...(body.comment !== undefined ? { comment: body.comment || null } : {}),
    })
    .where(eq(reviews.id, existing.id));
  const delta = body.rating - existing.rating;
  if (delta !== 0 && existing.status === 'published')
    await moveRatingTotals(tx, existing.productId, { total: delta, count: 0 });
  return existing.id;
}

async function insertReview(
  tx: Db,
  userId: number,
  item: ReviewableItem,
  body: ReviewBody,
  status: 'published' | 'pending',
  now: Date,
): Promise<number | null> {
  const [created] = await tx
    .insert(reviews)
    .values({
      userId,
      productId: body.productId,
      variantId: item.variantId,
      orderItemId: item.id,
      rating: body.rating,
      comment: body.comment || null,
      status,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: reviews.orderItemId })
    .returning({ id: reviews.id });
  if (!created) return null;
  if (status === 'published') await moveRatingTotals(tx, body.productId, { total: body.rating, count: 1 });
  return created.id;
}

function reviewRows(db: Db) {
  return db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      orderItemId: reviews.orderItemId,
      rating: reviews.rating,
      comment: reviews.comment,
      userName: users.name,
      variantName: productVariants.name,
      helpfulCount,
      storeReply: reviews.storeReply,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(productVariants, eq(productVariants.id, reviews.variantId))
    .$dynamic();
}

type ReviewRowData = Awaited<ReturnType<ReturnType<typeof reviewRows>['execute']>>[number];

function toReview(r: ReviewRowData): Review {
  return {
    id: r.id,
    productId: r.productId,
    orderItemId: r.orderItemId,
    rating: r.rating,
    comment: r.comment,
    userName: reviewerName(r.userName),
    variantName: r.variantName,
    helpfulCount: Number(r.helpfulCount),
    storeReply: r.storeReply,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** GET /reviews/mine: the shopper's review of one of their order items, so the rating dialog can edit it. */
export async function myReview(ctx: AppContext, userId: number, orderItemId: number): Promise<Review | null> {
  const [row] = await reviewRows(ctx.db).where(and(eq(reviews.orderItemId, orderItemId), eq(reviews.userId, userId)));
  return row ? toReview(row) : null;
}

/**
 * POST /reviews/{id}/helpful: the shopper found someone else's review helpful. One vote per shopper and review
 * (the primary key); a repeat changes nothing and answers the same count.
 */
export async function markHelpful(
  ctx: AppContext,
  userId: number,
  reviewId: number,
): Promise<{ helpfulCount: number }> {
  const review = await shownReview(ctx.db, reviewId);
  if (review.userId === userId) throw new Forbidden('You cannot vote on your own review', 'OWN_REVIEW');
  await ctx.db
    .insert(reviewHelpfulVotes)
    .values({ reviewId, userId, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewHelpfulVotes)
    .where(eq(reviewHelpfulVotes.reviewId, reviewId));
  return { helpfulCount: Number(row?.n ?? 0) };
}

/** A review other shoppers can see (published); any other is not found to them. */
export async function shownReview(db: Db, reviewId: number): Promise<{ userId: number; productId: number }> {
  const [review] = await db
    .select({ userId: reviews.userId, productId: reviews.productId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isPublished));
  if (!review) throw new NotFound('Review not found', 'REVIEW_NOT_FOUND');
  return review;
}
