import type { OrderDetails } from '@shringar/contracts/orders';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, seriousA11yViolations } from './browser';
import { stockedVariants, TEST_ADDRESS } from './order-setup';
import { see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';

/** An online order left unpaid: listed as Pending, no tracking yet, and paid later from its details. Phone 80. */
describe('an unpaid online order', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows as Pending with Pay Now, which opens the payment window and completes the same order', async () => {
    const [variant] = await stockedVariants(1, 7);
    const token = await signInByApi(shopperPhone(80));
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

    const page = await openPage(browser, DESKTOP, { authToken: token });
    await page.goto('/orders');
    const row = page.getByTestId('order-row').filter({ hasText: `Order #${placed.orderId}` });
    await row.getByTestId('order-status').filter({ hasText: 'Pending' }).waitFor();
    await row.getByRole('link', { name: variant!.productName }).click();
    await page.waitForURL(`**/order-details/${placed.orderId}`);

    await page.getByTestId('order-status').filter({ hasText: 'Pending' }).first().waitFor();
    const card = page.getByTestId('status-card');
    expect(await card.innerText()).toContain('Pending');
    await expect(card.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('20');
    expect(await page.getByTestId('payment-info').innerText()).toMatch(/Payment Method\s+Online Payment/);
    expect(await page.getByTestId('price-details').innerText()).toContain('Remaining Amount');
    await expect(page.getByRole('button', { name: 'Cancel Order' }).count()).resolves.toBe(0);

    // Nothing has shipped and nothing is paid: no tracking yet.
    await page.getByRole('button', { name: 'Track Order' }).click();
    const modal = page.getByRole('dialog', { name: 'Order Tracking' });
    await modal.getByText('No Tracking Data').waitFor();
    await modal.getByText('No tracking information available for this order').waitFor();
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
    await modal.waitFor({ state: 'hidden' });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Pay Now' }).click();
    const gateway = page.frameLocator('iframe[title="Payment"]');
    await gateway.locator('button.pay').click({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === '/order-success', { timeout: 30_000 });
    await see(page, placed.orderId);

    const paid = await apiAs<OrderDetails>(token, 'GET', `/order/details/${placed.orderId}`);
    expect(paid.isPaid).toBe(true);
    expect(paid.delivery_status).toBe('ORDERED');
    await page.goto(`/order-details/${placed.orderId}`);
    await page.getByTestId('order-status').filter({ hasText: 'Order Placed' }).first().waitFor();
    expect(await page.getByTestId('payment-info').innerText()).toMatch(/Payment Status\s+Paid/);
    await expect(page.getByRole('button', { name: 'Pay Now' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Download Invoice' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  }, 120_000);
});
