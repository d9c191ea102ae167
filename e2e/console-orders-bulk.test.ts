import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { csvValue, parseCsv } from '@shringar/contracts/csv';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { horizontalOverflow } from './navigation';
import { stockedVariants, TEST_ADDRESS } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
const COUNT = 20;

/** Twenty COD orders of one shopper moved to Shipped in one action, their slips printed as one PDF, then exported. Phone 170. */
describe('operator console: bulk work on the orders list', () => {
  let browser: Browser;
  let page: Page;
  const phone = shopperPhone(170);
  const orderIds: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    const token = await signInByApi(phone);
    const address = await apiAs<{ id: number }>(token, 'POST', '/address', TEST_ADDRESS);
    // Four variants, five orders each: no variant's stock runs low for the other test files.
    const variants = await stockedVariants(4, 40);
    for (let i = 0; i < COUNT; i++) {
      const v = variants[i % variants.length]!;
      const placed = await apiAs<{ orderId: string }>(token, 'POST', '/order/create', {
        productId: v.productId,
        variantId: v.variantId,
        quantity: 1,
        paymentMethods: ['COD'],
        couponCode: '',
        addressId: address.id,
      });
      orderIds.push(placed.orderId);
    }
    page = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('fulfilment'), 'Ritu Sen', 'fulfilment');
    await acceptInvitation(page, path, 'twenty parcels before noon');
    await see(page, 'Hello, Ritu Sen');
  }, 180_000);
  afterAll(() => browser?.close());

  const rowsShowing = (status: string) =>
    page.locator('tr[data-order]').filter({ has: page.getByRole('cell', { name: status, exact: true }) });

  it('selects the page’s 20 orders and moves every one to Shipped with one note', async () => {
    await gotoHydrated(page, `/admin/orders?phone=${phone}`);
    await expect.poll(() => page.locator('tr[data-order]').count(), { timeout: 30_000 }).toBe(COUNT);
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await page.getByLabel(`Select order ${orderIds[0]}`).check();
    await see(page, '1 order selected');
    await page.getByLabel(`Select all ${COUNT} on this page`).check();
    await see(page, `${COUNT} orders selected`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-orders-bulk-1280.png'), fullPage: false });

    await bar.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: `Change status: ${COUNT} orders` });
    await dialog.getByLabel('New status').selectOption({ label: 'Shipped' });
    await dialog.getByLabel('Note for the shoppers’ timelines').fill('Picked up by Delhivery at 11:40');
    await dialog.getByRole('button', { name: `Update ${COUNT} orders` }).click();
    await see(page, `${COUNT} orders moved to Shipped.`, 60_000);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => rowsShowing('Shipped').count(), { timeout: 30_000 }).toBe(COUNT);
    await see(page, `${COUNT} orders moved to Shipped.`);
  }, 150_000);

  it('prints the 20 packing slips as one PDF, a page per order', async () => {
    await page.getByLabel(`Select all ${COUNT} on this page`).check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('link', { name: 'Print packing slips' }).click();
    await see(page, `${COUNT} packing slips`, 30_000);
    expect(await page.getByTestId('packing-slip').count()).toBe(COUNT);
    for (const id of orderIds) await see(page, id);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const pdf = Buffer.from(await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBe(COUNT);
  }, 90_000);

  it('downloads the CSV of the orders the filters match', async () => {
    await gotoHydrated(page, `/admin/orders?phone=${phone}&status=SHIPPED`);
    await expect.poll(() => page.locator('tr[data-order]').count(), { timeout: 30_000 }).toBe(COUNT);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export matching orders' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = parseCsv(text).map((r) => r.cells.map(csvValue));
    expect(header!.slice(0, 4)).toEqual(['Order no.', 'Date', 'Customer', 'Phone']);
    expect(rows.map((r) => r[0]).sort()).toEqual([...orderIds].sort());
    expect(new Set(rows.map((r) => r[header!.indexOf('Status')]))).toEqual(new Set(['Shipped']));
    expect(new Set(rows.map((r) => r[header!.indexOf('Payment method')]))).toEqual(new Set(['Cash on delivery']));
  }, 60_000);

  it('shows the list as cards on a phone, Status and Total on each, nothing scrolled sideways', async () => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, `/admin/orders?phone=${phone}`);
    await expect.poll(() => page.locator('tr[data-order]').count(), { timeout: 30_000 }).toBe(COUNT);
    await page.getByLabel(`Select order ${orderIds[1]}`).check();
    await page.getByLabel(`Select order ${orderIds[2]}`).check();
    await see(page, '2 orders selected');
    const card = page.locator(`tr[data-order="${orderIds[1]}"]`);
    expect(await card.locator('td[data-label="Status"]').isVisible()).toBe(true);
    expect(await card.locator('td[data-label="Total"]').isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-orders-bulk-390.png'), fullPage: false });
    await page.setViewportSize(DESKTOP);
  }, 90_000);
});
