import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { apiData, gotoHydrated, see } from './page-helpers';

type Card = { productId: number; productName: string; price: number };
type Paged = { items: Card[]; pagination: { totalItems: number; totalPages: number } };

/** Straight from the API, to compare the page with what the server says over the whole catalogue. */
const api = <T>(path: string) => apiData<T>(baseUrl(), path);

const cards = (page: Page) => page.locator('[data-testid="product-card"]');

/** Prices (rupees) of the cards on screen, in order: the first ₹ amount of each card is its price. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((t) => Number(/₹([\d,]+(?:\.\d+)?)/.exec(t)![1]!.replace(/,/g, '')));
}

async function waitForCardCount(page: Page, n: number, atLeast = false) {
  await page.waitForFunction(
    ([count, min]) => {
      const shown = document.querySelectorAll('[data-testid="product-card"]').length;
      return min ? shown >= count : shown === count;
    },
    [n, atLeast] as const,
    { timeout: 15_000 },
  );
}

const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/**
 * Scrolls to the bottom as a shopper would, again each time more cards have come, until at least `n` show: each
 * scroll must bring the next page (one that lands while a page is loading is answered once that page is in).
 */
async function scrollUntil(page: Page, n: number) {
  for (let shown = await cards(page).count(); shown < n; shown = await cards(page).count()) {
    await scrollToBottom(page);
    await waitForCardCount(page, Math.min(n, shown + 1), true);
  }
}

describe('category, brand and offer listings', () => {
  let browser: Browser;
  let category: { categoryId: number; categoryName: string };
  let total: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    const categories = await api<{ categoryId: number; categoryName: string }[]>('/category/');
    // A category with more than two pages, so scrolling and load-more have something to do.
    for (const c of categories) {
      const p = await api<Paged>(`/products/category/${c.categoryId}/?itemsPerPage=10`);
      if (p.pagination.totalItems > 20) {
        category = c;
        total = p.pagination.totalItems;
        break;
      }
    }
    expect(category, 'the seed has a category with more than 20 products').toBeDefined();
  });
  afterAll(() => browser?.close());

  const url = () => `/category/${category.categoryId}`;

  it('is rendered on the server with the name, products and prices, and answers 404 for an unknown category', async () => {
    const res = await fetch(`${baseUrl()}${url()}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`${category.categoryName} Products`);
    expect(html).toContain(`${total} products available`);
    expect(html).toMatch(/₹[\d,]+/);
    expect(html).toContain(`<title>${category.categoryName} Products | Shringar</title>`);
    const missing = await fetch(`${baseUrl()}/category/999999`);
    expect(missing.status).toBe(404);
  });

  it("shows the spec's texts, the page line and the category's load-more wording", async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, url());
    await see(page, `${category.categoryName} Products`);
    await see(page, `${total} products available`);
    await waitForCardCount(page, 10);
    await see(page, 'Scroll down to load more products');
    await see(page, `${total - 10} more products available`);
    await see(page, `Load More Products (${total - 10} remaining)`);
    await see(page, `Page 1 of ${Math.ceil(total / 10)} (${total} total products)`);
    for (const label of ['Low to High', 'High to Low', 'Highest Discount', 'Highest Rating', 'Name A-Z'])
      expect(await page.locator('select option', { hasText: label }).count()).toBe(1);
    await page.close();
  });

  it('sorts on the server: the first prices follow the chosen order over the whole category', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, url());
    await waitForCardCount(page, 10);
    const sort = page.getByLabel('Sort by');
    for (const [value, check] of [
      ['price-low', (a: number, b: number) => a <= b],
      ['price-high', (a: number, b: number) => a >= b],
    ] as const) {
      const expected = await api<Paged>(`/products/category/${category.categoryId}/?itemsPerPage=10&sort=${value}`);
      await sort.selectOption(value);
      await page.waitForURL(new RegExp(`sort=${value}`));
      await page.waitForFunction(
        (first) => document.querySelector('[data-testid="product-card"]')?.textContent?.includes(first) ?? false,
        expected.items[0]!.productName,
      );
      await waitForCardCount(page, 10);
      const prices = await cardPrices(page);
      expect(prices.slice(0, 3)).toEqual(expected.items.slice(0, 3).map((c) => c.price));
      for (let i = 1; i < prices.length; i++) expect(check(prices[i - 1]!, prices[i]!)).toBe(true);
    }
    await page.close();
  });

  it('filters by price range and by text over the whole catalogue, and Clear Filters restores everything', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, url());
    await waitForCardCount(page, 10);

    // A product that is not on the first loaded page: the text filter must still find it.
    const lastPage = await api<Paged>(
      `/products/category/${category.categoryId}/?itemsPerPage=10&page=${Math.ceil(total / 10)}`,
    );
    const firstPage = await api<Paged>(`/products/category/${category.categoryId}/?itemsPerPage=10`);
    const far = lastPage.items.find((c) => !firstPage.items.some((f) => f.productName === c.productName))!;
    await page.getByLabel('Search in these products').fill(far.productName);
    await page.waitForURL(/q=/);
    await page.locator('[data-testid="product-card"]', { hasText: far.productName }).first().waitFor();
    const named = await api<Paged>(
      `/products/category/${category.categoryId}/?q=${encodeURIComponent(far.productName)}`,
    );
    await see(page, `${named.pagination.totalItems} products available`);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await see(page, `${total} products available`);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Search in these products').inputValue()).toBe('');

    await page.getByLabel('Min price (₹)').fill('300');
    await page.getByLabel('Max price (₹)').fill('700');
    await page.waitForURL(/minPrice=300.*maxPrice=700|maxPrice=700.*minPrice=300/);
    const ranged = await api<Paged>(`/products/category/${category.categoryId}/?minPrice=300&maxPrice=700`);
    await see(page, `${ranged.pagination.totalItems} products available`);
    expect(ranged.pagination.totalItems).toBeLessThan(total);
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(300);
      expect(price).toBeLessThanOrEqual(700);
    }
    // A shared filtered link is rendered on the server with the same answer.
    const html = await (await fetch(`${baseUrl()}${url()}?minPrice=300&maxPrice=700`)).text();
    expect(html).toContain(`${ranged.pagination.totalItems} products available`);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await see(page, `${total} products available`);
    expect(await page.getByLabel('Min price (₹)').inputValue()).toBe('');
    await page.close();
  });

  it('loads page 2 on scroll, then everything, and ends with the end message', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, url());
    await waitForCardCount(page, 10);
    await scrollToBottom(page);
    await scrollUntil(page, 20);
    // Page 2 (or already 3, if the test's scrolling ran ahead) of the whole category.
    await see(page, new RegExp(`^Page [2-9] of ${Math.ceil(total / 10)} \\(${total} total products\\)$`));
    await scrollUntil(page, total);
    await see(page, "You've reached the end! All products loaded.");
    expect(await page.getByRole('button', { name: /Load More Products/ }).count()).toBe(0);
    // The scroll-to-top button shows after 300 px and takes the shopper back up.
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });

  it("'Load More Products' appends the next page", async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, url());
    await waitForCardCount(page, 10);
    // Clicked where it stands: scrolling down to it would itself start the infinite scroll (it sits within
    // 300 px of the list's end), and this test is about the button.
    await page.getByRole('button', { name: `Load More Products (${total - 10} remaining)` }).evaluate((b) => {
      (b as HTMLButtonElement).click();
    });
    await waitForCardCount(page, 20);
    await see(page, `${total - 20} more products available`);
    await page.close();
  });

  it('shows the empty states: no match for the filters (with Clear All Filters) and a category without products', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, `${url()}?q=zzqqxxnothing`);
    await see(page, 'No products match your filters');
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await waitForCardCount(page, 10);

    // The seed has no empty category, so the API's answer is replaced by an empty one.
    await page.route(
      (u) => u.pathname.startsWith(`/api/v4/products/category/${category.categoryId}`),
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            success: true,
            message: 'OK',
            data: {
              items: [],
              pagination: { totalItems: 0, totalPages: 0, currentPage: 1, hasNextPage: false, hasPreviousPage: false },
            },
          }),
        }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await see(page, 'No products found');
    await see(page, "This category doesn't have any products yet.");
    await page.close();
  });

  it("shows 'Something went wrong' with the error text when the API fails, and 'Try Again' recovers", async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, url());
    await waitForCardCount(page, 10);
    const failing = (u: URL) => u.pathname.startsWith(`/api/v4/products/category/${category.categoryId}`);
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'boom', code: 'INTERNAL' }),
      }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await see(page, 'Something went wrong');
    await see(page, 'Server error. Please try again later.');
    await page.unroute(failing);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await waitForCardCount(page, 10);
    await page.close();
  });

  it('resets filters and scrolls to the top when the category changes', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, `${url()}?minPrice=1`);
    await waitForCardCount(page, 10);
    await page.evaluate(() => window.scrollTo(0, 600));
    const categories = await api<{ categoryId: number; categoryName: string }[]>('/category/');
    const other = categories.find((c) => c.categoryId !== category.categoryId)!;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Categories' }).first().click();
    await page.getByRole('link', { name: other.categoryName, exact: true }).first().click();
    await see(page, `${other.categoryName} Products`);
    expect(new URL(page.url()).pathname).toBe(`/category/${other.categoryId}`);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Min price (₹)').inputValue()).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('brand and offer pages list their products the same way', async () => {
    const brands = await api<{ brandId: number; brandName: string }[]>('/brands');
    const brand = brands[0]!;
    const brandTotal = (await api<Paged>(`/products/brand/${brand.brandId}?itemsPerPage=10`)).pagination.totalItems;
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, `/brand/${brand.brandId}`);
    await see(page, `${brand.brandName} Products`);
    await see(page, `${brandTotal} products available`);
    if (brandTotal > 10) {
      await see(page, 'Load More Products');
      await scrollUntil(page, Math.min(20, brandTotal));
    }
    const offers = await api<{ offerId: number; title: string }[]>('/offers/');
    const offer = offers[0]!;
    const offerTotal = (await api<Paged>(`/products/offer/${offer.offerId}`)).pagination.totalItems;
    await gotoHydrated(page, `/offer/${offer.offerId}`);
    await see(page, `${offer.title} Products`);
    await see(page, `${offerTotal} products available`);
    await page.close();
  });

  it('has no serious accessibility violations, and is captured at 390 and 1280 px', { timeout: 180_000 }, async () => {
    const dir = join(import.meta.dirname, '..', 'docs', 'screenshots');
    mkdirSync(dir, { recursive: true });
    for (const [viewport, name] of [
      [PHONE, 'category-390.png'],
      [DESKTOP, 'category-1280.png'],
    ] as const) {
      const page = await openPage(browser, viewport);
      await gotoHydrated(page, url());
      await waitForCardCount(page, 10);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: join(dir, name), fullPage: viewport === DESKTOP });
      await page.close();
    }
  });
});
