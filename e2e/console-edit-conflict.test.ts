import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { gotoHydrated, see } from './page-helpers';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
const run = Date.now().toString(36);

/**
 * Two tabs of one operator edit the same product: tab A saves a new price; tab B, opened before, saves its own
 * edit and is refused with what A changed, keeping B's typing; Reload shows A's price.
 */
describe('operator console: an edit based on an older version', () => {
  let browser: Browser;
  let tabA: Page;
  let tabB: Page;
  let productId: number;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    tabA = await openPage(browser, DESKTOP);
    await acceptInvitation(
      tabA,
      await inviteByOwner(staffEmail('catalogue'), 'Ravi Kumar', 'catalogue'),
      'two tabs one product',
    );
    await see(tabA, 'Hello, Ravi Kumar', 30_000);
    tabB = await tabA.context().newPage();

    // A product of this file's own, so no other test edits it meanwhile.
    productId = await tabA.evaluate(async (sku) => {
      const first = async (path: string) =>
        ((await (await fetch(`/api/v4/admin/${path}`)).json()) as { data: { id: number }[] }).data[0]!.id;
      const body = {
        name: `Kundan Jhumka ${sku}`,
        slug: `kundan-jhumka-${sku}`,
        categoryId: await first('categories'),
        brandId: await first('brands'),
        descriptionHtml: '<p>Gold-plated kundan jhumkas.</p>',
        hsnCode: '7117',
        gstRate: 18,
        isActive: true,
        variants: [
          {
            name: 'Gold',
            sku: `KJ-${sku}`,
            price: 179,
            basePrice: 299,
            stock: 8,
            highlights: [],
            deliveryType: 'Standard Delivery',
            warranty: 'No warranty',
            photos: [],
          },
        ],
      };
      const res = await fetch('/api/v4/admin/products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await res.json()) as { data: { productId: number } }).data.productId;
    }, run);
  }, 150_000);
  afterAll(() => browser?.close());

  const price = (page: Page) => page.getByLabel('Price (₹)', { exact: true });
  const open = async (page: Page) => {
    await gotoHydrated(page, `/admin/products/${productId}`);
    await page.getByRole('heading', { name: `Kundan Jhumka ${run}` }).waitFor({ timeout: 30_000 });
  };

  it('refuses the older tab with what changed, keeps its typing, and Reload shows the newer price', async () => {
    await open(tabB);
    await open(tabA);

    await price(tabA).fill('159');
    await tabA.getByRole('button', { name: 'Save product' }).first().click();
    await see(tabA, 'Product saved.', 30_000);

    await tabB.bringToFront();
    await tabB.getByLabel('Name', { exact: true }).fill(`Kundan Jhumka Earrings ${run}`);
    await tabB.getByRole('button', { name: 'Save product' }).first().click();
    const conflict = tabB.getByRole('alert').filter({ hasText: 'Someone else changed this product' });
    await conflict.waitFor({ timeout: 30_000 });
    expect(await conflict.textContent()).toContain('Someone else changed this product since you opened it: price.');
    // Nothing of B's was written, and B's typing is still there to copy.
    expect(await tabB.getByLabel('Name', { exact: true }).inputValue()).toBe(`Kundan Jhumka Earrings ${run}`);
    expect(await price(tabB).inputValue()).toBe('179');
    const stored = await tabB.evaluate(
      async (id) => ((await (await fetch(`/api/v4/admin/products/${id}`)).json()) as { data: { name: string } }).data,
      productId,
    );
    expect(stored.name).toBe(`Kundan Jhumka ${run}`);

    expect(await seriousA11yViolations(tabB)).toEqual([]);
    await conflict.scrollIntoViewIfNeeded();
    await tabB.screenshot({ path: join(SCREENSHOTS, 'console-edit-conflict.png') });
    await tabB.setViewportSize(PHONE);
    await conflict.scrollIntoViewIfNeeded();
    expect(await seriousA11yViolations(tabB)).toEqual([]);
    await tabB.screenshot({ path: join(SCREENSHOTS, 'console-edit-conflict-390.png') });
    await tabB.setViewportSize(DESKTOP);

    await conflict.getByRole('button', { name: 'Reload' }).click();
    await conflict.waitFor({ state: 'detached', timeout: 30_000 });
    expect(await price(tabB).inputValue()).toBe('159');
    expect(await tabB.getByLabel('Name', { exact: true }).inputValue()).toBe(`Kundan Jhumka ${run}`);

    // Now based on the stored version, B's edit saves.
    await tabB.getByLabel('Name', { exact: true }).fill(`Kundan Jhumka Earrings ${run}`);
    await tabB.getByRole('button', { name: 'Save product' }).first().click();
    await see(tabB, 'Product saved.', 30_000);
    expect(await price(tabB).inputValue()).toBe('159');
  });
});
