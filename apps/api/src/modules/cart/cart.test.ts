import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, products } from '../../db/schema/catalogue.ts';
import { cartItems } from '../../db/schema/shopping.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

describe('cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const add = (token: string, payload: unknown) =>
    t.call({ method: 'POST', url: '/api/v4/cart/add', token, payload: payload as object });

  it('needs a signed-in shopper', async () => {
    for (const [method, url] of [
      ['GET', '/api/v4/cart'],
      ['GET', '/api/v4/cart/count'],
      ['POST', '/api/v4/cart/add'],
      ['POST', '/api/v4/cart/minus?itemId=1'],
      ['DELETE', '/api/v4/cart/remove?cartItemId=1'],
    ] as const) {
      const res = await t.call({ method, url });
      expect(res.status, url).toBe(401);
      expect(res.body.message).toBe('Not authenticated');
    }
  });

  it('adds with quantity 1 by default, increments on a repeat add and shows live prices and totals', async () => {
    const { token } = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx, {
      variants: [{ pricePaise: 14900, basePricePaise: 19900, stock: 5, name: 'Ruby Red' }],
    });
    await t.db.update(products).set({ ratingTotal: 9, ratingCount: 2 }).where(eq(products.id, product.id));
    const v = variants[0]!;

    const first = await add(token, { productId: product.id, variantId: v.id });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Item added to cart!');
    expect(first.body.data.items).toHaveLength(1);
    const second = await add(token, { productId: String(product.id), variantId: String(v.id), quantity: 2 });
    expect(second.status).toBe(200);

    const cart = await t.call({ method: 'GET', url: '/api/v4/cart', token });
    expect(cart.status).toBe(200);
    expect(cart.body.data.items[0]).toEqual({
      cartItemId: expect.any(Number),
      productId: product.id,
      variantId: v.id,
      variantName: 'Ruby Red',
      productName: product.name,
      images: ['/media/test.svg'],
      avgRating: 4.5,
      reviews: 2,
      itemPrice: 149,
      itemBasePrice: 199,
      itemDiscount: 25,
      itemStock: 5,
      itemQuantity: 3,
      itemMaxQuantity: 5,
    });
    expect(cart.body.data).toMatchObject({
      itemCount: 3,
      cartPrice: 447,
      allItemsBasePrice: 597,
      finalDiscount: 150,
      finalDeliveryCharge: 0,
      codCharge: 9,
      minimumOrderAmount: 199,
      isMinimumOrderMet: true,
      freeDeliveryBanner: { stage: 'FREE_DELIVERY_EARNED', amount: 0 },
    });
    const count = await t.call({ method: 'GET', url: '/api/v4/cart/count', token });
    expect(count.body.data).toEqual({ itemCount: 3 });

    // Prices are live: a price change shows on the next read.
    await t.db.update(productVariants).set({ pricePaise: 9900 }).where(eq(productVariants.id, v.id));
    const later = await t.call({ method: 'GET', url: '/api/v4/cart', token });
    expect(later.body.data.items[0].itemPrice).toBe(99);
    expect(later.body.data.cartPrice).toBe(297);
  });

  it('shows the delivery charge and the banner stage under the thresholds', async () => {
    const { token } = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx, {
      variants: [{ pricePaise: 15000, basePricePaise: 15000 }],
    });
    await add(token, { productId: product.id, variantId: variants[0]!.id });
    const cart = await t.call({ method: 'GET', url: '/api/v4/cart', token });
    expect(cart.body.data).toMatchObject({
      cartPrice: 150,
      finalDeliveryCharge: 49,
      isMinimumOrderMet: false,
      freeDeliveryBanner: { stage: 'MINIMUM_UNMET', amount: 49, message: 'Add ₹49 more for minimum order' },
    });
  });

  it('answers an empty cart with zero totals', async () => {
    const { token } = await createUser(t.ctx);
    const cart = await t.call({ method: 'GET', url: '/api/v4/cart', token });
    expect(cart.body.data).toMatchObject({ items: [], itemCount: 0, cartPrice: 0, finalDeliveryCharge: 0 });
    expect((await t.call({ method: 'GET', url: '/api/v4/cart/count', token })).body.data).toEqual({ itemCount: 0 });
  });

  it('refuses bad quantities with a 400 that names the field', async () => {
    const { token } = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx);
    for (const quantity of [0, -1, 1.5, 1e9, '2', 11, null]) {
      const res = await add(token, { productId: product.id, variantId: variants[0]!.id, quantity });
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body.message).toMatch(/quantity/);
    }
    expect((await t.call({ method: 'GET', url: '/api/v4/cart/count', token })).body.data.itemCount).toBe(0);
  });

  it("says 'Product information is incomplete' without a product or variant id", async () => {
    const { token } = await createUser(t.ctx);
    for (const payload of [{}, { productId: 1 }, { variantId: 1 }]) {
      const res = await add(token, payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Product information is incomplete');
    }
    const noBody = await t.call({ method: 'POST', url: '/api/v4/cart/add', token });
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toBe('Product information is incomplete');
    const bad = await add(token, { productId: 'abc', variantId: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/productId/);
  });

  it('answers 404 for a variant of another product or an unknown one', async () => {
    const { token } = await createUser(t.ctx);
    const a = await createProduct(t.ctx);
    const b = await createProduct(t.ctx);
    expect((await add(token, { productId: a.product.id, variantId: b.variants[0]!.id })).status).toBe(404);
    expect((await add(token, { productId: a.product.id, variantId: 2_000_000_000 })).status).toBe(404);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, a.product.id));
    expect((await add(token, { productId: a.product.id, variantId: a.variants[0]!.id })).status).toBe(404);
  });

  it('never holds more than stock or the per-line maximum', async () => {
    const { token } = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx, {
      variants: [{ stock: 3 }, { stock: 0 }, { stock: 50, maxPerOrder: 4 }],
    });
    const [few, none, capped] = variants;
    expect((await add(token, { productId: product.id, variantId: few!.id, quantity: 3 })).status).toBe(200);
    const over = await add(token, { productId: product.id, variantId: few!.id });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Only 3 left in stock');
    const out = await add(token, { productId: product.id, variantId: none!.id });
    expect(out.status).toBe(409);
    expect(out.body.message).toBe('Out of stock');
    expect((await add(token, { productId: product.id, variantId: capped!.id, quantity: 4 })).status).toBe(200);
    const capRes = await add(token, { productId: product.id, variantId: capped!.id });
    expect(capRes.status).toBe(409);
    expect(capRes.body.message).toBe('You can buy at most 4 of this item');
    expect((await t.call({ method: 'GET', url: '/api/v4/cart/count', token })).body.data.itemCount).toBe(7);
  });

  it('minus lowers a line and removes it at 1; remove deletes it', async () => {
    const { token } = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx, { variants: [{}, {}] });
    await add(token, { productId: product.id, variantId: variants[0]!.id, quantity: 2 });
    const cart = await add(token, { productId: product.id, variantId: variants[1]!.id });
    const [lineA, lineB] = cart.body.data.items;

    const m1 = await t.call({ method: 'POST', url: `/api/v4/cart/minus?itemId=${lineA.cartItemId}`, token });
    expect(m1.status).toBe(200);
    expect(m1.body.data.items[0].itemQuantity).toBe(1);
    const m2 = await t.call({ method: 'POST', url: `/api/v4/cart/minus?itemId=${lineA.cartItemId}`, token });
    expect(m2.body.data.items.map((i: any) => i.cartItemId)).toEqual([lineB.cartItemId]);
    const m3 = await t.call({ method: 'POST', url: `/api/v4/cart/minus?itemId=${lineA.cartItemId}`, token });
    expect(m3.status).toBe(404);

    const r = await t.call({ method: 'DELETE', url: `/api/v4/cart/remove?cartItemId=${lineB.cartItemId}`, token });
    expect(r.status).toBe(200);
    expect(r.body.data.items).toEqual([]);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/v4/cart/remove?cartItemId=${lineB.cartItemId}`, token })).status,
    ).toBe(404);
    const bad = await t.call({ method: 'POST', url: '/api/v4/cart/minus?itemId=abc', token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/itemId/);
  });

  it("answers 404 for another shopper's cart line and leaves it alone", async () => {
    const owner = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx);
    const cart = await add(owner.token, { productId: product.id, variantId: variants[0]!.id, quantity: 2 });
    const id = cart.body.data.items[0].cartItemId;
    expect((await t.call({ method: 'POST', url: `/api/v4/cart/minus?itemId=${id}`, token: other.token })).status).toBe(
      404,
    );
    expect(
      (await t.call({ method: 'DELETE', url: `/api/v4/cart/remove?cartItemId=${id}`, token: other.token })).status,
    ).toBe(404);
    const [row] = await t.db.select().from(cartItems).where(eq(cartItems.id, id));
    expect(row?.quantity).toBe(2);
  });

  it('keeps one line and the limit under parallel adds', async () => {
    const { token, user } = await createUser(t.ctx);
    const { product, variants } = await createProduct(t.ctx, { variants: [{ stock: 6 }] });
    const results = await Promise.all(
      Array.from({ length: 12 }, () => add(token, { productId: product.id, variantId: variants[0]!.id })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(results.filter((r) => r.status === 409)).toHaveLength(6);
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(6);
  });
});
