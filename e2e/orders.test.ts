import type { OrderDetails } from '@shringar/contracts/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { horizontalOverflow } from './navigation';
import { placeCodOrder, type StockedVariant, stockedVariants, TEST_ADDRESS, variantStock } from './order-setup';
import { see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';

/** My orders → details (every section) → tracking → cancel, and the pages' refusals. Phones 60..69. */
describe('my orders and order details', () => {
  let browser: Browser;
  let variants: StockedVariant[];
  beforeAll(async () => {
    browser = await launchBrowser();
    variants = await stockedVariants(3);
  });
  afterAll(() => browser?.close());

  const section = (page: Page, name: string) => page.getByRole('region', { name });

  it('sends a signed-out shopper to sign in, remembering the orders page or the order', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto('/orders');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/orders');
    await page.goto('/order-details/ORD123?from=mail');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/order-details/ORD123?from=mail');
    await page.context().close();
  });

  it('says it failed to load orders with Try again, then No Orders Found with Start Shopping', async () => {
    const token = await signInByApi(shopperPhone(60));
    const page = await openPage(browser, PHONE, { authToken: token });
    let failing = true;
    await page.route('**/api/v4/orders', (route) =>
      failing
        ? route.fulfill({ status: 503, json: { success: false, message: 'down', code: 'UNAVAILABLE' } })
        : route.continue(),
    );
    await page.goto('/orders');
    await page.locator('.Toastify').getByText('Failed to load orders').waitFor({ timeout: 30_000 });
    await page.locator('main').getByRole('alert').getByText('Failed to load orders').waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await see(page, 'No Orders Found');
    await expect(page.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).resolves.toBe('/');
    await page.context().close();
  });

  for (const [size, viewport, phone, variantIndex] of [
    ['1280', DESKTOP, 61, 0],
    ['390', PHONE, 62, 1],
  ] as const) {
    it(`at ${size} px: lists the order, shows every section, tracks it and cancels it with a reason`, async () => {
      const variant = variants[variantIndex]!;
      const token = await signInByApi(shopperPhone(phone));
      const stockBefore = await variantStock(variant, token);
      const orderId = await placeCodOrder(token, [variant]);
      expect(await variantStock(variant, token)).toBe(stockBefore - 1);

      const page = await openPage(browser, viewport, { authToken: token });
      await page.goto('/orders');
      await see(page, 'My Orders');
      const row = page.getByTestId('order-row').filter({ hasText: `Order #${orderId}` });
      await row.waitFor();
      await expect(row.getByTestId('order-status').textContent()).resolves.toBe('Order Placed');
      expect(await row.textContent()).toContain(variant.productName);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);

      await row.getByRole('link', { name: variant.productName }).click();
      await page.waitForURL(`**/order-details/${orderId}`);
      await see(page, 'Order Details');
      await see(page, `Order #${orderId}`);
      await expect(page.getByTestId('order-status').first().textContent()).resolves.toBe('Order Placed');

      const order = await apiAs<OrderDetails>(token, 'GET', `/order/details/${orderId}`);
      // Every section, in the spec's order.
      const titles = await page.locator('main section h2').allTextContents();
      expect(titles).toEqual([
        'Tracking Summary',
        'Order Items',
        'Price Details',
        'Payment Information',
        'Delivery Address',
        'Order Actions',
      ]);
      const summary = section(page, 'Tracking Summary');
      expect(await summary.textContent()).toContain(variant.productName);
      expect(await summary.textContent()).toContain('1 item');
      await expect(summary.getByTestId('status-card').textContent()).resolves.toContain('In Progress');
      const item = section(page, 'Order Items').getByTestId('order-item');
      expect(await item.textContent()).toContain('Quantity: 1');
      await expect(item.getByRole('button', { name: /Rate/ }).count()).resolves.toBe(0);

      const prices = await page.getByTestId('price-details').innerText();
      expect(prices).toContain('Subtotal');
      expect(prices).toContain('Delivery Charge');
      expect(prices).toMatch(/COD Charge\s+₹9/);
      expect(prices).not.toContain('Coupon Discount');
      expect(prices).not.toContain('Wallet Amount Used');
      expect(prices).toContain(`Total\n₹${order.price.toLocaleString('en-IN')}`);
      expect(prices).toContain('Remaining Amount');
      if (order.discountInAmount > 0) expect(prices).toContain(`Discount (${order.discountInPercentage}%)`);

      const payment = await page.getByTestId('payment-info').innerText();
      expect(payment).toMatch(/Payment Method\s+Cash on Delivery/);
      expect(payment).toMatch(/Payment Status\s+Pending/);
      await expect(page.getByRole('link', { name: 'Download Invoice' }).count()).resolves.toBe(0);

      const address = await page.getByTestId('delivery-address').innerText();
      for (const part of [TEST_ADDRESS.name, TEST_ADDRESS.address, TEST_ADDRESS.pincode, TEST_ADDRESS.landmark])
        expect(address).toContain(part);
      expect(address).toContain(`Phone: ${TEST_ADDRESS.phone}`);

      const actions = section(page, 'Order Actions');
      await expect(actions.getByRole('button', { name: 'Cancel Order' }).isVisible()).resolves.toBe(true);
      await expect(actions.getByRole('button', { name: 'Return Order' }).count()).resolves.toBe(0);
      await expect(actions.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).resolves.toBe(
        '/contact',
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);

      // The tracking modal: the placed step is current, the rest pending and expected soon.
      await actions.getByRole('button', { name: 'Track Order' }).click();
      const modal = page.getByRole('dialog', { name: 'Order Tracking' });
      await modal.waitFor();
      const timeline = modal.getByTestId('tracking-timeline');
      await timeline.waitFor();
      const steps = timeline.locator('> li');
      await expect(steps.count()).resolves.toBe(7);
      expect(await steps.nth(0).innerText()).toMatch(/Order Placed\s+Current/);
      expect(await steps.nth(1).innerText()).toMatch(/Order Confirmed\s+Pending\s+Expected soon/);
      await expect(modal.getByRole('link', { name: 'Contact Support' }).isVisible()).resolves.toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
      await modal.waitFor({ state: 'hidden' });

      // Cancel with one of the server's reasons and a comment.
      const reasons = await apiAs<{ id: number; reason: string }[]>(token, 'GET', '/order/cancellation-reasons');
      await actions.getByRole('button', { name: 'Cancel Order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
      await dialog.getByRole('radio').first().waitFor();
      const shown = await dialog
        .getByRole('radio')
        .evaluateAll((els) => els.map((el) => (el.closest('label') as HTMLElement).innerText.trim()));
      expect(shown).toEqual(reasons.map((r) => r.reason));
      // Without a reason the dialog asks for one.
      await dialog.getByRole('button', { name: 'Cancel Order' }).click();
      await dialog.getByText('Please choose a cancellation reason').waitFor();
      await dialog.getByRole('radio', { name: reasons[1]!.reason }).check();
      await dialog.getByLabel('Comment (optional)').fill('Ordered the wrong shade');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel Order' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('order-status').first().filter({ hasText: 'Cancelled by You' }).waitFor();
      await see(page, 'Your order has been cancelled');
      await expect(actions.getByRole('button', { name: 'Cancel Order' }).count()).resolves.toBe(0);

      // What the store now holds: the cancellation, and the unit back in stock.
      const after = await apiAs<OrderDetails>(token, 'GET', `/order/details/${orderId}`);
      expect(after.delivery_status).toBe('CANCELLED_BY_USER');
      expect(await variantStock(variant, token)).toBe(stockBefore);

      await page.getByRole('link', { name: 'Back to orders' }).click();
      await page.waitForURL('**/orders');
      const cancelledRow = page.getByTestId('order-row').filter({ hasText: `Order #${orderId}` });
      await cancelledRow.getByTestId('order-status').filter({ hasText: 'Cancelled by You' }).waitFor();
      await page.context().close();
    }, 120_000);
  }

  it("answers 'Order Not Found' for an unknown order and for another shopper's order", async () => {
    const owner = await signInByApi(shopperPhone(63));
    const orderId = await placeCodOrder(owner, [variants[2]!]);
    const stranger = await signInByApi(shopperPhone(64));
    const page = await openPage(browser, PHONE, { authToken: stranger });
    for (const id of ['NOSUCHORDER1', orderId]) {
      await page.goto(`/order-details/${id}`);
      await see(page, 'Order Not Found');
      await see(page, 'The order you are looking for does not exist');
      await expect(page.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).resolves.toBe('/orders');
      expect(await page.content()).not.toContain(TEST_ADDRESS.landmark);
    }
    // A failure that is not a missing order says so, with Try Again.
    let failing = true;
    await page.route('**/api/v4/order/details/*', (route) =>
      failing ? route.fulfill({ status: 503, json: { success: false, message: 'down' } }) : route.continue(),
    );
    const own = await placeCodOrder(stranger, [variants[2]!]);
    await page.goto(`/order-details/${own}`);
    await page
      .locator('main')
      .getByRole('alert')
      .getByText('Failed to load order details')
      .waitFor({ timeout: 30_000 });
    await page.locator('.Toastify').getByText('Failed to load order details').waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await see(page, `Order #${own}`);
    await page.context().close();
  }, 120_000);
});
