import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { apiData, gotoHydrated, see } from './page-helpers';

type Card = { productId: number; productName: string; price: number };
type Paged = { items: Card[]; pagination: { totalItems: number; totalPages: number } };
type Suggestion = { type: 'product' | 'category' | 'brand'; id: number; name: string };

const api = <T>(path: string) => apiData<T>(baseUrl(), path);
const cards = (page: Page) => page.locator('[data-testid="product-card"]');
const options = (page: Page) => page.getByRole('option');
const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search products, brands and categories' });

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((t) => Number(/₹([\d,]+(?:\.\d+)?)/.exec(t)![1]!.replace(/,/g, '')));
}

/** A query whose results span more than one page (the seed's product names decide which). */
async function pagedQuery(): Promise<{ q: string; result: Paged }> {
  for (const q of ['gold', 'ka', 'oil', 'kurta', 'a']) {
    const result = await api<Paged>(`/products/advance-search?query=${q}&itemsPerPage=20`);
    if (result.pagination.totalPages > 1) return { q, result };
  }
  throw new Error('no query in the seed gives more than one page of results');
}

describe('search', () => {
  let browser: Browser;
  let paged: { q: string; result: Paged };

  beforeAll(async () => {
    browser = await launchBrowser();
    paged = await pagedQuery();
  });
  afterAll(() => browser?.close());

  it('renders the results for q on the server', async () => {
    const res = await fetch(`${baseUrl()}/search?q=${paged.q}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Search results for');
    expect(html).toContain(paged.result.items[0]!.productName);
    expect(html).toMatch(/₹[\d,]+/);
  });

  it('suggests after 2 characters, at most 8, and opens the chosen one from the keyboard', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/search');
    const input = searchInput(page);
    await input.click();
    await input.pressSequentially('e');
    await page.waitForTimeout(700);
    expect(await options(page).count()).toBe(0);

    const typed = 'ear';
    const expected = await api<Suggestion[]>(`/products/search-suggestions/?query=${typed}`);
    expect(expected.length).toBeGreaterThan(0);
    await input.fill(typed);
    await options(page).first().waitFor();
    const shown = await options(page).count();
    expect(shown).toBeLessThanOrEqual(8);
    expect(shown).toBe(Math.min(8, expected.length));
    expect(await input.getAttribute('aria-expanded')).toBe('true');

    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
    await input.press('Enter');
    const first = expected[0]!;
    const target = first.type === 'product' ? 'product' : first.type;
    await page.waitForURL(new RegExp(`/${target}/${first.id}$`));
    await page.close();
  });

  it('does not submit a blank query, and submits a typed one into the URL', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/search');
    let searched = 0;
    page.on('request', (r) => {
      if (r.url().includes('/products/advance-search')) searched++;
    });
    await searchInput(page).fill('   ');
    await searchInput(page).press('Enter');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).searchParams.get('q')).toBeNull();
    expect(searched).toBe(0);

    await searchInput(page).fill(paged.q);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(new RegExp(`q=${paged.q}`));
    await see(
      page,
      `${paged.result.pagination.totalItems} products found · Page 1 of ${paged.result.pagination.totalPages}`,
    );
    expect(await cards(page).count()).toBe(20);
    await page.close();
  });

  it('pages through results with at most 5 page buttons, keeping page in the URL', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, `/search?q=${paged.q}`);
    const nav = page.getByRole('navigation', { name: 'Search results pages' });
    await nav.waitFor();
    const pageButtons = nav.getByRole('button', { name: /^Page \d+$/ });
    expect(await pageButtons.count()).toBe(Math.min(5, paged.result.pagination.totalPages));
    expect(await nav.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    const second = await api<Paged>(`/products/advance-search?query=${paged.q}&page=2&itemsPerPage=20`);
    await nav.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.locator('[data-testid="product-card"]', { hasText: second.items[0]!.productName }).first().waitFor();
    expect(await nav.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // Page 2 is also what a shared link renders on the server.
    const html = await (await fetch(`${baseUrl()}/search?q=${paged.q}&page=2`)).text();
    expect(html).toContain(second.items[0]!.productName);
    await page.close();
  });

  it('applies a price range from the Filters panel on the server', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, `/search?q=${paged.q}`);
    await page.getByRole('button', { name: /Filters/ }).click();
    const panel = page.getByRole('form', { name: 'Search filters' });
    await panel.waitFor();
    await panel.getByLabel('Min price (₹)').fill('300');
    await panel.getByLabel('Max price (₹)').fill('800');
    await panel.getByRole('button', { name: 'Apply Filters' }).click();
    await page.waitForURL(/minPrice=300/);
    expect(new URL(page.url()).searchParams.get('maxPrice')).toBe('800');
    const expected = await api<Paged>(
      `/products/advance-search?query=${paged.q}&minPrice=300&maxPrice=800&itemsPerPage=20`,
    );
    expect(expected.pagination.totalItems).toBeLessThan(paged.result.pagination.totalItems);
    await see(page, new RegExp(`^${expected.pagination.totalItems} products? found`));
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(300);
      expect(price).toBeLessThanOrEqual(800);
    }
    await page.close();
  });

  it("shows 'No Products Found' when nothing matches", async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/search?q=xqzzvwk');
    await see(page, 'No Products Found');
    await page.close();
  });

  it("toasts 'Search failed. Please try again.' when the search call fails", async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, `/search?q=${paged.q}`);
    await page.route(
      (u) => u.pathname.startsWith('/api/v4/products/advance-search'),
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await searchInput(page).fill('silver');
    await searchInput(page).press('Enter');
    await see(page, 'Search failed. Please try again.');
    await see(page, 'Something went wrong');
    await page.close();
  });

  it('has no serious accessibility violations, and is captured at 390 and 1280 px', { timeout: 180_000 }, async () => {
    const dir = join(import.meta.dirname, '..', 'docs', 'screenshots');
    mkdirSync(dir, { recursive: true });
    for (const [viewport, name] of [
      [PHONE, 'search-390.png'],
      [DESKTOP, 'search-1280.png'],
    ] as const) {
      const page = await openPage(browser, viewport);
      await gotoHydrated(page, `/search?q=${paged.q}`);
      await cards(page).first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: join(dir, name), fullPage: false });
      await page.close();
    }
  });
});
