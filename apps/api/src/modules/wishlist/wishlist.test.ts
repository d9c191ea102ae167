import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { products } from '../../db/schema/catalogue.ts';

describe('wishlist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const toggle = (token: string, payload: object) =>
    t.call({ method: 'POST', url: '/api/v4/wishlist/', token, payload });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v4/wishlist' })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/v4/wishlist', payload: {} })).status).toBe(401);
  });

  it('toggles a variant in and out and lists it with live price and stock, newest first', async () => {
    const { token } = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx, {
      name: 'Kundan Jhumka',
      variants: [
        { name: 'Gold', pricePaise: 29950, basePricePaise: 59900, stock: 3 },
        { name: 'Silver', stock: 0 },
      ],
      product: { ratingTotal: 9, ratingCount: 2 },
    });
    expect((await toggle(token, { productId: product.id, variantId: variants[0]!.id })).body.data).toEqual({
      isFavorite: true,
    });
    t.clock.advance(1000);
    expect((await toggle(token, { productId: product.id, variantId: variants[1]!.id })).body.data.isFavorite).toBe(
      true,
    );
    const list = await t.call({ method: 'GET', url: '/api/v4/wishlist/', token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[0]).toMatchObject({ variantName: 'Silver', stockAvailable: 0, inStock: false });
    expect(list.body.data[1]).toMatchObject({
      productId: product.id,
      variantId: variants[0]!.id,
      productName: 'Kundan Jhumka',
      variantName: 'Gold',
      productImageUrl: '/media/test.svg',
      price: 299.5,
      basePrice: 599,
      variantDiscount: 50,
      avgRating: 4.5,
      stockAvailable: 3,
      inStock: true,
    });
    expect((await t.call({ method: 'GET', url: '/api/v4/user', token })).body.data.wishlistCount).toBe(2);

    expect((await toggle(token, { productId: product.id, variantId: variants[0]!.id })).body.data.isFavorite).toBe(
      false,
    );
    expect((await t.call({ method: 'GET', url: '/api/v4/wishlist', token })).body.data).toHaveLength(1);
  });

  it('answers 404 for an unknown product or variant, or a variant of another product', async () => {
    const { token } = await createUser(t.ctx);
    const a = await createProduct(t.ctx);
    const b = await createProduct(t.ctx);
    for (const payload of [
      { productId: a.product.id, variantId: b.variants[0]!.id },
      { productId: 2_000_000_000, variantId: a.variants[0]!.id },
      { productId: a.product.id, variantId: 2_000_000_000 },
    ]) {
      const res = await toggle(token, payload);
      expect(res.status).toBe(404);
    }
  });

  it('answers 400 naming the field for missing or malformed ids', async () => {
    const { token } = await createUser(t.ctx);
    const missing = await toggle(token, { productId: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('variantId');
    const bad = await toggle(token, { productId: -3, variantId: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('productId');
  });

  it('hides products taken off sale', async () => {
    const { token } = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx);
    await toggle(token, { productId: product.id, variantId: variants[0]!.id });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect((await t.call({ method: 'GET', url: '/api/v4/wishlist', token })).body.data).toEqual([]);
  });
});
