import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
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
} from './checkout-helpers';
import { gotoHydrated, see } from './page-helpers';
import { apiAs } from './shopper';
import { settingsIfMatch } from './console-versions';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
const MESSAGE = 'We are closed for stock-taking until Monday morning.';

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text).waitFor({ timeout: 15_000 });

type CartAnswer = { items: { itemQuantity: number }[] };

/** The operator closes the store and opens it again, with shoppers mid-way. Phones 180..182. */
describe('store closed', () => {
  let browser: Browser;
  let owner: Page;
  let picks: Pick1[];

  /** The console's own API calls, with the owner's session cookie. */
  async function asOwner(method: 'PATCH', path: string, data: object) {
    const headers = path === '/settings' ? await settingsIfMatch(owner) : {};
    const res = await owner.request.fetch(`/api/v4/admin${path}`, { method, headers, data });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()}`);
  }

  /** Switches 'Store is open' in the console's settings and saves, as an owner would. */
  async function setStoreOpen(open: boolean) {
    await gotoHydrated(owner, '/admin/settings');
    const toggle = owner.getByLabel('Store is open');
    await toggle.waitFor({ timeout: 30_000 });
    if (!open) await owner.getByLabel('Message while the store is closed').fill(MESSAGE);
    await toggle.setChecked(open);
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await see(owner, 'Settings saved. The store uses them now.');
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ regular: picks } = await findVariants());
    owner = await openPage(browser, DESKTOP);
    await acceptInvitation(owner, await inviteByOwner(staffEmail('owner'), 'Ravi Nair', 'owner'), 'closed on sundays');
    await see(owner, 'Hello, Ravi Nair', 30_000);
  }, 150_000);

  afterAll(async () => {
    // Other test files share this store: it is open again whatever happened here.
    if (owner) await asOwner('PATCH', '/settings', { isAppActive: true }).catch(() => {});
    await browser?.close();
  });

  it('closing: a payment under way completes, every page says so, carts and orders are refused; reopening restores them', async () => {
    // A shopper is in the payment window when the store closes.
    const paying = await arrangeShopper(180, { cart: [picks[0]!] });
    const payingPage = await openCheckout(browser, PHONE, paying.token);
    await continueToPayment(payingPage);
    await payingPage.getByTestId('pay-button').click();
    const pay = paymentWindow(payingPage).locator('button[data-action="pay"]');
    await pay.waitFor({ timeout: 20_000 });

    const browsing = await arrangeShopper(181, { cart: [picks[1]!] });
    await setStoreOpen(false);

    await pay.click();
    const paidId = await shownOrderId(payingPage, 'success-order-id');
    expect(await orderState(paidId)).toMatchObject({ isPaid: true, isDraft: false });
    await payingPage.context().close();

    // The console says it first.
    await gotoHydrated(owner, '/admin');
    const alert = owner.getByRole('region', { name: 'Store closed' });
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.innerText()).toContain(MESSAGE);
    await owner.screenshot({ path: join(SCREENSHOTS, 'console-store-closed-1280.png') });

    // Every page of the store shows the message, stays readable, and is not to be indexed.
    const page = await openPage(browser, PHONE, { authToken: browsing.token });
    const product = `/product/${picks[2]!.product.productId}`;
    for (const path of ['/', '/about', product]) {
      await gotoHydrated(page, path);
      const banner = page.getByRole('region', { name: 'Store closed' });
      expect(await banner.innerText()).toContain(MESSAGE);
      expect(await page.locator('head meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(0);
    }
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'store-closed-390.png') });

    // Add to cart is refused in the operator's words; the cart is as it was.
    await page.getByTestId('add-to-cart').first().click();
    await toast(page, MESSAGE);
    const cartOf = () => apiAs<CartAnswer>(browsing.token, 'GET', '/cart');
    expect((await cartOf()).items).toHaveLength(1);

    // Checkout explains it, and Place Order is refused with the message; no order is made.
    const ordersBefore = (await ordersOf(browsing.token)).length;
    await gotoHydrated(page, '/checkout');
    await page.getByRole('heading', { name: 'Review Order' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('checkout-store-closed').innerText()).toContain(MESSAGE);
    await continueToPayment(page);
    await page.getByTestId('method-cod').check();
    await page.getByTestId('pay-button').click();
    await toast(page, MESSAGE);
    expect((await ordersOf(browsing.token)).length).toBe(ordersBefore);

    // Open again: no message, no noindex, and the same shopper adds to the cart and orders.
    await setStoreOpen(true);
    await gotoHydrated(owner, '/admin');
    await owner.getByRole('heading', { name: /^Hello, / }).waitFor();
    expect(await owner.getByRole('region', { name: 'Store closed' }).count()).toBe(0);
    await gotoHydrated(page, product);
    expect(await page.getByTestId('store-closed-banner').count()).toBe(0);
    expect(await page.locator('head meta[name="robots"][content*="noindex"]').count()).toBe(0);
    await page.getByTestId('add-to-cart').first().click();
    await toast(page, 'Item added to cart!');
    expect((await cartOf()).items).toHaveLength(2);
    await gotoHydrated(page, '/checkout');
    await page.getByRole('heading', { name: 'Review Order' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('checkout-store-closed').count()).toBe(0);
    await continueToPayment(page);
    await page.getByTestId('method-cod').check();
    await page.getByTestId('pay-button').click();
    await shownOrderId(page, 'success-order-id');
    await page.context().close();
  }, 240_000);
});
