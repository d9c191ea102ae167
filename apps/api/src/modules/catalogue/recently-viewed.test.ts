import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { RECENTLY_VIEWED_LIMIT } from './recently-viewed.service.ts';

describe('recently viewed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps only the last 20 views, newest first, and moves a repeat view to the front', async () => {
    const { token } = await createUser(t.ctx);
    const first = await createProduct(t.ctx, { name: 'Kajal 0' });
    const made = [first.product.id];
    for (let i = 1; i < RECENTLY_VIEWED_LIMIT + 2; i++)
      made.push(
        (await createProduct(t.ctx, { name: `Kajal ${i}`, categoryId: first.categoryId, brandId: first.brandId }))
          .product.id,
      );
    for (const id of made) {
      t.clock.advance(1000);
      await t.call({ method: 'GET', url: `/api/v4/products/${id}`, token });
    }
    const view = async () =>
      (await t.call({ method: 'GET', url: '/api/v4/products/recently-viewed', token })).body.data.items.map(
        (c: { productId: number }) => c.productId,
      );
    expect(await view()).toEqual(made.slice(2).reverse());
    t.clock.advance(1000);
    await t.call({ method: 'GET', url: `/api/v4/products/${made[5]}`, token });
    const after = await view();
    expect(after[0]).toBe(made[5]);
    expect(after).toHaveLength(RECENTLY_VIEWED_LIMIT);
  });

  it('is empty for an anonymous visitor and untouched by anonymous views', async () => {
    const p = await createProduct(t.ctx);
    await t.call({ method: 'GET', url: `/api/v4/products/${p.product.id}` });
    const res = await t.call({ method: 'GET', url: '/api/v4/products/recently-viewed' });
    expect(res.body.data).toEqual({ items: [] });
  });
});
