import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AdminProductView } from '@shringar/contracts/admin-products';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { placeCodOrder } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { shopperPhone, signInByApi } from './shopper';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
const run = Date.now().toString(36);

/** Calls the operator API as the signed-in staff member of the page (their session cookie), answering the data. */
async function asStaff<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(`/api/v4/admin${p}`, {
        method: m,
        headers: b === undefined ? {} : { 'Content-Type': 'application/json' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, json: (await res.json()) as { message: string; data: unknown } };
    },
    [method, path, body] as const,
  );
  if (answer.status !== 200) throw new Error(`${method} /admin${path}: ${answer.status} ${answer.json.message}`);
  return answer.json.data as T;
}

/** A product made for this file alone, so no other test moves its stock. */
async function newProduct(page: Page, over: { gstRate?: number; hsnCode?: string; stock?: number } = {}) {
  const categories = await asStaff<{ id: number }[]>(page, 'GET', '/categories');
  const brands = await asStaff<{ id: number }[]>(page, 'GET', '/brands');
  const rate = over.gstRate ?? 18;
  return asStaff<AdminProductView>(page, 'POST', '/products', {
    name: `Ledger Kumkum ${run} ${rate}`,
    slug: `ledger-kumkum-${run}-${String(rate).replace('.', '-')}`,
    categoryId: categories[0]!.id,
    brandId: brands[0]!.id,
    hsnCode: over.hsnCode ?? '3304',
    gstRate: rate,
    variants: [
      {
        name: 'Classic',
        sku: `LKK-${run}-${String(rate).replace('.', '-')}`,
        price: 499,
        basePrice: 599,
        stock: over.stock ?? 8,
        deliveryType: 'Standard Delivery',
        warranty: 'No warranty',
      },
    ],
  });
}

describe('operator console: stock as a ledger', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    page = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('catalogue'), 'Kavya Menon', 'catalogue');
    await acceptInvitation(page, path, 'every unit has a reason');
    await see(page, 'Hello, Kavya Menon', 30_000);
  }, 120_000);
  afterAll(() => browser?.close());

  it('an order placed while the form is open keeps its stock when only the price is saved; adjustments have reasons', async () => {
    const product = await newProduct(page);
    const variant = product.variants[0]!;
    await gotoHydrated(page, `/admin/products/${product.productId}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('variant-stock').textContent()).toBe('8');

    // A shopper buys one while the form is open.
    const token = await signInByApi(shopperPhone(186));
    await placeCodOrder(token, [
      { productId: product.productId, variantId: variant.variantId, productName: product.name, price: 499 },
    ]);

    await page.getByLabel('Price (₹)', { exact: true }).fill('459');
    await page.getByRole('button', { name: 'Save product' }).first().click();
    await see(page, 'Product saved.', 30_000);
    expect(await page.getByTestId('variant-stock').textContent()).toBe('7');
    const stored = await asStaff<AdminProductView>(page, 'GET', `/products/${product.productId}`);
    expect(stored.variants[0]).toMatchObject({ price: 459, stock: 7 });

    await page.getByRole('button', { name: 'Adjust stock of Classic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stock of Classic' });
    await dialog.getByText('In stock now: 7').waitFor({ timeout: 30_000 });
    await dialog.getByLabel('Units', { exact: true }).fill('5');
    await dialog.getByLabel('Reason').fill('Received from supplier');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Stock +5: now 12.').waitFor({ timeout: 30_000 });

    await dialog.getByLabel('Take units away').check();
    await dialog.getByLabel('Units', { exact: true }).fill('20');
    await dialog.getByLabel('Reason').fill('Stock-take');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Only 12 in stock: cannot take 20').waitFor({ timeout: 30_000 });
    await dialog.getByLabel('Units', { exact: true }).fill('1');
    await dialog.getByLabel('Reason').fill('Damaged in the shop');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Stock −1: now 11.').waitFor({ timeout: 30_000 });

    const rows = dialog.getByTestId('stock-history').locator('li');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(4);
    const texts = await rows.allTextContents();
    expect(texts[0]).toMatch(/^−1Adjustment · Damaged in the shopBalance 11.*catalogue-.*@shringar.test$/);
    expect(texts[1]).toMatch(/^\+5Adjustment · Received from supplierBalance 12/);
    expect(texts[2]).toMatch(/^−1Order placed · Order \S+ placedBalance 7.*Shopper$/);
    expect(texts[3]).toMatch(/^\+8Opening stock · Opening stock of a new variantBalance 8/);

    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-stock-history.png') });
    await page.setViewportSize(PHONE);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'console-stock-history-390.png') });
    await page.setViewportSize(DESKTOP);

    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByTestId('variant-stock').textContent()).toBe('11');
  }, 240_000);

  it('a 3 % jewellery product is saved unchanged; the rates are listed with what they cover', async () => {
    const product = await newProduct(page, { gstRate: 3, hsnCode: '7117' });
    await gotoHydrated(page, `/admin/products/${product.productId}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor({ timeout: 30_000 });
    const select = page.getByLabel('GST rate');
    expect(await select.inputValue()).toBe('3');
    expect(await select.locator('option').allTextContents()).toEqual(['0%', '0.25%', '3%', '5%', '18%', '40%']);
    await page.getByText('GST rates and what they cover').click();
    await see(page, 'Gold, silver and platinum, jewellery of them and imitation jewellery (HSN 7106–7113, 7117)');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save product' }).first().click();
    await see(page, 'Product saved.', 30_000);
    expect(await select.inputValue()).toBe('3');
    const stored = await asStaff<AdminProductView>(page, 'GET', `/products/${product.productId}`);
    expect(stored).toMatchObject({ gstRate: 3, hsnCode: '7117' });
  }, 120_000);
});
