import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutHelpers } from '../../../test/checkout-factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { productVariants, products } from '../../db/schema/catalogue.ts';
import { settings } from '../../db/schema/content.ts';
import { cartItems } from '../../db/schema/shopping.ts';
import { invalidateSettings } from '../settings/settings.public.ts';

describe('placing orders: refusals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { shopper, orderCart, stockOf, balanceOf, orderRow } = checkoutHelpers(() => t);

  it('refuses WALLET alone with a remainder, and ONLINE with COD', async () => {
    const s = await shopper({ qty: 1, wallet: 10_000 });
    const alone = await orderCart(s.token, { paymentMethods: ['WALLET'], addressId: s.address.id });
    expect(alone.status).toBe(400);
    expect(alone.body.message).toBe('Please select an additional payment method for the remaining amount.');
    const both = await orderCart(s.token, { paymentMethods: ['ONLINE', 'COD'], addressId: s.address.id });
    expect(both.status).toBe(400);
    const bogus = await orderCart(s.token, { paymentMethods: ['CASH'], addressId: s.address.id });
    expect(bogus.status).toBe(400);
    expect(bogus.body.message).toMatch(/paymentMethods/);
    expect(await stockOf(s.variant.id)).toBe(20);
    expect(await balanceOf(s.user.id)).toBe(10_000);
  });

  it("says 'Missing required information' without an address or with an empty cart", async () => {
    const s = await shopper();
    const empty = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Missing required information');
    const noBody = await t.call({ method: 'POST', url: '/api/v4/order/cart', token: s.token });
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toBe('Missing required information');
    const noAddress = await orderCart(s.token, { paymentMethods: ['COD'] });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).toBe('Missing required information');
  });

  it("answers 404 for another shopper's address", async () => {
    const s = await shopper({ qty: 1 });
    const other = await shopper();
    const res = await orderCart(s.token, { paymentMethods: ['COD'], addressId: other.address.id });
    expect(res.status).toBe(404);
    expect(await stockOf(s.variant.id)).toBe(20);
  });

  it('refuses carts under the minimum order amount', async () => {
    const s = await shopper({ qty: 1, price: 15_000 });
    const res = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Minimum order value of ₹199 required');
  });

  it('refuses COD when the store switched it off', async () => {
    const s = await shopper({ qty: 1 });
    await t.db.insert(settings).values({ key: 'app', value: { isCodAvailable: false } });
    invalidateSettings(t.ctx);
    try {
      const res = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Cash on delivery is not available');
    } finally {
      await t.db.delete(settings).where(eq(settings.key, 'app'));
      invalidateSettings(t.ctx);
    }
  });

  it('ignores prices and totals a client sends', async () => {
    const s = await shopper({ qty: 1 });
    const res = await orderCart(s.token, {
      paymentMethods: ['COD'],
      addressId: s.address.id,
      totalAmount: 1,
      cartPrice: 1,
      price: 1,
      discount: 348,
      walletAmountUsed: 349,
      items: [{ variantId: s.variant.id, itemPrice: 1 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.totalAmount).toBe(358);
    expect((await orderRow(res.body.data.orderId)).totalPaise).toBe(35_800);
  });

  it('refuses more than the stock with a 409 and changes nothing', async () => {
    const s = await shopper({ qty: 3, stock: 5 });
    await t.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, s.variant.id));
    const res = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Only 2 left in stock');
    expect(await stockOf(s.variant.id)).toBe(2);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, s.user.id))).toHaveLength(1);
  });

  it('refuses a cart holding a product that was withdrawn', async () => {
    const s = await shopper({ qty: 1 });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, s.product.id));
    const res = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`${s.product.name} is no longer available`);
  });
});
