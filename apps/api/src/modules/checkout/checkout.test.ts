import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutHelpers, createCoupon } from '../../../test/checkout-factories.ts';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments, walletLedger } from '../../db/schema/payments.ts';
import { cartItems, coupons } from '../../db/schema/shopping.ts';

describe('placing orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { shopper, orderCart, buyNow, stockOf, balanceOf, orderRow } = checkoutHelpers(() => t);

  it('needs sign-in', async () => {
    expect((await t.call({ method: 'POST', url: '/api/v4/order/cart', payload: {} })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/v4/order/create', payload: {} })).status).toBe(401);
  });

  it('makes an ONLINE cart order a draft with a provider order, takes the stock and clears the cart', async () => {
    const s = await shopper({ qty: 2 });
    const res = await orderCart(s.token, { paymentMethods: ['ONLINE'], couponCode: '', addressId: s.address.id });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      totalAmount: 698,
      remaining_price: 698,
      walletAmountUsed: 0,
      amountInPaise: 69_800,
      isDraft: true,
      razorpayKeyId: t.ctx.payments.keyId,
      paymentMethods: ['ONLINE'],
    });
    expect(data.razorpayOrderId).toMatch(/^order_/);
    expect(data.orderId).toMatch(/^SH[0-9A-Z]{10}$/);

    const order = await orderRow(data.orderId);
    expect(order).toMatchObject({
      status: 'PENDING',
      isDraft: true,
      paymentStatus: 'PENDING',
      itemsPricePaise: 69_800,
      itemsBasePaise: 99_800,
      deliveryChargePaise: 0,
      address: { name: 'Asha Verma', city: 'Bengaluru', pincode: '560001', landmark: null, phone: '9876543210' },
    });
    expect(order.draftExpiresAt!.getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, data.orderId));
    expect(payment).toMatchObject({ providerOrderId: data.razorpayOrderId, amountPaise: 69_800, status: 'CREATED' });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, data.orderId));
    expect(items).toEqual([
      expect.objectContaining({
        variantId: s.variant.id,
        quantity: 2,
        unitPricePaise: 34_900,
        unitBasePricePaise: 49_900,
      }),
    ]);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, data.orderId));
    expect(history.map((h) => h.status)).toEqual(['PENDING']);
    expect(await stockOf(s.variant.id)).toBe(18);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, s.user.id))).toEqual([]);
  });

  it('places a COD order at once with the COD charge, and delivery under the threshold', async () => {
    const s = await shopper({ qty: 1, price: 20_000 });
    const res = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalAmount: 258, remaining_price: 258, amountInPaise: 0, isDraft: false });
    expect(res.body.data.razorpayOrderId).toBeUndefined();
    const order = await orderRow(res.body.data.orderId);
    expect(order).toMatchObject({
      status: 'ORDERED',
      deliveryChargePaise: 4_900,
      codChargePaise: 900,
      paymentStatus: 'PENDING',
    });
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it('pays with the wallet alone when it covers the total, through the ledger', async () => {
    const s = await shopper({ qty: 1, wallet: 50_000 });
    const res = await orderCart(s.token, { paymentMethods: ['WALLET', 'COD'], addressId: s.address.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      totalAmount: 349,
      walletAmountUsed: 349,
      remaining_price: 0,
      isDraft: false,
      paymentMethods: ['WALLET'],
    });
    expect(await orderRow(res.body.data.orderId)).toMatchObject({
      status: 'ORDERED',
      paymentStatus: 'PAID',
      codChargePaise: 0,
    });
    expect(await balanceOf(s.user.id)).toBe(15_100);
    const ledger = await t.db.select().from(walletLedger).where(eq(walletLedger.userId, s.user.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        type: 'DEBIT',
        amountPaise: 34_900,
        balanceAfterPaise: 15_100,
        idempotencyKey: `order:${res.body.data.orderId}:wallet-debit`,
      }),
    ]);
  });

  it('splits wallet and ONLINE: the draft asks the gateway only for the remainder', async () => {
    const s = await shopper({ qty: 1, wallet: 10_000 });
    const res = await orderCart(s.token, { paymentMethods: ['WALLET', 'ONLINE'], addressId: s.address.id });
    expect(res.body.data).toMatchObject({
      totalAmount: 349,
      walletAmountUsed: 100,
      remaining_price: 249,
      amountInPaise: 24_900,
      isDraft: true,
    });
    expect(await balanceOf(s.user.id)).toBe(0);
  });

  it('applies a coupon on the cart price and counts its use', async () => {
    const s = await shopper({ qty: 2 });
    const c = await createCoupon(t.ctx, { kind: 'PERCENT', value: 1000, usageLimit: 10 });
    const res = await orderCart(s.token, {
      paymentMethods: ['COD'],
      couponCode: ` ${c.code.toLowerCase()} `,
      addressId: s.address.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.totalAmount).toBe(698 - 69.8 + 9);
    const order = await orderRow(res.body.data.orderId);
    expect(order).toMatchObject({ couponId: c.id, couponCode: c.code, couponDiscountPaise: 6_980 });
    expect((await t.db.select().from(coupons).where(eq(coupons.id, c.id)))[0]!.usedCount).toBe(1);

    const again = await shopper({ qty: 1 });
    const bad = await orderCart(again.token, {
      paymentMethods: ['COD'],
      couponCode: 'NOSUCHCODE',
      addressId: again.address.id,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid or expired coupon');
    expect(await stockOf(again.variant.id)).toBe(20);
  });

  it('buys now without touching the cart, and validates the line', async () => {
    const s = await shopper({ qty: 1 });
    const other = await createProduct(t.ctx);
    const res = await buyNow(s.token, {
      productId: other.product.id,
      variantId: other.variants[0]!.id,
      quantity: 2,
      paymentMethods: ['COD'],
      addressId: s.address.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalAmount: 707, isDraft: false });
    expect(await stockOf(other.variants[0]!.id)).toBe(18);
    expect((await orderRow(res.body.data.orderId)).isCartOrder).toBe(false);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, s.user.id))).toHaveLength(1);

    for (const quantity of [0, -1, 1.5, 1e9, '1']) {
      const bad = await buyNow(s.token, {
        productId: other.product.id,
        variantId: other.variants[0]!.id,
        quantity,
        paymentMethods: ['COD'],
        addressId: s.address.id,
      });
      expect(bad.status, String(quantity)).toBe(400);
      expect(bad.body.message).toMatch(/quantity/);
    }
    const mismatch = await buyNow(s.token, {
      productId: other.product.id,
      variantId: s.variant.id,
      paymentMethods: ['COD'],
      addressId: s.address.id,
    });
    expect(mismatch.status).toBe(404);
    const incomplete = await buyNow(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe('Product information is incomplete');
  });

  it('answers a retry with the same Idempotency-Key with the first answer', async () => {
    const s = await shopper({ qty: 1 });
    const headers = { 'idempotency-key': 'checkout-7f3a' };
    const first = await orderCart(s.token, { paymentMethods: ['ONLINE'], addressId: s.address.id }, headers);
    const second = await orderCart(s.token, { paymentMethods: ['ONLINE'], addressId: s.address.id }, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.user.id))).toHaveLength(1);
    expect(await stockOf(s.variant.id)).toBe(19);
    const bad = await orderCart(
      s.token,
      { paymentMethods: ['ONLINE'], addressId: s.address.id },
      { 'idempotency-key': 'x'.repeat(101) },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Idempotency-Key/);
  });

  it("keeps each shopper's Idempotency-Key to themselves", async () => {
    const a = await shopper({ qty: 1 });
    const b = await shopper({ qty: 1 });
    const headers = { 'idempotency-key': 'same-key' };
    const ra = await orderCart(a.token, { paymentMethods: ['COD'], addressId: a.address.id }, headers);
    const rb = await orderCart(b.token, { paymentMethods: ['COD'], addressId: b.address.id }, headers);
    expect(ra.body.data.orderId).not.toBe(rb.body.data.orderId);
    const mine = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, b.user.id), eq(orders.id, rb.body.data.orderId)));
    expect(mine).toHaveLength(1);
  });

  it('charges the price of the moment of the order when it changes while the provider order is made', async () => {
    const s = await shopper({ qty: 1 });
    const gateway = t.ctx.payments;
    const original = gateway.createOrder.bind(gateway);
    const amounts: number[] = [];
    gateway.createOrder = async (input) => {
      amounts.push(input.amountPaise);
      if (amounts.length === 1)
        await t.db.update(productVariants).set({ pricePaise: 29_900 }).where(eq(productVariants.id, s.variant.id));
      return original(input);
    };
    try {
      const res = await orderCart(s.token, { paymentMethods: ['ONLINE'], addressId: s.address.id });
      expect(res.status).toBe(200);
      expect(amounts).toEqual([34_900, 29_900]);
      expect(res.body.data).toMatchObject({ totalAmount: 299, amountInPaise: 29_900 });
      const stored = await t.db.select().from(payments).where(eq(payments.orderId, res.body.data.orderId));
      expect(stored.map((p) => [p.providerOrderId, p.amountPaise])).toEqual([[res.body.data.razorpayOrderId, 29_900]]);
    } finally {
      gateway.createOrder = original;
    }
  });

  it('documents every call of this part in the OpenAPI page, with its errors', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/v4/docs/json' })).body;
    const expected: [string, string][] = [
      ['/api/v4/cart', 'get'],
      ['/api/v4/cart/count', 'get'],
      ['/api/v4/cart/add', 'post'],
      ['/api/v4/cart/minus', 'post'],
      ['/api/v4/cart/remove', 'delete'],
      ['/api/v4/coupon-code/validate', 'post'],
      ['/api/v4/order/cart', 'post'],
      ['/api/v4/order/create', 'post'],
      ['/api/v4/wallet/balance', 'get'],
      ['/api/v4/wallet/transactions', 'get'],
      ['/api/v4/wallet/init', 'post'],
      ['/api/v4/wallet', 'post'],
    ];
    for (const [path, method] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.summary).toBeTruthy();
      expect(op.responses['401']).toBeDefined();
    }
    const params = doc.paths['/api/v4/order/cart'].post.parameters.map((p: any) => p.name);
    expect(params).toContain('idempotency-key');
  });
});
