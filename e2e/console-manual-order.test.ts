import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, seriousA11yViolations } from './browser';
import { stockedVariants, TEST_ADDRESS } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

/** A COD order placed by staff for a phone customer, then seen by that shopper in their orders. Phone 171. */
describe('operator console: a phone order', () => {
  let browser: Browser;
  let page: Page;
  const phone = shopperPhone(171);

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    page = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('fulfilment'), 'Anil Joshi', 'fulfilment');
    await acceptInvitation(page, path, 'orders by phone all day');
    await see(page, 'Hello, Anil Joshi');
  }, 120_000);
  afterAll(() => browser?.close());

  it('places a COD order for a new shopper, visible in the shopper’s orders', async () => {
    const [variant] = await stockedVariants(1, 50);
    await gotoHydrated(page, '/admin/orders/new');
    await page.getByLabel('Shopper’s phone').fill(phone);
    await page.getByRole('button', { name: 'Find shopper' }).click();
    await see(page, /New shopper|Found/);
    await page.getByLabel('Product, shade or SKU').fill(variant!.productName.slice(0, 12));
    await page.getByRole('button', { name: 'Search products' }).click();
    await page.getByRole('list', { name: 'Products found' }).getByRole('button').first().click();
    await page.getByRole('list', { name: 'In this order' }).waitFor();
    await page.getByLabel('Shopper’s name').fill(TEST_ADDRESS.name);
    for (const [label, value] of [
      ['Name on the parcel', TEST_ADDRESS.name],
      ['Address', TEST_ADDRESS.address],
      ['City', TEST_ADDRESS.city],
      ['State', TEST_ADDRESS.state],
      ['Pincode', TEST_ADDRESS.pincode],
      ['Delivery phone', TEST_ADDRESS.phone],
    ] as const)
      await page.getByLabel(label, { exact: true }).fill(value);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-manual-order-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Place order' }).click();
    await see(page, 'Phone order placed', 30_000);
    const text = await page.getByRole('status').innerText();
    const orderId = /Order (SH[A-Z0-9]+)/.exec(text)![1]!;
    expect(text).toContain('cash on delivery');

    const token = await signInByApi(phone);
    const mine = await apiAs<{ orderId: string }[] | { items: { orderId: string }[] }>(token, 'GET', '/orders');
    expect(JSON.stringify(mine)).toContain(orderId);
  }, 150_000);
});
