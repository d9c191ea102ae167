import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { rows } from '../db/client.ts';

/** The demo store's ratings are its reviews: every number a shopper sees has rows behind it. */
describe('demo store ratings', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ fixture: 'demo' });
  });
  afterAll(() => demo.close());

  it('gives every product the rating count and total of its review rows', async () => {
    const mismatched = await rows<{ id: number }>(
      demo.db,
      sql`select p.id from products p left join reviews r on r.product_id = p.id
          group by p.id having p.rating_count <> count(r.id) or p.rating_total <> coalesce(sum(r.rating), 0)`,
    );
    expect(mismatched).toEqual([]);
    const [totals] = await rows<{ products: number; reviewed: number; reviews: number; comments: number }>(
      demo.db,
      sql`select (select count(*)::int from products) as products,
                 (select count(distinct product_id)::int from reviews) as reviewed,
                 (select count(*)::int from reviews) as reviews,
                 (select count(comment)::int from reviews) as comments`,
    );
    // Most products have reviews, more than half of the reviews have words, and a few products are still unrated.
    expect(totals!.reviewed / totals!.products).toBeGreaterThan(0.85);
    expect(totals!.reviewed).toBeLessThan(totals!.products);
    expect(totals!.comments / totals!.reviews).toBeGreaterThan(0.5);
  });

  it('has every review come from a delivered order of that product by its reviewer', async () => {
    const unverified = await rows<{ id: number }>(
      demo.db,
      sql`select r.id from reviews r
          left join order_items i on i.id = r.order_item_id and i.product_id = r.product_id
          left join orders o on o.id = i.order_id and o.user_id = r.user_id
          where o.id is null or o.status <> 'DELIVERED' or o.delivered_at is null or r.created_at < o.delivered_at`,
    );
    expect(unverified).toEqual([]);
  });

  it('answers the same numbers on cards, product pages and the reviews list', async () => {
    const sample = await rows<{ id: number; n: number; total: number }>(
      demo.db,
      sql`select p.id, count(r.id)::int as n, coalesce(sum(r.rating), 0)::int as total from products p
          left join reviews r on r.product_id = p.id group by p.id order by count(r.id) desc, p.id limit 3`,
    );
    const unrated = await rows<{ id: number }>(
      demo.db,
      sql`select id from products where rating_count = 0 order by id limit 1`,
    );
    for (const { id } of [...sample, ...unrated]) {
      const detail = (await demo.call({ method: 'GET', url: `/api/v4/products/${id}` })).body.data;
      const reviews = (await demo.call({ method: 'GET', url: `/api/v4/reviews?productId=${id}&itemsPerPage=50` })).body
        .data;
      expect(detail.reviewCount, `product ${id}`).toBe(reviews.summary.count);
      expect(detail.avgRating, `product ${id}`).toBe(reviews.summary.avgRating);
      expect(reviews.items).toHaveLength(reviews.summary.count);
      const histogramTotal = Object.values(reviews.summary.histogram as Record<string, number>).reduce(
        (s, n) => s + n,
        0,
      );
      expect(histogramTotal).toBe(reviews.summary.count);
    }
    expect(sample[0]!.n).toBeGreaterThan(5);
  });

  it('keeps the demo reviewers out of sign-in', async () => {
    const [reviewer] = await rows<{ phone: string }>(
      demo.db,
      sql`select u.phone from users u join reviews r on r.user_id = u.id limit 1`,
    );
    const res = await demo.call({
      method: 'POST',
      url: '/api/v4/auth/user/send-otp',
      payload: { phoneNumber: reviewer!.phone.replace(/^\+91/, '') },
    });
    expect(res.status).toBe(400);
  });
});
