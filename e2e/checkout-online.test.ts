import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrangeShopper,
  continueToPayment,
  findVariants,
  openCheckout,
  orderState,
  ordersOf,
  paymentWindow,
  type Pick1,
  shownOrderId,
  variantStock,
  walletBalance,
} from './checkout-helpers';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { horizontalOverflow } from './navigation';
import { gotoHydrated, see } from './page-helpers';
import { apiAs } from './shopper';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** Clicks a button of the simulator's payment window (Pay, Fail payment or Dismiss). */
async function inPaymentWindow(page: Page, action: 'pay' | 'fail' | 'dismiss') {
  const button = paymentWindow(page).locator(`button[data-action="${action}"]`);
  await button.waitFor({ timeout: 20_000 });
  await button.click();
}

/** Online payment through the built-in simulator, the wallet, paying again, and Buy Now. */
describe('checkout with online payment and the wallet', () => {
  let browser: Browser;
  let regular: Pick1[];
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ regular } = await findVariants());
  });
  afterAll(() => browser?.close());

  it('pays online: the simulator window, then Order placed with the payment id, the order paid', async () => {
    const pick = regular[0]!;
    const { token } = await arrangeShopper(40, { cart: [pick] });
    const page = await openCheckout(browser, DESKTOP, token);
    await continueToPayment(page);
    expect(await page.getByTestId('method-online').isChecked()).toBe(true);
    await page.getByTestId('pay-button').click();
    await inPaymentWindow(page, 'pay');
    const orderId = await shownOrderId(page, 'success-order-id');
    expect(await page.getByTestId('success-payment-id').textContent()).toMatch(/^pay_/);
    expect(await orderState(orderId)).toMatchObject({ status: 'ORDERED', isDraft: false, isPaid: true });
    await page.context().close();
  });

  it('dismissed: Payment failed (cancelled), listed as Pending, then Pay Now pays the same order', async () => {
    const pick = regular[1]!;
    const { token } = await arrangeShopper(41, { cart: [pick] });
    const stockBefore = await variantStock(pick, token);
    const page = await openCheckout(browser, PHONE, token);
    await continueToPayment(page);
    await page.getByTestId('pay-button').click();
    await inPaymentWindow(page, 'dismiss');
    const orderId = await shownOrderId(page, 'failed-order-id');
    await page.waitForURL(/\/payment-failed\?orderId=.+&reason=cancelled/);
    await see(page, 'Payment Failed');
    expect(await page.getByTestId('failed-status').textContent()).toBe('Cancelled');
    await see(page, 'Payment was cancelled by user');
    expect(await orderState(orderId)).toMatchObject({ status: 'PENDING', isDraft: true, isPaid: false });
    expect((await ordersOf(token)).find((o) => o.orderId === orderId)?.orderDeliveryStatus).toBe('PENDING');
    expect(await variantStock(pick, token)).toBe(stockBefore - 1);

    await page.getByTestId('pay-now').click();
    await inPaymentWindow(page, 'pay');
    expect(await shownOrderId(page, 'success-order-id')).toBe(orderId);
    expect(await orderState(orderId)).toMatchObject({ status: 'ORDERED', isDraft: false, isPaid: true });
    expect(await variantStock(pick, token)).toBe(stockBefore - 1);
    await page.context().close();
  });

  it('failed: Payment failed (failed), axe clean, screenshots at 390 and 1280 px', async () => {
    const { token } = await arrangeShopper(42, { cart: [regular[2]!] });
    const page = await openCheckout(browser, DESKTOP, token);
    await continueToPayment(page);
    await page.getByTestId('pay-button').click();
    await inPaymentWindow(page, 'fail');
    const orderId = await shownOrderId(page, 'failed-order-id');
    await page.waitForURL(/reason=failed/);
    expect(await page.getByTestId('failed-status').textContent()).toBe('Failed');
    await see(page, 'The payment gateway ran into an error. Any money deducted from your account will be refunded.');
    expect(await orderState(orderId)).toMatchObject({ isPaid: false, isDraft: true });
    for (const [viewport, name] of [
      [DESKTOP, '1280'],
      [PHONE, '390'],
    ] as const) {
      await page.setViewportSize(viewport);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `payment-failed-${name}.png`), fullPage: true });
    }
    await page.context().close();
  });

  it('shows a sensible page when Order placed or Payment failed is opened directly', async () => {
    const { token } = await arrangeShopper(43);
    const page = await openPage(browser, PHONE, { authToken: token });
    await gotoHydrated(page, '/payment-failed');
    await see(page, 'Payment Failed');
    await see(page, 'View My Orders');
    expect(await page.getByTestId('pay-now').count()).toBe(0);
    await gotoHydrated(page, '/order-success');
    await see(page, 'No recent order to show');
    await see(page, 'Track Your Order');
    await page.context().close();
  });

  it('pays with the wallet alone when it covers everything', async () => {
    const pick = regular[3]!;
    const { token } = await arrangeShopper(44, { cart: [pick], wallet: 1000 });
    const page = await openCheckout(browser, DESKTOP, token);
    await continueToPayment(page);
    await see(page, 'Wallet balance: ₹1,000');
    await page.getByTestId('method-wallet').check();
    expect(await page.getByTestId('method-online').isDisabled()).toBe(true);
    expect(await page.getByTestId('method-cod').isDisabled()).toBe(true);
    const price = pick.variant.variantPrice;
    await see(page, `Pay with Wallet ${rupees(price)}`);
    await page.getByTestId('pay-button').click();
    const orderId = await shownOrderId(page, 'success-order-id');
    expect(await orderState(orderId)).toMatchObject({ status: 'ORDERED', isPaid: true, wallet: price });
    expect(await walletBalance(token)).toBe(1000 - price);
    await page.context().close();
  });

  it('combines the wallet with Pay Online in one tick and pays the rest online', async () => {
    const pick = regular[4]!;
    const { token } = await arrangeShopper(45, { cart: [pick], wallet: 100 });
    const page = await openCheckout(browser, PHONE, token);
    await continueToPayment(page);
    // Spec 4: ONLINE is the default and WALLET a checkbox that combines with it.
    await page.getByTestId('method-wallet').check();
    const button = page.getByTestId('pay-button');
    expect(await page.getByTestId('method-online').isChecked()).toBe(true);
    expect(await page.getByText('Select additional payment method').count()).toBe(0);
    const remaining = pick.variant.variantPrice - 100;
    await see(page, `Pay ${rupees(remaining)} (+ ₹100 from wallet)`);
    await button.click();
    await inPaymentWindow(page, 'pay');
    const orderId = await shownOrderId(page, 'success-order-id');
    expect(await orderState(orderId)).toMatchObject({ status: 'ORDERED', isPaid: true, wallet: 100 });
    expect(await walletBalance(token)).toBe(0);
    await page.context().close();
  });

  it('Buy Now checks out one variant and leaves the cart alone', async () => {
    const inCart = regular[5]!;
    const bought = regular[0]!;
    const { token } = await arrangeShopper(46, { cart: [inCart] });
    const stockBefore = await variantStock(bought, token);
    const page = await openPage(browser, DESKTOP, { authToken: token });
    await gotoHydrated(page, `/product/${bought.product.productId}`);
    const index = bought.product.variants.findIndex((v) => v.variantId === bought.variant.variantId);
    if (bought.product.variants.length > 1) await page.getByTestId('variant-option').nth(index).click();
    await page.getByTestId('buy-now').click();
    await page.getByRole('heading', { name: 'Review Order' }).waitFor();
    expect(page.url()).toContain(`productId=${bought.product.productId}&variantId=${bought.variant.variantId}`);
    await continueToPayment(page);
    const summary = (await page.getByTestId('order-summary').textContent())!;
    expect(summary).toContain(bought.product.productName);
    expect(summary).not.toContain(inCart.product.productName);
    await page.getByTestId('method-cod').check();
    await page.getByTestId('pay-button').click();
    const orderId = await shownOrderId(page, 'success-order-id');
    expect(await orderState(orderId)).toMatchObject({ status: 'ORDERED' });
    expect(await variantStock(bought, token)).toBe(stockBefore - 1);
    const cart = await apiAs<{ items: { variantId: number }[] }>(token, 'GET', '/cart');
    expect(cart.items.map((i) => i.variantId)).toEqual([inCart.variant.variantId]);
    await page.context().close();
  });
});
