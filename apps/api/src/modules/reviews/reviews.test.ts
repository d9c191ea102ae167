import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalogue.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';

describe('reviews', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (token: string, payload: object) => t.call({ method: 'POST', url: '/api/v4/reviews/', token, payload });
  const ratingOf = async (productId: number) => {
    const [p] = await t.db.select().from(products).where(eq(products.id, productId));
    return [p!.ratingTotal, p!.ratingCount];
  };

  it('only lets a shopper review what was delivered to them', async () => {
    const buyer = await createUser(t.ctx);
    const stranger = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx);
    const line = { productId: product.id, variantId: variants[0]!.id };
    await createOrder(t.ctx, { userId: buyer.user.id, lines: [line], status: 'SHIPPED' });
    const early = await post(buyer.token, { productId: product.id, rating: 5 });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('REVIEW_NOT_ALLOWED');
    expect((await post(stranger.token, { productId: product.id, rating: 5 })).status).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/v4/reviews', payload: { productId: product.id, rating: 5 } })).status,
    ).toBe(401);
    for (const rating of [0, 6, 3.5, '5']) {
      const bad = await post(buyer.token, { productId: product.id, rating });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/rating/);
    }
    expect(await ratingOf(product.id)).toEqual([0, 0]);
  });

  it('keeps one review per order item (a second post edits it) and the product rating in step', async () => {
    const { product, variants } = await createProduct(t.ctx, { variants: [{ name: 'Ruby' }, { name: 'Coral' }] });
    const asha = await createUser(t.ctx, { name: 'Asha  Rao' });
    const ravi = await createUser(t.ctx, { name: 'Ravi' });
    const delivered = { status: 'DELIVERED' as const, deliveredAt: t.clock.now() };
    const ashaOrder = await createOrder(t.ctx, {
      userId: asha.user.id,
      lines: [{ productId: product.id, variantId: variants[0]!.id }],
      ...delivered,
    });
    await createOrder(t.ctx, {
      userId: ravi.user.id,
      lines: [{ productId: product.id, variantId: variants[1]!.id }],
      ...delivered,
    });

    const first = await post(asha.token, { productId: product.id, rating: 4, comment: 'Lovely shade' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      productId: product.id,
      orderItemId: ashaOrder.items[0]!.id,
      rating: 4,
      comment: 'Lovely shade',
      userName: 'Asha R.',
      variantName: 'Ruby',
    });
    expect(await ratingOf(product.id)).toEqual([4, 1]);

    const edit = await post(asha.token, { productId: product.id, orderItemId: ashaOrder.items[0]!.id, rating: 2 });
    expect(edit.body.data).toMatchObject({ id: first.body.data.id, rating: 2, comment: 'Lovely shade' });
    expect(await ratingOf(product.id)).toEqual([2, 1]);

    await post(ravi.token, { productId: product.id, variantId: variants[1]!.id, rating: 5 });
    expect(await ratingOf(product.id)).toEqual([7, 2]);

    const list = await t.call({ method: 'GET', url: `/api/v4/reviews?productId=${product.id}` });
    expect(list.status).toBe(200);
    expect(list.body.data.summary).toEqual({ avgRating: 3.5, count: 2, histogram: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 } });
    expect(list.body.data.items.map((r: any) => r.userName).sort()).toEqual(['Asha R.', 'Ravi']);

    // The shopper's own rating shows on their order row and order item.
    const rows = await t.call({ method: 'GET', url: '/api/v4/orders', token: asha.token });
    expect(rows.body.data[0].productRating).toBe(2);
    const details = await t.call({ method: 'GET', url: `/api/v4/order/details/${ashaOrder.id}`, token: asha.token });
    expect(details.body.data.orderItems[0].user_rating).toBe(2);
  });

  it('counts parallel first reviews of one item once', async () => {
    const { product, variants } = await createProduct(t.ctx);
    const u = await createUser(t.ctx);
    await createOrder(t.ctx, {
      userId: u.user.id,
      lines: [{ productId: product.id, variantId: variants[0]!.id }],
      status: 'DELIVERED',
      deliveredAt: t.clock.now(),
    });
    const results = await Promise.all(
      [3, 4, 5, 4, 3].map((rating) => post(u.token, { productId: product.id, rating })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const [total, count] = await ratingOf(product.id);
    expect(count).toBe(1);
    const list = await t.call({ method: 'GET', url: `/api/v4/reviews?productId=${product.id}` });
    expect(list.body.data.items).toHaveLength(1);
    expect(total).toBe(list.body.data.items[0].rating);
  });

  it('answers 400 for a missing or malformed productId and 404 for an unknown product', async () => {
    const none = await t.call({ method: 'GET', url: '/api/v4/reviews' });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/productId/);
    expect((await t.call({ method: 'GET', url: '/api/v4/reviews?productId=abc' })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v4/reviews?productId=999999' })).status).toBe(404);
  });
});
