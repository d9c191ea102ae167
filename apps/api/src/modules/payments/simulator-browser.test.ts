import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createPlacedOrder } from '../../../test/payments-factories.ts';

/*
 * The simulator's Checkout in a real browser: the storefront (one origin) loads checkout.js from the API
 * (another origin), opens the window and presses Pay, Fail or Dismiss inside the iframe. This is what the CSP,
 * framing headers and postMessage checks must allow — and nothing a fake window can prove.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let t: TestApp;
let shop: Server;
let browser: Browser;
let apiOrigin: string;
let shopOrigin: string;

beforeAll(async () => {
  shop = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html><head><title>Shop</title>
<script src="${apiOrigin}/api/v4/payments/simulator/checkout.js"></script></head><body>
<script>
window.openPay = (orderId) => new Promise((resolve) => {
  const rzp = new Razorpay({
    key: 'rzp_test_simulator', amount: 1, currency: 'INR', order_id: orderId, name: 'Shringar',
    handler: (response) => resolve({ type: 'success', response }),
    modal: { ondismiss: () => resolve({ type: 'dismiss' }) },
  });
  rzp.on('payment.failed', (failure) => resolve({ type: 'failed', failure }));
  rzp.open();
});
</script></body></html>`);
  });
  await new Promise<void>((resolve) => shop.listen(0, 'localhost', resolve));
  shopOrigin = `http://localhost:${(shop.address() as AddressInfo).port}`;
  // The shop is another front end of the store's: CORS_ORIGINS is what lets it frame the payment window.
  t = await createTestApp({ config: { SIMULATOR_SEND_WEBHOOKS: 'false', CORS_ORIGINS: shopOrigin } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  apiOrigin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => shop?.close(resolve));
  await t?.close();
});

async function openWindow(page: Page, providerOrderId: string) {
  await page.goto(shopOrigin);
  const outcome = page.evaluate(
    (id) => (globalThis as unknown as { openPay: (orderId: string) => Promise<unknown> }).openPay(id),
    providerOrderId,
  );
  const frame = page.frameLocator('iframe[title="Payment"]');
  await frame.locator('button.pay').waitFor();
  return { outcome, frame };
}

describe.skipIf(!existsSync(CHROMIUM))('simulator Checkout in a browser', () => {
  it('Pay resolves options.handler with a signature the store accepts', async () => {
    const { user, token } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id, { unitPricePaise: 49900 });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const { outcome, frame } = await openWindow(page, placed.providerOrderId!);
    await expect(frame.locator('[data-amount]').textContent()).resolves.toBe('₹499');
    await frame.getByRole('button', { name: 'Pay ₹499' }).click();
    const result = (await outcome) as { type: string; response: Record<string, string> };
    expect(result.type).toBe('success');
    expect(result.response.razorpay_order_id).toBe(placed.providerOrderId);
    expect(await page.locator('[data-payment-simulator]').count()).toBe(0);
    expect(errors).toEqual([]);

    const verified = await t.call({
      method: 'POST',
      url: '/api/v4/order/verify',
      token,
      payload: {
        orderId: placed.orderId,
        paymentId: result.response.razorpay_payment_id,
        signature: result.response.razorpay_signature,
      },
    });
    expect(verified.body.data.isPaid).toBe(true);
    await page.close();
  });

  it('Fail emits payment.failed with the error object, Dismiss calls modal.ondismiss', async () => {
    const { user } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const page = await browser.newPage();
    const failing = await openWindow(page, placed.providerOrderId!);
    await failing.frame.getByRole('button', { name: 'Fail payment' }).click();
    const failed = (await failing.outcome) as { type: string; failure: { error: Record<string, unknown> } };
    expect(failed.type).toBe('failed');
    expect(failed.failure.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' });

    const dismissing = await openWindow(page, placed.providerOrderId!);
    await dismissing.frame.getByRole('button', { name: 'Dismiss' }).click();
    expect(await dismissing.outcome).toEqual({ type: 'dismiss' });
    expect(await page.locator('[data-payment-simulator]').count()).toBe(0);
    await page.close();
  });
});
