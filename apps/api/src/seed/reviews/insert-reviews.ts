import { priceOrder, pricingSettingsOf } from '@shringar/contracts/pricing';
import { DEFAULT_SETTINGS } from '@shringar/contracts/settings';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import {
  orderCharges,
  orderItems,
  orderStatusHistory,
  orders,
  reviewHelpfulVotes,
  reviews,
} from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { BATCH_ROWS, chunks } from '../insert-catalogue.ts';
import type { Rng } from '../prng.ts';
import { demoReviewers } from './reviewers.ts';
import { reviewText } from './review-texts.ts';

/** Reviewer accounts; each product's reviewers are distinct. */
const REVIEWER_COUNT = 240;
/** Reviews end here, so the seed is the same on every run (the store's clock is not part of it). */
const REVIEWS_UNTIL = Date.UTC(2026, 10, 15, 12);
const DAY = 86_400_000;
const ORDER_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

type ProductToReview = {
  id: number;
  category_slug: string;
  rating_total: number;
  rating_count: number;
  variants: { id: number; name: string; price: number; base: number; image: string }[];
  name: string;
  hsn_code: string;
  gst_rate_bp: number;
};

/** How many reviews a product gets: none for the unrated, a few for most, at most twelve for the best sellers. */
function reviewCountFor(intendedCount: number): number {
  if (intendedCount === 0) return 0;
  return Math.min(12, 1 + Math.floor(Math.sqrt(intendedCount) / 3));
}

/** A rating around the product's intended average, now and then a disappointed 1 or 2. */
function ratingNear(rng: Rng, average: number): number {
  const spread = (rng.next() + rng.next() + rng.next() - 1.5) * 1.6;
  return Math.min(5, Math.max(1, Math.round(average + spread)));
}

function orderId(rng: Rng): string {
  let id = 'SH';
  for (let i = 0; i < 10; i++) id += rng.pick([...ORDER_ID_ALPHABET]);
  return id;
}

/**
 * Honest demo ratings: reviewer accounts, the delivered cash-on-delivery orders they bought through, one review
 * per order item, and helpful votes among them; then every product's rating total and count are recomputed from
 * the review rows, so the numbers on cards and product pages are the rows a shopper can read. The generator's
 * rating only sets each product's intended average and how much it sells. Reviewer phone numbers start with 0,
 * which sign-in never accepts: nobody can sign in as a demo reviewer.
 */
export async function insertDemoReviews(db: Db, rng: Rng): Promise<number> {
  const reviewers = demoReviewers(REVIEWER_COUNT);
  const insertedUsers = await db
    .insert(users)
    .values(
      reviewers.map((r, i) => ({
        phone: `+910${String(100_000_000 + i).slice(1)}`,
        name: r.name,
        isVerified: true,
        createdAt: new Date(REVIEWS_UNTIL - 400 * DAY),
        updatedAt: new Date(REVIEWS_UNTIL - 400 * DAY),
      })),
    )
    .returning({ id: users.id });
  const userIds = insertedUsers.map((u) => u.id);

  const catalogue = await rows<ProductToReview>(
    db,
    sql`select p.id, p.name, p.hsn_code, p.gst_rate_bp, p.rating_total, p.rating_count, c.slug as category_slug,
               json_agg(json_build_object('id', v.id, 'name', v.name, 'price', v.price_paise,
                 'base', v.base_price_paise, 'image', v.images->>0) order by v.sort_order) as variants
        from products p join categories c on c.id = p.category_id join product_variants v on v.product_id = p.id
        group by p.id, c.slug order by p.id`,
  );

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const chargeRows: (typeof orderCharges.$inferInsert)[] = [];
  const pricingSettings = pricingSettingsOf(DEFAULT_SETTINGS);
  const itemRows: Omit<typeof orderItems.$inferInsert, 'id'>[] = [];
  const historyRows: (typeof orderStatusHistory.$inferInsert)[] = [];
  const planned: {
    reviewer: number;
    productId: number;
    variantId: number;
    rating: number;
    comment: string | null;
    at: Date;
  }[] = [];
  for (const p of catalogue) {
    const average = p.rating_count > 0 ? p.rating_total / p.rating_count : 0;
    const count = reviewCountFor(p.rating_count);
    const usedTexts = new Set<string>();
    for (const reviewerIndex of rng.sample(
      userIds.map((_, i) => i),
      count,
    )) {
      const variant = rng.pick(p.variants);
      const rating = ratingNear(rng, average);
      const deliveredAt = new Date(REVIEWS_UNTIL - rng.int(20, 360) * DAY - rng.int(0, 10) * 3_600_000);
      const placedAt = new Date(deliveredAt.getTime() - rng.int(2, 6) * DAY);
      const reviewedAt = new Date(deliveredAt.getTime() + rng.int(1, 14) * DAY + rng.int(0, 600) * 60_000);
      const reviewer = reviewers[reviewerIndex]!;
      const id = orderId(rng);
      // Priced as the store would have (the charges of its rules), the remainder collected on delivery.
      const price = priceOrder({
        lines: [
          { unitPricePaise: variant.price, unitBasePricePaise: variant.base, quantity: 1, gstRateBp: p.gst_rate_bp },
        ],
        settings: pricingSettings,
        methods: [],
      });
      chargeRows.push(...price.charges.map((c, position) => ({ orderId: id, position, ...c })));
      orderRows.push({
        id,
        userId: userIds[reviewerIndex]!,
        status: 'DELIVERED',
        isCartOrder: false,
        paymentMethods: ['COD'],
        paymentStatus: 'PAID',
        itemsBasePaise: variant.base,
        itemsPricePaise: variant.price,
        totalPaise: price.totalPaise,
        remainingPaise: price.totalPaise,
        address: {
          name: reviewer.name,
          address: reviewer.street,
          city: reviewer.city,
          state: reviewer.state,
          pincode: reviewer.pincode,
          landmark: null,
          phone: '9800000000',
        },
        deliveredAt,
        lastStatusUpdate: deliveredAt,
        createdAt: placedAt,
        updatedAt: deliveredAt,
      });
      itemRows.push({
        orderId: id,
        productId: p.id,
        variantId: variant.id,
        productName: p.name,
        variantName: variant.name,
        imageUrl: variant.image,
        quantity: 1,
        unitPricePaise: variant.price,
        unitBasePricePaise: variant.base,
        hsnCode: p.hsn_code,
        gstRateBp: p.gst_rate_bp,
      });
      historyRows.push(
        { orderId: id, status: 'ORDERED', createdAt: placedAt },
        { orderId: id, status: 'DELIVERED', createdAt: deliveredAt },
      );
      planned.push({
        reviewer: reviewerIndex,
        productId: p.id,
        variantId: variant.id,
        rating,
        comment: reviewText(rng, p.category_slug, rating, usedTexts),
        at: reviewedAt,
      });
    }
  }

  for (const batch of chunks(orderRows, BATCH_ROWS / 2)) await db.insert(orders).values(batch);
  for (const batch of chunks(chargeRows, BATCH_ROWS)) await db.insert(orderCharges).values(batch);
  for (const batch of chunks(historyRows, BATCH_ROWS)) await db.insert(orderStatusHistory).values(batch);
  const itemIds: number[] = [];
  for (const batch of chunks(itemRows, BATCH_ROWS)) {
    const inserted = await db.insert(orderItems).values(batch).returning({ id: orderItems.id });
    itemIds.push(...inserted.map((r) => r.id));
  }
  const reviewIds: number[] = [];
  const reviewRows = planned.map((r, i) => ({
    userId: userIds[r.reviewer]!,
    productId: r.productId,
    variantId: r.variantId,
    orderItemId: itemIds[i]!,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.at,
    updatedAt: r.at,
  }));
  for (const batch of chunks(reviewRows, BATCH_ROWS)) {
    const inserted = await db.insert(reviews).values(batch).returning({ id: reviews.id });
    reviewIds.push(...inserted.map((r) => r.id));
  }

  // Other reviewers found some reviews helpful: most get none, a detailed one a few.
  const votes: (typeof reviewHelpfulVotes.$inferInsert)[] = [];
  planned.forEach((r, i) => {
    if (!r.comment || rng.chance(0.55)) return;
    const voters = rng.sample(
      userIds.filter((_, j) => j !== r.reviewer),
      rng.int(1, 9),
    );
    for (const userId of voters)
      votes.push({
        reviewId: reviewIds[i]!,
        userId,
        createdAt: new Date(Math.min(REVIEWS_UNTIL, r.at.getTime() + rng.int(1, 20) * DAY)),
      });
  });
  for (const batch of chunks(votes, BATCH_ROWS)) await db.insert(reviewHelpfulVotes).values(batch);

  await db.execute(sql`
    update products p set rating_total = coalesce(r.total, 0), rating_count = coalesce(r.n, 0)
    from (select p2.id, sum(rv.rating)::int as total, count(rv.id)::int as n
          from products p2 left join reviews rv on rv.product_id = p2.id group by p2.id) r
    where r.id = p.id`);
  return planned.length;
}
