import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutHelpers } from '../../../test/checkout-factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createSimulatorTestApp, paymentWebhookBody, verifyOrderPayment } from '../../../test/payments-helpers.ts';
import { AUTOMATION } from '../../../test/staff-factories.ts';
import { orders } from '../../db/schema/orders.ts';
import type { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';
import { updateSettings } from './settings-admin.service.ts';

const MESSAGE = 'Closed for Diwali stock-taking; back on Monday.';

describe('store closed (settings isAppActive off)', () => {
  let t: TestApp;
  let sim: SimulatorGateway;
  beforeAll(async () => {
    ({ t, sim } = await createSimulatorTestApp());
  });
  afterAll(() => t.close());

  const { shopper, orderCart, buyNow, orderRow } = checkoutHelpers(() => t);
  const close = () => updateSettings(t.ctx, { isAppActive: false, appInactiveMessage: MESSAGE });
  const reopen = () => updateSettings(t.ctx, { isAppActive: true });

  const expectClosed = (res: { status: number; body: any; headers: Record<string, unknown> }) => {
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('STORE_CLOSED');
    expect(res.body.message).toBe(MESSAGE);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('refuses every change to a cart and every new order or payment, with the message, at once', async () => {
    const s = await shopper({ qty: 2 });
    const [line] = (await t.call({ method: 'GET', url: '/api/v4/cart', token: s.token })).body.data.items;
    await close();
    try {
      const add = { productId: s.product.id, variantId: s.variant.id, quantity: 1 };
      expectClosed(await t.call({ method: 'POST', url: '/api/v4/cart/add', token: s.token, payload: add }));
      expectClosed(
        await t.call({ method: 'POST', url: `/api/v4/cart/minus?itemId=${line.cartItemId}`, token: s.token }),
      );
      expectClosed(
        await t.call({ method: 'DELETE', url: `/api/v4/cart/remove?cartItemId=${line.cartItemId}`, token: s.token }),
      );
      expectClosed(await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id }));
      expectClosed(await buyNow(s.token, { ...add, paymentMethods: ['COD'], addressId: s.address.id }));
      // Reading stays open: the cart, and the settings every page shows the message from.
      const cart = await t.call({ method: 'GET', url: '/api/v4/cart', token: s.token });
      expect(cart.status).toBe(200);
      expect(cart.body.data.items[0].itemQuantity).toBe(2);
      const settings = await t.call({ method: 'GET', url: '/api/v4/settings' });
      expect(settings.body.data).toMatchObject({ isAppActive: false, appInactiveMessage: MESSAGE });
      // Without a sign-in the answer is still 401: nothing about the store is told to an anonymous caller first.
      expect((await t.call({ method: 'POST', url: '/api/v4/cart/add', payload: add })).status).toBe(401);
    } finally {
      await reopen();
    }
    const placed = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(placed.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v4/settings' })).body.data.isAppActive).toBe(true);
  });

  it('completes online payments already under way, by verify and by webhook, and refuses a new attempt', async () => {
    const a = await shopper({ qty: 1 });
    const b = await shopper({ qty: 1 });
    const first = await orderCart(a.token, { paymentMethods: ['ONLINE'], addressId: a.address.id });
    const second = await orderCart(b.token, { paymentMethods: ['ONLINE'], addressId: b.address.id });
    expect([first.status, second.status]).toEqual([200, 200]);
    await close();
    try {
      expectClosed(
        await t.call({ method: 'POST', url: `/api/v4/order/pay/${first.body.data.orderId}`, token: a.token }),
      );
      const paidA = await sim.pay(first.body.data.razorpayOrderId);
      const verified = await verifyOrderPayment(t, a.token, first.body.data.orderId, paidA);
      expect(verified.status).toBe(200);
      expect((await orderRow(first.body.data.orderId)).paymentStatus).toBe('PAID');

      const paidB = await sim.pay(second.body.data.razorpayOrderId);
      const event = paymentWebhookBody(
        second.body.data.razorpayOrderId,
        paidB.paymentId,
        second.body.data.amountInPaise,
      );
      const webhook = await t.call({
        method: 'POST',
        url: '/api/v4/payments/razorpay/webhook',
        payload: event,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': sim.signWebhook(event) },
      });
      expect(webhook.status).toBe(200);
      const orderB = await orderRow(second.body.data.orderId);
      expect(orderB).toMatchObject({ paymentStatus: 'PAID', isDraft: false });

      // Staff keep working: the order moves on while the shop window is shut.
      const moved = await t.call({
        method: 'POST',
        url: `/api/v4/admin/orders/${orderB.id}/status`,
        headers: AUTOMATION,
        payload: { status: 'CONFIRMED' },
      });
      expect(moved.status).toBe(200);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, orderB.id));
      expect(row!.status).toBe('CONFIRMED');
    } finally {
      await reopen();
    }
  });
});
