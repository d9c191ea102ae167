import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** Ids past PostgreSQL's integer (2^31 - 1) are a 400 naming the field, never a 500 from the database. */
describe('ids beyond the integer range', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are refused in reviews and in marking notifications read', async () => {
    const { token } = await createUser(t.ctx);
    const big = 2 ** 31;
    const review = await t.call({
      method: 'POST',
      url: '/api/v4/reviews',
      token,
      payload: { productId: big, orderItemId: 1, rating: 5, comment: 'Lovely' },
    });
    expect(review.status).toBe(400);
    expect(review.body.message).toMatch(/productId/);
    const item = await t.call({
      method: 'POST',
      url: '/api/v4/reviews',
      token,
      payload: { productId: 1, orderItemId: big, rating: 5, comment: 'Lovely' },
    });
    expect(item.status).toBe(400);
    expect(item.body.message).toMatch(/orderItemId/);
    const read = await t.call({
      method: 'POST',
      url: '/api/v4/notifications/mark-read',
      token,
      payload: { ids: [1, big] },
    });
    expect(read.status).toBe(400);
    expect(read.body.message).toMatch(/ids/);
  });
});
