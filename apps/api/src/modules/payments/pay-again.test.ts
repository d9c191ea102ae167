import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasons } from '../../db/schema/content.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { addressForm } from '../../../test/checkout-factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expireDraftOrders } from '../checkout/checkout.public.ts';

/** POST /order/pay/{id}: paying again for an online order whose window was dismissed or failed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A shopper with one line in the cart and an address; answers the placed order's answer. */
async function placeOrder(paymentMethods: string[]) {
  const { user, token } = await createUser(t.ctx);
  const { product, variants } = await createProduct(t.ctx, {
    variants: [{ pricePaise: 49900, basePricePaise: 59900, stock: 5 }],
  });
  const addr = await t.call({ method: 'POST', url: '/api/v4/address/', token, payload: addressForm });
  await t.call({
    method: 'POST',
    url: '/api/v4/cart/add',
    token,
    payload: { productId: product.id, variantId: variants[0]!.id, quantity: 1 },
  });
  const placed = await t.call({
    method: 'POST',
    url: '/api/v4/order/cart',
    token,
    payload: { paymentMethods, couponCode: '', addressId: addr.body.data.id },
  });
  expect(placed.status).toBe(200);
  return { user, token, variantId: variants[0]!.id, order: placed.body.data };
}

const payAgain = (token: string, orderId: string) =>
  t.call({ method: 'POST', url: `/api/v4/order/pay/${orderId}`, token });

const listedStatus = async (token: string, orderId: string) => {
  const list = await t.call({ method: 'GET', url: '/api/v4/orders', token });
  return list.body.data.find((r: { orderId: string }) => r.orderId === orderId)?.orderDeliveryStatus ?? null;
};

describe('POST /order/pay/{id}', () => {
  it('opens a new provider order after a dismissed window, verified like the first, then refuses a paid order', async () => {
    const { token, order } = await placeOrder(['ONLINE']);
    await t.call({
      method: 'POST',
      url: '/api/v4/order/verify',
      token,
      payload: { orderId: order.orderId, paymentId: null, signature: null, reason: 'cancelled' },
    });
    // Listed as Pending while it can still be paid.
    expect(await listedStatus(token, order.orderId)).toBe('PENDING');

    const again = await payAgain(token, order.orderId);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      orderId: order.orderId,
      amountInPaise: 49900,
      isDraft: true,
      razorpayKeyId: 'rzp_test_simulator',
      paymentMethods: ['ONLINE'],
    });
    expect(again.body.data.razorpayOrderId).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(again.body.data.razorpayOrderId).not.toBe(order.razorpayOrderId);

    // A signature over the first provider order does not verify the new one.
    const first = await t.call({
      method: 'POST',
      url: '/api/v4/payments/simulator/pay',
      payload: { order_id: again.body.data.razorpayOrderId },
    });
    const forged = await t.call({
      method: 'POST',
      url: '/api/v4/order/verify',
      token,
      payload: { orderId: order.orderId, paymentId: first.body.data.razorpay_payment_id, signature: 'f'.repeat(64) },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('INVALID_SIGNATURE');

    const verified = await t.call({
      method: 'POST',
      url: '/api/v4/order/verify',
      token,
      payload: {
        orderId: order.orderId,
        paymentId: first.body.data.razorpay_payment_id,
        signature: first.body.data.razorpay_signature,
      },
    });
    expect(verified.body.data).toEqual({ orderId: order.orderId, isPaid: true, paymentStatus: 'PAID' });
    expect(await listedStatus(token, order.orderId)).toBe('ORDERED');

    const paid = await payAgain(token, order.orderId);
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({ code: 'ORDER_ALREADY_PAID', message: 'This order is already paid.' });
  });

  it('refuses an expired draft with a clear message and hides it from the list', async () => {
    const { token, order } = await placeOrder(['ONLINE']);
    t.clock.advance(31 * 60_000);
    try {
      // Past its time but before the expiry job ran: refused all the same.
      const before = await payAgain(token, order.orderId);
      expect(before.status).toBe(409);
      expect(before.body.code).toBe('ORDER_EXPIRED');
      expect(await listedStatus(token, order.orderId)).toBeNull();
      await expireDraftOrders(t.ctx);
      const after = await payAgain(token, order.orderId);
      expect(after.status).toBe(409);
      expect(after.body).toMatchObject({
        code: 'ORDER_EXPIRED',
        message: 'This order has expired because the payment was not completed in time. Please place a new order.',
      });
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });

  it('refuses orders with nothing to pay online, cancelled orders, and other shoppers’ orders', async () => {
    const cod = await placeOrder(['COD']);
    const codAgain = await payAgain(cod.token, cod.order.orderId);
    expect(codAgain.status).toBe(409);
    expect(codAgain.body).toMatchObject({
      code: 'ORDER_NOT_PAYABLE_ONLINE',
      message: 'This order has no online payment to complete.',
    });

    const [reason] = await t.db.insert(reasons).values({ kind: 'CANCELLATION', reason: 'Changed my mind' }).returning();
    const cancelled = await t.call({
      method: 'POST',
      url: `/api/v4/order/cancel-request/${cod.order.orderId}`,
      token: cod.token,
      payload: { reasonId: reason!.id },
    });
    expect(cancelled.status).toBe(200);
    const cancelledAgain = await payAgain(cod.token, cod.order.orderId);
    expect(cancelledAgain.status).toBe(409);
    expect(cancelledAgain.body).toMatchObject({
      code: 'ORDER_CANCELLED',
      message: 'This order was cancelled and can no longer be paid.',
    });

    const online = await placeOrder(['ONLINE']);
    const stranger = await createUser(t.ctx);
    const theirs = await payAgain(stranger.token, online.order.orderId);
    expect(theirs.status).toBe(404);
    expect((await payAgain(online.token, 'bad id')).status).toBe(400);
    expect((await t.call({ method: 'POST', url: `/api/v4/order/pay/${online.order.orderId}` })).status).toBe(401);
  });
});
