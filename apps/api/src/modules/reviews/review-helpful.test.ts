import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';

/** Helpful votes, the 'most helpful' order, and a shopper reading back their own review to edit it. */
describe('review helpfulness and editing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const delivered = () => ({ status: 'DELIVERED' as const, deliveredAt: t.clock.now() });

  async function reviewedProduct() {
    const { product, variants } = await createProduct(t.ctx);
    const reviewers = [];
    for (const name of ['Kavya Iyer', 'Rohan Das', 'Meera Nair']) {
      const shopper = await createUser(t.ctx, { name });
      const order = await createOrder(t.ctx, {
        userId: shopper.user.id,
        lines: [{ productId: product.id, variantId: variants[0]!.id }],
        ...delivered(),
      });
      t.clock.advance(60_000);
      const res = await t.call({
        method: 'POST',
        url: '/api/v4/reviews',
        token: shopper.token,
        payload: { productId: product.id, orderItemId: order.items[0]!.id, rating: 4, comment: `By ${name}` },
      });
      expect(res.status).toBe(200);
      reviewers.push({ ...shopper, reviewId: res.body.data.id as number, orderItemId: order.items[0]!.id });
    }
    return { product, reviewers };
  }

  const list = (productId: number, sort?: string) =>
    t.call({ method: 'GET', url: `/api/v4/reviews?productId=${productId}${sort ? `&sort=${sort}` : ''}` });

  it('counts one helpful vote per shopper and orders by it when asked', async () => {
    const { product, reviewers } = await reviewedProduct();
    const [oldest, middle, newest] = reviewers;
    const vote = (token: string, id: number) => t.call({ method: 'POST', url: `/api/v4/reviews/${id}/helpful`, token });

    const first = await vote(newest!.token, oldest!.reviewId);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ helpfulCount: 1 });
    expect((await vote(newest!.token, oldest!.reviewId)).body.data).toEqual({ helpfulCount: 1 });
    expect((await vote(middle!.token, oldest!.reviewId)).body.data).toEqual({ helpfulCount: 2 });
    expect((await vote(oldest!.token, middle!.reviewId)).body.data).toEqual({ helpfulCount: 1 });

    const own = await vote(oldest!.token, oldest!.reviewId);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('OWN_REVIEW');
    const missing = await vote(oldest!.token, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('REVIEW_NOT_FOUND');
    expect((await t.call({ method: 'POST', url: `/api/v4/reviews/${oldest!.reviewId}/helpful` })).status).toBe(401);
    const bad = await vote(oldest!.token, 0);
    expect(bad.status === 400 || bad.status === 404).toBe(true);

    const newestFirst = await list(product.id);
    expect(newestFirst.body.data.items.map((r: { comment: string }) => r.comment)).toEqual([
      'By Meera Nair',
      'By Rohan Das',
      'By Kavya Iyer',
    ]);
    const helpful = await list(product.id, 'helpful');
    expect(
      helpful.body.data.items.map((r: { comment: string; helpfulCount: number }) => [r.comment, r.helpfulCount]),
    ).toEqual([
      ['By Kavya Iyer', 2],
      ['By Rohan Das', 1],
      ['By Meera Nair', 0],
    ]);
    const wrongSort = await list(product.id, 'loudest');
    expect(wrongSort.status).toBe(400);
    expect(wrongSort.body.message).toBe('sort must be newest or helpful');
  });

  it("answers a shopper's own review of an order item, and nobody else's", async () => {
    const { reviewers } = await reviewedProduct();
    const [kavya, rohan] = reviewers;
    const mine = await t.call({
      method: 'GET',
      url: `/api/v4/reviews/mine?orderItemId=${kavya!.orderItemId}`,
      token: kavya!.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ id: kavya!.reviewId, rating: 4, comment: 'By Kavya Iyer' });
    const theirs = await t.call({
      method: 'GET',
      url: `/api/v4/reviews/mine?orderItemId=${kavya!.orderItemId}`,
      token: rohan!.token,
    });
    expect(theirs.body.data).toBeNull();
    const noItem = await t.call({ method: 'GET', url: '/api/v4/reviews/mine', token: rohan!.token });
    expect(noItem.status).toBe(400);
    expect(noItem.body.message).toMatch(/orderItemId/);
    expect((await t.call({ method: 'GET', url: '/api/v4/reviews/mine?orderItemId=1' })).status).toBe(401);
  });
});
