import vm from 'node:vm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createPlacedOrder } from '../../../test/payments-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Listener = (event: { source: unknown; origin: string; data: unknown }) => void;

/** Just enough of a browser window to run checkout.js: an overlay, an iframe and message events. */
function fakeWindow(scriptSrc: string) {
  const listeners: Listener[] = [];
  const appended: any[] = [];
  const element = (tag: string): any => ({
    tag,
    style: {},
    children: [] as any[],
    attributes: {} as Record<string, string>,
    contentWindow: { name: `${tag}-window` },
    parentNode: null as any,
    setAttribute(k: string, v: string) {
      this.attributes[k] = v;
    },
    appendChild(child: any) {
      child.parentNode = this;
      this.children.push(child);
    },
    removeChild(child: any) {
      this.children = this.children.filter((c: any) => c !== child);
      child.parentNode = null;
    },
    focus() {},
  });
  const body = element('body');
  const window: any = {
    location: { origin: 'http://shop.test', href: 'http://shop.test/checkout' },
    addEventListener: (type: string, fn: Listener) => type === 'message' && listeners.push(fn),
    removeEventListener: (type: string, fn: Listener) => {
      const i = listeners.indexOf(fn);
      if (i >= 0) listeners.splice(i, 1);
    },
  };
  const document = { currentScript: { src: scriptSrc }, createElement: element, body };
  body.appendChild = (child: any) => {
    child.parentNode = body;
    body.children.push(child);
    appended.push(child);
  };
  const context = vm.createContext({ window, document, URL, URLSearchParams, setTimeout, TypeError, Object, String });
  const post = (source: unknown, origin: string, data: unknown) =>
    listeners.forEach((fn) => fn({ source, origin, data }));
  return { context, window, body, appended, listeners, post };
}

describe('simulator checkout script', () => {
  it('is served as JavaScript and defines window.Razorpay with the Checkout shape', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/payments/simulator/checkout.js' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    const script = res.body as string;

    const w = fakeWindow('http://api.test/api/v4/payments/simulator/checkout.js');
    vm.runInContext(script, w.context);
    const Razorpay = w.window.Razorpay;
    expect(typeof Razorpay).toBe('function');
    expect(() => vm.runInContext('new window.Razorpay({})', w.context)).toThrow(/order_id/);

    const outcomes: unknown[] = [];
    const rzp = new Razorpay({
      key: 'rzp_test_simulator',
      amount: 49900,
      currency: 'INR',
      order_id: 'order_ABCDEFGHIJKLMN',
      name: 'Shringar',
      handler: (r: unknown) => outcomes.push(['success', r]),
      modal: { ondismiss: () => outcomes.push(['dismiss']) },
    });
    rzp.on('payment.failed', (f: unknown) => outcomes.push(['failed', f]));

    rzp.open();
    const overlay = w.body.children[0];
    const frame = overlay.children[0];
    expect(frame.src).toMatch(
      /^http:\/\/api\.test\/api\/v4\/payments\/simulator\/checkout\?order_id=order_ABCDEFGHIJKLMN/,
    );
    expect(frame.src).toContain('origin=http%3A%2F%2Fshop.test');
    // Messages from elsewhere are ignored.
    w.post({ other: true }, 'http://api.test', { source: 'shringar-payment-simulator', type: 'dismiss' });
    w.post(frame.contentWindow, 'http://evil.test', { source: 'shringar-payment-simulator', type: 'dismiss' });
    expect(outcomes).toEqual([]);

    const response = {
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_ABCDEFGHIJKLMN',
      razorpay_signature: 'ab',
    };
    w.post(frame.contentWindow, 'http://api.test', { source: 'shringar-payment-simulator', type: 'success', response });
    expect(outcomes).toEqual([['success', response]]);
    expect(w.body.children).toHaveLength(0);
    expect(w.listeners).toHaveLength(0);

    rzp.open();
    const frame2 = w.body.children[0].children[0];
    const error = { code: 'BAD_REQUEST_ERROR', description: 'declined', metadata: { order_id: 'o', payment_id: 'p' } };
    w.post(frame2.contentWindow, 'http://api.test', { source: 'shringar-payment-simulator', type: 'failed', error });
    expect(outcomes[1]).toEqual(['failed', { error }]);

    rzp.open();
    const frame3 = w.body.children[0].children[0];
    w.post(frame3.contentWindow, 'http://api.test', { source: 'shringar-payment-simulator', type: 'dismiss' });
    expect(outcomes[2]).toEqual(['dismiss']);
    expect(w.body.children).toHaveLength(0);
  });
});

describe('simulator payment window and calls', () => {
  it('shows the amount, merchant and Pay / Fail / Dismiss, frameable, with a nonce CSP', async () => {
    const { user } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id, { unitPricePaise: 123450 });
    const res = await t.call({
      method: 'GET',
      url: `/api/v4/payments/simulator/checkout?order_id=${placed.providerOrderId}&name=${encodeURIComponent('Shringar <b>')}&origin=http%3A%2F%2Fshop.test`,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body as string;
    expect(html).toContain('₹1,234.50');
    expect(html).toContain('Shringar &lt;b&gt;');
    expect(html).not.toContain('Shringar <b>');
    for (const label of ['Pay ₹1,234.50', 'Fail payment', 'Dismiss']) expect(html).toContain(label);
    expect(html).toContain('"parentOrigin":"http://shop.test"');
    expect(res.headers['x-frame-options']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">`);
    // Whoever sees this window is told that it can mark any order paid.
    expect(html).toContain(
      'Payment simulator: anyone who opens this window can mark the order paid. Never take real orders on a store that shows this.',
    );
  });

  it('refuses unknown or malformed order ids', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/v4/payments/simulator/checkout?order_id=order_ABCDEFGHIJKLMN' }))
        .status,
    ).toBe(404);
    const bad = await t.call({ method: 'GET', url: '/api/v4/payments/simulator/checkout?order_id=%3Cscript%3E' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/order_id/);
    expect((await t.call({ method: 'POST', url: '/api/v4/payments/simulator/pay', payload: {} })).status).toBe(400);
  });

  it('Pay answers a valid Razorpay signature and its webhook confirms the order before verify; verify then changes nothing', async () => {
    const { user, token } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const pay = await t.call({
      method: 'POST',
      url: '/api/v4/payments/simulator/pay',
      payload: { order_id: placed.providerOrderId },
    });
    expect(pay.status).toBe(200);
    const r = pay.body.data;
    expect(r.razorpay_order_id).toBe(placed.providerOrderId);
    expect(r.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(
      t.ctx.payments.verifyCheckoutResult({
        providerOrderId: r.razorpay_order_id,
        paymentId: r.razorpay_payment_id,
        signature: r.razorpay_signature,
      }),
    ).toBe(true);

    // The simulated webhook (payment.captured, then order.paid) already confirmed the draft.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ isDraft: false, status: 'ORDERED', paymentStatus: 'PAID' });

    const verify = await t.call({
      method: 'POST',
      url: '/api/v4/order/verify',
      token,
      payload: { orderId: placed.orderId, paymentId: r.razorpay_payment_id, signature: r.razorpay_signature },
    });
    expect(verify.body.data).toEqual({ orderId: placed.orderId, isPaid: true, paymentStatus: 'PAID' });
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.orderId));
    expect(history).toHaveLength(1);
    expect(history[0]!.actor).toBe('payment:webhook');

    // Paying the same order again answers the same captured payment.
    const again = await t.call({
      method: 'POST',
      url: '/api/v4/payments/simulator/pay',
      payload: { order_id: placed.providerOrderId },
    });
    expect(again.body.data).toEqual(r);
  });

  it("Fail answers Razorpay's error object and the payment.failed webhook records it", async () => {
    const { user } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const res = await t.call({
      method: 'POST',
      url: '/api/v4/payments/simulator/fail',
      payload: { order_id: placed.providerOrderId },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      source: 'customer',
      step: 'payment_authentication',
      reason: 'payment_failed',
      metadata: { order_id: placed.providerOrderId },
    });
    const [record] = await t.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(record).toMatchObject({ status: 'FAILED' });
    expect(record!.failureReason).toMatch(/declined/);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ isDraft: true, paymentStatus: 'PENDING' });
  });
});

describe('OpenAPI', () => {
  it('documents every payment call', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/docs/json' });
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/api/v4/order/verify',
      '/api/v4/wallet/verify',
      '/api/v4/payments/razorpay/webhook',
      '/api/v4/order/cancel-request/{id}',
      '/api/v4/payments/simulator/checkout.js',
      '/api/v4/payments/simulator/checkout',
      '/api/v4/payments/simulator/pay',
      '/api/v4/payments/simulator/fail',
    ])
      expect(paths).toContain(path);
  });
});
