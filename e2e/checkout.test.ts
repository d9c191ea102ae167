import { formatRupees } from '@shringar/contracts/money';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrangeShopper,
  continueToPayment,
  findVariants,
  openCheckout,
  orderState,
  ordersOf,
  type Pick1,
  shownOrderId,
  variantStock,
} from './checkout-helpers';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { horizontalOverflow } from './navigation';
import { gotoHydrated, see } from './page-helpers';
import { apiAs } from './shopper';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

/** Checkout's two steps with cash on delivery, coupons, the minimum order and the signed-out redirect. */
describe('checkout', () => {
  let browser: Browser;
  let regular: Pick1[];
  let small: Pick1;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ regular, small } = await findVariants());
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterAll(() => browser?.close());

  it('sends a signed-out shopper to sign in and back', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/checkout');
    await page.waitForURL(/\/auth\?redirectTo=%2Fcheckout$/);
    await page.context().close();
  });

  for (const [n, viewport, name] of [
    [30, DESKTOP, '1280'],
    [31, PHONE, '390'],
  ] as const) {
    it(`places a COD order at ${name} px: review, payment, order placed, stock taken, cart emptied`, async () => {
      const pick = regular[0]!;
      const { token } = await arrangeShopper(n, { cart: [pick] });
      const stockBefore = await variantStock(pick, token);
      const page = await openCheckout(browser, viewport, token);

      await expect(page.getByTestId('selected-address').textContent()).resolves.toContain('Ananya Iyer');
      const details = page.getByTestId('price-details');
      await expect(details.textContent()).resolves.toContain('Price (1 item)');
      await expect(details.textContent()).resolves.not.toContain('COD Charge');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `checkout-review-${name}.png`), fullPage: true });

      await continueToPayment(page);
      await see(page, `Pay Now ₹${pick.variant.variantPrice.toLocaleString('en-IN')}`);
      await page.getByTestId('method-cod').check();
      await expect(details.textContent()).resolves.toContain('COD Charge₹9');
      const total = pick.variant.variantPrice + 9;
      await see(page, `Pay Now ₹${total.toLocaleString('en-IN')}`);
      await expect(page.getByTestId('cod-due').textContent()).resolves.toContain(`₹${total.toLocaleString('en-IN')}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `checkout-payment-${name}.png`), fullPage: true });

      await page.getByTestId('pay-button').dblclick();
      const orderId = await shownOrderId(page, 'success-order-id');
      await see(page, 'Order Placed Successfully!');
      await page.waitForURL(/\/order-success\?orderId=/);

      // One order for the double click, placed (not a draft), COD, stock taken, cart empty.
      const orders = await ordersOf(token);
      expect(orders.map((o) => o.orderId)).toEqual([orderId]);
      expect(await orderState(orderId)).toMatchObject({ status: 'ORDERED', isDraft: false, isPaid: false });
      expect(await variantStock(pick, token)).toBe(stockBefore - 1);
      expect((await apiAs<{ items: unknown[] }>(token, 'GET', '/cart')).items).toEqual([]);
      await page.context().close();
    });
  }

  it('lets the keyboard alone pay with cash on delivery', async () => {
    const { token } = await arrangeShopper(32, { cart: [regular[1]!] });
    const page = await openCheckout(browser, DESKTOP, token);
    const focusAndPress = async (testId: string, key: string) => {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        if (await page.getByTestId(testId).evaluate((el) => el === document.activeElement)) break;
      }
      expect(await page.getByTestId(testId).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press(key);
    };
    await focusAndPress('continue-to-payment', 'Enter');
    await page.getByRole('heading', { name: 'Payment', exact: true }).waitFor();
    await focusAndPress('method-online', 'ArrowDown');
    expect(await page.getByTestId('method-cod').isChecked()).toBe(true);
    await focusAndPress('pay-button', 'Enter');
    const orderId = await shownOrderId(page, 'success-order-id');
    expect(await orderState(orderId)).toMatchObject({ status: 'ORDERED', method: expect.stringMatching(/COD|Cash/i) });
    await page.context().close();
  });

  it('shows the notice without an address and says why Continue does nothing', async () => {
    const { token } = await arrangeShopper(33, { address: false, cart: [regular[2]!] });
    const page = await openCheckout(browser, PHONE, token);
    await see(page, 'No delivery address selected');
    await see(page, 'Please add or select a delivery address to continue.');
    // aria-disabled (focusable, so keyboard users learn why): Playwright would wait for it to be enabled.
    await page.getByTestId('continue-to-payment').click({ force: true });
    await see(page, 'Please select a delivery address before proceeding to payment.');
    expect(await page.getByRole('heading', { name: 'Review Order' }).isVisible()).toBe(true);
    expect(await page.getByTestId('change-address').getAttribute('href')).toBe('/address-management?from=checkout');
    await page.context().close();
  });

  it('blocks an order below the minimum', async () => {
    const { token } = await arrangeShopper(34, { cart: [small] });
    const page = await openCheckout(browser, DESKTOP, token);
    await see(page, 'Minimum order value of ₹199 required');
    expect(await page.getByTestId('continue-to-payment').isDisabled()).toBe(true);
    await page.context().close();
  });

  it('applies a coupon (upper-cased), removes it, and shows a refused one in red', async () => {
    const pick = regular[3]!;
    const { token } = await arrangeShopper(35, { cart: [pick] });
    const page = await openCheckout(browser, DESKTOP, token);
    await continueToPayment(page);
    const input = page.getByTestId('coupon-input');
    const apply = page.getByRole('button', { name: 'Apply', exact: true });
    expect(await apply.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await apply.isDisabled()).toBe(true);

    await input.fill('monsoon25');
    expect(await input.inputValue()).toBe('MONSOON25');
    await apply.click();
    const error = page.getByTestId('coupon-error');
    await error.waitFor();
    expect((await error.textContent())!.length).toBeGreaterThan(0);
    // Red: the computed colour (oklch in Tailwind 4) painted on a canvas and read back as RGB.
    const [r, g, b] = await error.evaluate((el) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.fillStyle = getComputedStyle(el).color;
      ctx.fillRect(0, 0, 1, 1);
      return Array.from(ctx.getImageData(0, 0, 1, 1).data);
    });
    expect(r).toBeGreaterThan(150);
    expect(Math.max(g!, b!)).toBeLessThan(80);

    await input.fill('welcome10');
    await apply.click();
    const applied = page.getByTestId('applied-coupon');
    await applied.waitFor();
    const discount = Math.min(150, Math.round(pick.variant.variantPrice * 10) / 100);
    await expect(applied.textContent()).resolves.toContain('WELCOME10');
    await expect(page.getByTestId('price-details').textContent()).resolves.toContain('Coupon Discount');
    const total = Math.round((pick.variant.variantPrice - discount) * 100) / 100;
    await see(page, `Pay Now ${formatRupees(total)}`);

    await applied.getByRole('button', { name: 'Remove' }).click();
    await input.waitFor();
    await expect(page.getByTestId('price-details').textContent()).resolves.not.toContain('Coupon Discount');
    await see(page, `Pay Now ₹${pick.variant.variantPrice.toLocaleString('en-IN')}`);

    // Applied again and paid with COD: the server charges exactly the total shown.
    await input.fill('WELCOME10');
    await apply.click();
    await applied.waitFor();
    await page.getByTestId('method-cod').check();
    const shown = (await page.getByTestId('pay-button').textContent())!;
    await page.getByTestId('pay-button').click();
    const orderId = await shownOrderId(page, 'success-order-id');
    const details = await apiAs<{ price: number; coupon_code: string }>(token, 'GET', `/order/details/${orderId}`);
    expect(details.coupon_code).toBe('WELCOME10');
    expect(shown).toBe(`Pay Now ${formatRupees(details.price)}`);
    await page.context().close();
  });
});
