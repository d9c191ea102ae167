import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { setOrderStatus, TO_DELIVERED } from './operator';
import { placeCodOrder, stockedVariants } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { shopperPhone, signInByApi } from './shopper';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

/** GSTR-1 in the console: this month's report shows a delivered order's invoice and downloads as CSV. Phone 177. */
describe('operator console: GST reports', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    // A cash-on-delivery order to Karnataka, delivered now: its invoice is numbered this month.
    const token = await signInByApi(shopperPhone(177));
    const orderId = await placeCodOrder(token, await stockedVariants(1, 60));
    for (const status of TO_DELIVERED) await setOrderStatus(orderId, status);
    browser = await launchBrowser();
    page = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('owner'), 'Farah Khan', 'owner');
    await acceptInvitation(page, path, 'the accountant asks monthly');
    await see(page, 'Hello, Farah Khan');
  }, 120_000);
  afterAll(() => browser?.close());

  it('shows this month’s B2C small row for Karnataka and downloads b2cs.csv in the offline tool’s order', async () => {
    await page.getByRole('link', { name: 'GST reports', exact: true }).click();
    await page.getByRole('heading', { name: 'GST reports', level: 1 }).waitFor();
    const b2cs = page.getByRole('table', { name: 'B2C small, per place of supply and rate' });
    await b2cs.getByRole('rowheader', { name: '29-Karnataka' }).first().waitFor();
    await page.getByRole('table', { name: 'HSN-wise summary' }).getByRole('rowheader', { name: 'Total' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-gst-report-1280.png'), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download b2cs.csv' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gstr1-b2cs-\d{4}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe(
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    );
    expect(lines.some((l) => /^OE,29-Karnataka,\d+(\.\d+)?,,\d+\.\d\d,0\.00,$/.test(l))).toBe(true);
  }, 120_000);

  it('reads as cards on a phone and takes a month from the picker', async () => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/admin/reports/gst?month=2024-07');
    await see(page, /GSTR-1 for July 2024: 0 invoices/);
    await gotoHydrated(page, '/admin/reports/gst');
    await page
      .getByRole('table', { name: 'B2C small, per place of supply and rate' })
      .getByText('29-Karnataka')
      .first()
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-gst-report-390.png'), fullPage: true });
  }, 90_000);
});
