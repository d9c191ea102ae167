import type { OrderDetails } from '@shringar/contracts/orders';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { stockedVariants, TEST_ADDRESS } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';

/** Pay Now in My Orders, the floating button on a phone, and ids that name nothing. Phones 81..82. */
describe("the shopper's rough edges", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('pays a pending online order from My Orders; on a phone the WhatsApp button leaves the rows alone', async () => {
    const [variant] = await stockedVariants(1, 9);
    const token = await signInByApi(shopperPhone(81));
    const address = await apiAs<{ id: number }>(token, 'POST', '/address', TEST_ADDRESS);
    await apiAs(token, 'POST', '/cart/add', {
      productId: variant!.productId,
      variantId: variant!.variantId,
      quantity: 1,
    });
    const placed = await apiAs<{ orderId: string; isDraft: boolean }>(token, 'POST', '/order/cart', {
      paymentMethods: ['ONLINE'],
      couponCode: '',
      addressId: address.id,
    });
    expect(placed.isDraft).toBe(true);

    const page = await openPage(browser, PHONE, { authToken: token });
    await gotoHydrated(page, '/');
    await page.getByTestId('whatsapp-button').waitFor();
    await gotoHydrated(page, '/orders');
    const row = page.getByTestId('order-row').filter({ hasText: `Order #${placed.orderId}` });
    await row.getByRole('button', { name: 'View Updates' }).waitFor();
    expect(await page.getByTestId('whatsapp-button').isVisible()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Pay Now' }).click();
    await page.frameLocator('iframe[title="Payment"]').locator('button.pay').click({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === '/order-success', { timeout: 30_000 });
    await see(page, placed.orderId);
    const paid = await apiAs<OrderDetails>(token, 'GET', `/order/details/${placed.orderId}`);
    expect(paid.isPaid).toBe(true);
    await gotoHydrated(page, '/orders');
    await page
      .getByTestId('order-row')
      .filter({ hasText: `Order #${placed.orderId}` })
      .getByRole('button', { name: 'View Updates' })
      .waitFor();
    expect(
      await page
        .getByTestId('order-row')
        .filter({ hasText: `Order #${placed.orderId}` })
        .getByRole('button', { name: 'Pay Now' })
        .count(),
    ).toBe(0);
    await page.context().close();
  }, 120_000);

  it("Enter on 'Add Address' puts focus in the form's first field", async () => {
    const token = await signInByApi(shopperPhone(82));
    const page = await openPage(browser, PHONE, { authToken: token });
    await gotoHydrated(page, '/address-management');
    const add = page.getByRole('button', { name: 'Add Address' }).first();
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Name').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'name');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)).toMatch(
      /^Name/,
    );
    await page.close();
  });

  it('an unknown product or category is a not-found page answered 404', async () => {
    const page = await openPage(browser, DESKTOP);
    for (const [path, what] of [
      ['/product/987654', 'product'],
      ['/category/987654', 'category'],
    ] as const) {
      const res = await gotoHydrated(page, path);
      expect(res?.status(), path).toBe(404);
      await page.getByRole('heading', { name: `This ${what} does not exist` }).waitFor();
      expect(await page.getByText('Something went wrong').count(), path).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await page.close();
  });
});
