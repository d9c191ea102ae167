import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { horizontalOverflow } from './navigation';
import { apiData, gotoHydrated, see } from './page-helpers';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

type Card = { productId: number; productName: string; price: number; category: string };
type Paged = { items: Card[]; pagination: { totalItems: number; totalPages: number } };

const api = <T>(path: string) => apiData<T>(baseUrl(), path);
const cards = (page: Page) => page.locator('[data-testid="product-card"]');

/** Prices (rupees) of the cards on screen, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((t) => Number(/₹([\d,]+(?:\.\d+)?)/.exec(t)![1]!.replace(/,/g, '')));
}

const firstCardIs = (page: Page, name: string) =>
  page.waitForFunction((n) => document.querySelector('[data-testid="product-card"] h3')?.textContent === n, name, {
    timeout: 15_000,
  });

/** 'Shop All' in the footer: the whole catalogue on the category page's listing, sorted and filtered. */
describe('shop all', () => {
  let browser: Browser;
  let all: Paged;
  beforeAll(async () => {
    browser = await launchBrowser();
    all = await api<Paged>('/products?itemsPerPage=10');
  });
  afterAll(() => browser?.close());

  it('is rendered on the server with every product counted, from several categories', async () => {
    const res = await fetch(`${baseUrl()}/shop`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>All Products | Shringar</title>');
    expect(html).toContain(`${all.pagination.totalItems} products available`);
    const categories = await api<unknown[]>('/category/');
    expect(new Set(all.items.map((c) => c.category)).size).toBeGreaterThan(1);
    expect(categories.length).toBeGreaterThan(1);
  });

  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`at ${name} px: opens from the footer, sorts and filters over the whole catalogue`, async () => {
      const page = await openPage(browser, viewport);
      await gotoHydrated(page, '/about');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Shop All' }).click();
      await page.waitForURL((url) => url.pathname === '/shop');
      await see(page, 'All Products');
      await see(page, `${all.pagination.totalItems} products available`);
      await firstCardIs(page, all.items[0]!.productName);
      expect(await cards(page).count()).toBe(10);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `shop-all-${name}.png`) });

      const cheapest = await api<Paged>('/products?itemsPerPage=10&sort=price-high');
      await page.getByLabel('Sort by').selectOption('price-high');
      await page.waitForURL(/sort=price-high/);
      await firstCardIs(page, cheapest.items[0]!.productName);
      const prices = await cardPrices(page);
      for (let i = 1; i < prices.length; i++) expect(prices[i - 1]!).toBeGreaterThanOrEqual(prices[i]!);

      await page.getByLabel('Min price (₹)').fill('300');
      await page.getByLabel('Max price (₹)').fill('700');
      await page.waitForURL(/minPrice=300.*maxPrice=700|maxPrice=700.*minPrice=300/);
      const ranged = await api<Paged>('/products?minPrice=300&maxPrice=700&sort=price-high');
      await see(page, `${ranged.pagination.totalItems} products available`);
      expect(ranged.pagination.totalItems).toBeLessThan(all.pagination.totalItems);
      await firstCardIs(page, ranged.items[0]!.productName);
      for (const price of await cardPrices(page)) {
        expect(price).toBeGreaterThanOrEqual(300);
        expect(price).toBeLessThanOrEqual(700);
      }

      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await see(page, `${all.pagination.totalItems} products available`);
      await page.getByLabel('Search in these products').fill('zzqqxxnothing');
      await see(page, 'No products match your filters');
      await page.getByRole('button', { name: 'Clear All Filters' }).click();
      await firstCardIs(page, all.items[0]!.productName);
      await page.context().close();
    });
  }

  it("loads more products, and shows 'Something went wrong' with Try Again when the catalogue cannot load", async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/about');
    let failing = true;
    await page.route(/\/api\/v4\/products\?/, (route) =>
      failing
        ? route.fulfill({ status: 503, json: { success: false, message: 'down', code: 'UNAVAILABLE' } })
        : route.continue(),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shop All' }).click();
    await page.waitForURL('**/shop');
    await see(page, 'Something went wrong', 45_000);
    await see(page, 'Server error. Please try again later.');
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await firstCardIs(page, all.items[0]!.productName);
    await page.getByRole('button', { name: /Load More Products/ }).evaluate((b) => (b as HTMLButtonElement).click());
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-card"]').length >= 20);
    await page.context().close();
  });
});
