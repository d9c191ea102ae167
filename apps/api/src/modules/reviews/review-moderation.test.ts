import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { currentIfMatch } from '../../../test/current-version.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { products } from '../../db/schema/catalogue.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';

/** The console's moderation: publish and hide move the product's rating as the rows say; reply; shoppers' reports. */
describe('review moderation', () => {
  let t: TestApp;
  let moderator: string;
  let fulfilment: string;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    moderator = (await createStaff(t, 'catalogue')).cookie;
    fulfilment = (await createStaff(t, 'fulfilment')).cookie;
    owner = (await createStaff(t, 'owner')).cookie;
  });
  afterAll(() => t.close());

  /** A product with reviews of the given stars, each by its own shopper who received the item. */
  async function reviewed(stars: number[]) {
    const { product, variants } = await createProduct(t.ctx);
    const reviewers = [];
    for (const [i, rating] of stars.entries()) {
      const shopper = await createUser(t.ctx, { name: `Shopper ${i} Rao` });
      const order = await createOrder(t.ctx, {
        userId: shopper.user.id,
        lines: [{ productId: product.id, variantId: variants[0]!.id }],
        status: 'DELIVERED',
        deliveredAt: t.clock.now(),
      });
      t.clock.advance(60_000);
      const res = await t.call({
        method: 'POST',
        url: '/api/v4/reviews',
        token: shopper.token,
        payload: { productId: product.id, orderItemId: order.items[0]!.id, rating, comment: `Review ${i}` },
      });
      expect(res.status).toBe(200);
      reviewers.push({ ...shopper, reviewId: res.body.data.id as number });
    }
    return { product, reviewers };
  }

  const storeReviews = async (productId: number) =>
    (await t.call({ method: 'GET', url: `/api/v4/reviews?productId=${productId}` })).body.data;
  const totals = async (productId: number) =>
    (
      await t.db
        .select({ total: products.ratingTotal, count: products.ratingCount })
        .from(products)
        .where(eq(products.id, productId))
    )[0];
  const queue = (query: string, cookie = moderator) =>
    t.call({ method: 'GET', url: `/api/v4/admin/reviews?${query}`, headers: { cookie } });
  async function versionOf(id: number) {
    const rows = (await queue('filter=all&itemsPerPage=100')).body.data.items as { id: number; version: string }[];
    return { 'if-match': `"${rows.find((r) => r.id === id)!.version}"` };
  }
  const moderate = async (id: number, action: 'status' | 'reply', payload: object, cookie = moderator) =>
    t.call({
      method: action === 'status' ? 'POST' : 'PUT',
      url: `/api/v4/admin/reviews/${id}/${action}`,
      headers: { cookie, ...(await versionOf(id)) },
      payload,
    });

  it('hides a review: it leaves the store and the rating recomputes; publishing brings both back', async () => {
    const { product, reviewers } = await reviewed([5, 1, 4]);
    expect(await totals(product.id)).toEqual({ total: 10, count: 3 });
    const harsh = reviewers[1]!.reviewId;

    const hidden = await moderate(harsh, 'status', { status: 'hidden' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ id: harsh, status: 'hidden', changed: true });
    expect(await totals(product.id)).toEqual({ total: 9, count: 2 });
    const shown = await storeReviews(product.id);
    expect(shown.items.map((r: { id: number }) => r.id)).not.toContain(harsh);
    expect(shown.summary).toMatchObject({ avgRating: 4.5, count: 2, histogram: { 1: 0, 4: 1, 5: 1 } });
    expect((await queue('filter=hidden')).body.data.items.map((r: { id: number }) => r.id)).toContain(harsh);

    const again = await moderate(harsh, 'status', { status: 'hidden' });
    expect(again.body.data.changed).toBe(false);
    expect(await totals(product.id)).toEqual({ total: 9, count: 2 });

    const back = await moderate(harsh, 'status', { status: 'published' });
    expect(back.body.data).toMatchObject({ status: 'published', changed: true });
    expect(await totals(product.id)).toEqual({ total: 10, count: 3 });
    expect((await storeReviews(product.id)).summary.count).toBe(3);

    const [audit] = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'adminSetReviewStatus'));
    expect(audit).toMatchObject({ target: `review:${harsh}` });
  });

  it('holds new reviews while the switch is on: pending, not counted, until published', async () => {
    const on = await t.call({
      method: 'PATCH',
      url: '/api/v4/admin/settings',
      headers: { cookie: owner, ...(await currentIfMatch(t, owner, '/api/v4/admin/settings')) },
      payload: { holdNewReviewsForModeration: true },
    });
    expect(on.status).toBe(200);
    try {
      const { product, reviewers } = await reviewed([3]);
      expect(await totals(product.id)).toEqual({ total: 0, count: 0 });
      expect((await storeReviews(product.id)).items).toEqual([]);
      const waiting = (await queue(`filter=pending&productId=${product.id}`)).body.data.items;
      expect(waiting).toMatchObject([{ id: reviewers[0]!.reviewId, status: 'pending', rating: 3 }]);
      await moderate(reviewers[0]!.reviewId, 'status', { status: 'published' });
      expect(await totals(product.id)).toEqual({ total: 3, count: 1 });
    } finally {
      await t.call({
        method: 'PATCH',
        url: '/api/v4/admin/settings',
        headers: { cookie: owner, ...(await currentIfMatch(t, owner, '/api/v4/admin/settings')) },
        payload: { holdNewReviewsForModeration: false },
      });
    }
  });

  it("shows the store's reply under the review; a stale reply is refused", async () => {
    const { product, reviewers } = await reviewed([2]);
    const id = reviewers[0]!.reviewId;
    const stale = await versionOf(id);
    const reply = await moderate(id, 'reply', { reply: 'Sorry about the shade; our team will call you.' });
    expect(reply.status).toBe(200);
    expect((await storeReviews(product.id)).items[0].storeReply).toBe('Sorry about the shade; our team will call you.');

    const late = await t.call({
      method: 'PUT',
      url: `/api/v4/admin/reviews/${id}/reply`,
      headers: { cookie: moderator, ...stale },
      payload: { reply: 'Another answer' },
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('STALE_WRITE');
    const noVersion = await t.call({
      method: 'PUT',
      url: `/api/v4/admin/reviews/${id}/reply`,
      headers: { cookie: moderator },
      payload: { reply: 'x' },
    });
    expect(noVersion.status).toBe(428);
    const tooLong = await moderate(id, 'reply', { reply: 'a'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([expect.objectContaining({ field: 'reply' })]);

    await moderate(id, 'reply', { reply: '' });
    expect((await storeReviews(product.id)).items[0].storeReply).toBeNull();
  });

  it('takes one report per shopper, lists it as reported until a decision, and refuses others', async () => {
    const { reviewers } = await reviewed([1, 5]);
    const [author, reader] = reviewers;
    const report = (token: string, id: number, reason = 'Rude words about the seller') =>
      t.call({ method: 'POST', url: `/api/v4/reviews/${id}/report`, token, payload: { reason } });

    const first = await report(reader!.token, author!.reviewId);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ reported: true });
    const twice = await report(reader!.token, author!.reviewId);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('REVIEW_ALREADY_REPORTED');
    expect((await report(author!.token, author!.reviewId)).body.code).toBe('OWN_REVIEW');
    const noReason = await report(reader!.token, author!.reviewId, '');
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect(
      (await t.call({ method: 'POST', url: `/api/v4/reviews/${author!.reviewId}/report`, payload: {} })).status,
    ).toBe(401);

    const reported = (await queue('filter=reported')).body.data.items.find(
      (r: { id: number }) => r.id === author!.reviewId,
    );
    expect(reported).toMatchObject({ reportCount: 1, openReports: [{ reason: 'Rude words about the seller' }] });

    await moderate(author!.reviewId, 'status', { status: 'hidden' });
    expect((await queue('filter=reported')).body.data.items.map((r: { id: number }) => r.id)).not.toContain(
      author!.reviewId,
    );
    // A hidden review is not found by shoppers: neither reported nor voted on.
    const third = await createUser(t.ctx, { name: 'Third Shopper' });
    expect((await report(third.token, author!.reviewId)).status).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: `/api/v4/reviews/${author!.reviewId}/helpful`, token: third.token })).status,
    ).toBe(404);
  });

  it('answers 404 for a review that does not exist, and refuses a role without content.manage', async () => {
    const { reviewers } = await reviewed([4]);
    const missing = await t.call({
      method: 'POST',
      url: '/api/v4/admin/reviews/999999/status',
      headers: { cookie: moderator, 'if-match': '"x.y"' },
      payload: { status: 'hidden' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('REVIEW_NOT_FOUND');
    expect((await queue('filter=all', fulfilment)).status).toBe(403);
    const bad = await queue('filter=loud');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'filter' })]);
    const wrongStatus = await moderate(reviewers[0]!.reviewId, 'status', { status: 'pending' });
    expect(wrongStatus.status).toBe(400);
  });
});
