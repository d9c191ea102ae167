import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DeliveryStatus } from '@shringar/contracts/orders';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { placeCodOrder, stockedVariants } from './order-setup';
import { see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

/** An order placed in the store, found and moved to Delivered from the console. Phone 90. */
describe('operator console: orders', () => {
  let browser: Browser;
  let page: Page;
  let orderId: string;
  let shopperToken: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    shopperToken = await signInByApi(shopperPhone(120));
    const [variant] = await stockedVariants(1, 11);
    orderId = await placeCodOrder(shopperToken, [variant!]);
    page = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('fulfilment'), 'Kiran Das', 'fulfilment');
    await acceptInvitation(page, path, 'parcels leave at noon daily');
    await see(page, 'Hello, Kiran Das');
  }, 120_000);
  afterAll(() => browser?.close());

  it('finds the order by the shopper’s phone, with the filters in the URL', async () => {
    await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('search', { name: 'Find orders' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Order id or phone').fill(shopperPhone(120));
    await page.getByLabel('Payment method').selectOption('COD');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(new RegExp(`q=${shopperPhone(120)}&.*paymentMethod=COD`));
    const link = page.getByRole('link', { name: orderId });
    await link.waitFor({ timeout: 30_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-orders-1280.png'), fullPage: true });
    await link.click();
    await see(page, 'Change status', 30_000);
  }, 90_000);

  it('moves it step by step to Delivered with a note and tracking id; the shopper’s tracking shows it', async () => {
    const steps = ['Order Confirmed', 'Packed', 'Ready for Shipping', 'Shipped', 'Out for Delivery', 'Delivered'];
    for (const label of steps) {
      await page.getByLabel('New status').selectOption({ label });
      if (label === 'Shipped') {
        await page.getByLabel('Note for the shopper’s timeline').fill('Handed to Delhivery at Bhiwandi');
        await page.getByLabel('Tracking id').fill('DLV99887766');
      }
      await page.getByRole('button', { name: 'Update status' }).click();
      await see(page, `Order is now ${label}.`);
      // The page reloads the order after a change; the form then offers what follows the new status.
      await see(page, new RegExp(`^${label} · placed`));
    }
    // After delivery, only a return is left.
    expect(await page.getByLabel('New status').locator('option').allTextContents()).toEqual(['Returned']);
    const history = page.getByRole('region', { name: 'History' });
    expect(await history.textContent()).toContain('Handed to Delhivery at Bhiwandi');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-order-details-1280.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-order-details-390.png'), fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);

    const tracking = await apiAs<DeliveryStatus>(shopperToken, 'GET', `/order/delivery-status/${orderId}`);
    expect(tracking.tracking_id).toBe('DLV99887766');
    expect(tracking.delivery_statuses.every((s) => s.isCompleted)).toBe(true);
    const shipped = tracking.delivery_statuses.find((s) => s.status === 'SHIPPED')!;
    expect(JSON.stringify(shipped)).toContain('Handed to Delhivery at Bhiwandi');
  }, 150_000);
});
