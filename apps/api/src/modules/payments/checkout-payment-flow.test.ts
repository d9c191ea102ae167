import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasons } from '../../db/schema/content.ts';
import { orderStatusHistory } from '../../db/schema/orders.ts';
import { simulatorRefunds } from '../../db/schema/simulator.ts';
import { createProduct, createUser, setWalletBalance } from '../../../test/factories.ts';
import { addressForm } from '../../../test/checkout-factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** The whole online path through the HTTP API, with checkout's real order placement and the simulator. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('checkout → simulator → verify → cancel', () => {
  it('pays the remainder online after the wallet, survives a dismissed window, and refunds on cancel', async () => {
    const { user, token } = await createUser(t.ctx);
    await setWalletBalance(t.ctx, user.id, 10000);
    const { product, variants } = await createProduct(t.ctx, {
      variants: [{ pricePaise: 49900, basePricePaise: 59900, stock: 5 }],
    });
    const addr = await t.call({ method: 'POST', url: '/api/v4/address/', token, payload: addressForm });
    expect(addr.status).toBe(200);
    const add = await t.call({
      method: 'POST',
      url: '/api/v4/cart/add',
      token,
      payload: { productId: product.id, variantId: variants[0]!.id, quantity: 1 },
    });
    expect(add.status).toBe(200);

    const placed = await t.call({
      method: 'POST',
      url: '/api/v4/order/cart',
      token,
      payload: { paymentMethods: ['WALLET', 'ONLINE'], couponCode: '', addressId: addr.body.data.id },
    });
    expect(placed.status).toBe(200);
    const { orderId, razorpayOrderId, amountInPaise, isDraft, razorpayKeyId } = placed.body.data;
    expect(isDraft).toBe(true);
    expect(razorpayKeyId).toBe('rzp_test_simulator');
    expect(razorpayOrderId).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(amountInPaise).toBe(49900 - 10000);

    // The shopper closes the window first: recorded, still payable.
    const dismissed = await t.call({
      method: 'POST',
      url: '/api/v4/order/verify',
      token,
      payload: { orderId, paymentId: null, signature: null, reason: 'cancelled' },
    });
    expect(dismissed.body.data).toEqual({ orderId, isPaid: false, paymentStatus: 'PENDING' });

    // Then pays in the simulator window; its webhook arrives, then the browser's verify.
    const window = await t.call({
      method: 'GET',
      url: `/api/v4/payments/simulator/checkout?order_id=${razorpayOrderId}`,
    });
    expect(window.body).toContain('₹399');
    const pay = await t.call({
      method: 'POST',
      url: '/api/v4/payments/simulator/pay',
      payload: { order_id: razorpayOrderId },
    });
    const r = pay.body.data;
    const verified = await t.call({
      method: 'POST',
      url: '/api/v4/order/verify',
      token,
      payload: { orderId, paymentId: r.razorpay_payment_id, signature: r.razorpay_signature },
    });
    expect(verified.body.data).toEqual({ orderId, isPaid: true, paymentStatus: 'PAID' });

    const details = await t.call({ method: 'GET', url: `/api/v4/order/details/${orderId}`, token });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ isPaid: true, isCancelAvailable: true });
    const statuses = (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map(
      (h) => h.status,
    );
    expect(statuses).toEqual(['PENDING', 'ORDERED']);

    const [reason] = await t.db
      .insert(reasons)
      .values({ kind: 'CANCELLATION', reason: 'Ordered by mistake' })
      .returning();
    const cancelled = await t.call({
      method: 'POST',
      url: `/api/v4/order/cancel-request/${orderId}`,
      token,
      payload: { reasonId: reason!.id },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ id: orderId, isCancelAvailable: false });
    const balance = await t.call({ method: 'GET', url: '/api/v4/wallet/balance', token });
    expect(balance.body.data.walletAmount).toBe(100);
    const refunds = await t.db
      .select()
      .from(simulatorRefunds)
      .where(eq(simulatorRefunds.paymentId, r.razorpay_payment_id));
    expect(refunds.map((x) => x.amountPaise)).toEqual([39900]);
  });

  it('tops up the wallet through /wallet/init, the simulator and /wallet/verify', async () => {
    const { token } = await createUser(t.ctx);
    const init = await t.call({ method: 'POST', url: '/api/v4/wallet/init', token, payload: { amount: 250 } });
    expect(init.status).toBe(200);
    const { walletTopupId, razorpayOrderId, amountInPaise } = init.body.data;
    expect(amountInPaise).toBe(25000);
    const pay = await t.call({
      method: 'POST',
      url: '/api/v4/payments/simulator/pay',
      payload: { order_id: razorpayOrderId },
    });
    const r = pay.body.data;
    const verified = await t.call({
      method: 'POST',
      url: '/api/v4/wallet/verify',
      token,
      payload: { walletTopupId, paymentId: r.razorpay_payment_id, signature: r.razorpay_signature },
    });
    expect(verified.body.data).toEqual({ walletAmount: 250, isPaid: true });
    const tx = await t.call({ method: 'GET', url: '/api/v4/wallet/transactions', token });
    expect(tx.body.data.items).toHaveLength(1);
  });
});
