import { join } from 'node:path';
import type { ProductDetail } from '@shringar/contracts/catalogue';
import type { WishlistItem } from '@shringar/contracts/wishlist';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { api, horizontalOverflow } from './navigation';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

type Pick = { productId: number; variantId: number; productName: string; price: number };
type Card = Pick & { stock: number };

/**
 * Cards with plenty of stock and six different prices (so every sort has one answer), past the first 120
 * products that the order tests take stock from, and one sold-out variant.
 */
async function findPicks(): Promise<{ stocked: Pick[]; soldOut: Pick }> {
  const stocked: Pick[] = [];
  for (let page = 1; page <= 4 && stocked.length < 6; page++) {
    const { items } = await api<{ items: Card[] }>(`/products?itemsPerPage=100&page=${page}&sort=name`);
    for (const c of items)
      if (c.productId > 120 && c.stock >= 20 && stocked.length < 6 && !stocked.some((s) => s.price === c.price))
        stocked.push({ productId: c.productId, variantId: c.variantId, productName: c.productName, price: c.price });
  }
  let soldOut: Pick | undefined;
  for (let id = 320; id > 120 && !soldOut; id--) {
    const p = await api<ProductDetail>(`/products/${id}`).catch(() => null);
    const v = p?.variants.find((x) => x.variantStock <= 0);
    if (p && v)
      soldOut = { productId: p.productId, variantId: v.variantId, productName: p.productName, price: v.variantPrice };
  }
  if (stocked.length < 6 || !soldOut) throw new Error('the demo catalogue lacks the variants these tests need');
  return { stocked, soldOut };
}

const toggle = (token: string, p: Pick) =>
  apiAs<{ isFavorite: boolean }>(token, 'POST', '/wishlist', { productId: p.productId, variantId: p.variantId });
const wishlistOf = (token: string) => apiAs<WishlistItem[]>(token, 'GET', '/wishlist');
const cartCount = async (token: string) => (await apiAs<{ itemCount: number }>(token, 'GET', '/cart/count')).itemCount;

const items = (page: Page) => page.getByTestId('wishlist-item');
const shownNames = (page: Page) => items(page).getByRole('heading').allTextContents();
const itemNamed = (page: Page, name: string) => items(page).filter({ has: page.getByRole('heading', { name }) });
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text).waitFor({ timeout: 15_000 });

/** The wishlist page and the hearts on cards and the product page. Phones 100..106. */
describe('wishlist', () => {
  let browser: Browser;
  let stocked: Pick[];
  let soldOut: Pick;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ stocked, soldOut } = await findPicks());
  });
  afterAll(() => browser?.close());

  it("asks a signed-out visitor to sign in: 'Please login to view your wishlist'", async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/about');
    await page.getByRole('link', { name: /^Wishlist/ }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/wishlist');
    await toast(page, 'Please login to view your wishlist');
    await page.context().close();
  });

  it("shows loading, then 'Failed to load wishlist' with Try Again, then the empty state with Start Shopping", async () => {
    const token = await signInByApi(shopperPhone(100));
    const page = await openPage(browser, PHONE, { authToken: token });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let failing = true;
    await page.route('**/api/v4/wishlist', async (route) => {
      await held;
      return failing
        ? route.fulfill({ status: 503, json: { success: false, message: 'down', code: 'UNAVAILABLE' } })
        : route.continue();
    });
    await page.goto('/wishlist');
    await page.getByLabel('Loading wishlist').waitFor({ timeout: 30_000 });
    release();
    await toast(page, 'Failed to load wishlist');
    await page.getByRole('main').getByRole('alert').getByText('Failed to load wishlist').waitFor({ timeout: 30_000 });
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await see(page, 'Your wishlist is empty');
    await expect(page.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).resolves.toBe('/');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('sorts four ways, collapses duplicate pairs, and goes back', async () => {
    const token = await signInByApi(shopperPhone(101));
    const saved = stocked.slice(0, 4);
    for (const p of saved) await toggle(token, p);
    const page = await openPage(browser, DESKTOP, { authToken: token });
    // An older server answer could list a pair twice: the page shows it once.
    await page.route('**/api/v4/wishlist', async (route) => {
      const res = await route.fetch();
      const json = (await res.json()) as { data: WishlistItem[] };
      await route.fulfill({ response: res, json: { ...json, data: [...json.data, json.data[0]] } });
    });
    await gotoHydrated(page, '/about');
    await page.getByRole('link', { name: /^Wishlist/ }).click();
    await page.waitForURL('**/wishlist');
    await see(page, '4 items', 30_000);
    await expect(items(page).count()).resolves.toBe(4);

    const expectations: [string, Pick[]][] = [
      ['newest', [...saved].reverse()],
      ['price-low', [...saved].sort((a, b) => a.price - b.price)],
      ['price-high', [...saved].sort((a, b) => b.price - a.price)],
      ['name', [...saved].sort((a, b) => a.productName.localeCompare(b.productName, 'en-IN'))],
    ];
    for (const [sort, order] of expectations) {
      await page.getByLabel('Sort by').selectOption(sort);
      expect(await shownNames(page), sort).toEqual(order.map((p) => p.productName));
    }
    for (const label of ['Newest', 'Price: Low to High', 'Price: High to Low', 'Name: A to Z'])
      expect(await page.locator('#wishlist-sort option', { hasText: label }).count()).toBe(1);

    // Back goes where the shopper came from.
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL('**/about');
    await page.context().close();
  });

  for (const [name, viewport, phone] of [
    ['1280', DESKTOP, 102],
    ['390', PHONE, 106],
  ] as const) {
    it(`at ${name} px: shows the grid and the list without serious accessibility problems`, async () => {
      const token = await signInByApi(shopperPhone(phone));
      for (const p of stocked.slice(0, 4)) await toggle(token, p);
      const page = await openPage(browser, viewport, { authToken: token });
      await page.goto('/wishlist');
      await see(page, '4 items', 30_000);
      await expect(page.getByLabel('Wishlist items').getAttribute('data-view')).resolves.toBe('grid');
      await expect(page.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).resolves.toBe('true');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `wishlist-${name}.png`), fullPage: true });

      await page.getByRole('button', { name: 'List' }).click();
      await expect(page.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(page.getByLabel('Wishlist items').getAttribute('data-view')).resolves.toBe('list');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `wishlist-list-${name}.png`), fullPage: true });
      await page.context().close();
    });
  }

  it('removes an item optimistically (disabled meanwhile), and reloads the list when a removal fails', async () => {
    const token = await signInByApi(shopperPhone(103));
    const [a, b, c] = stocked;
    for (const p of [a!, b!, c!]) await toggle(token, p);
    const page = await openPage(browser, DESKTOP, { authToken: token });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let mode: 'hold' | 'fail' = 'hold';
    let listLoads = 0;
    await page.route('**/api/v4/wishlist', async (route) => {
      if (route.request().method() === 'GET') {
        listLoads++;
        return route.continue();
      }
      if (mode === 'fail')
        return route.fulfill({ status: 500, json: { success: false, message: 'boom', code: 'INTERNAL' } });
      await held;
      return route.continue();
    });
    await page.goto('/wishlist');
    await see(page, '3 items', 30_000);
    const first = itemNamed(page, c!.productName);
    await first.getByRole('button', { name: /^Remove/ }).click();
    // While the server has not answered, the item is disabled and says so.
    await first.getByRole('button', { name: /^Removing\.\.\./ }).waitFor();
    await expect(first.getByRole('button', { name: /^Removing/ }).isDisabled()).resolves.toBe(true);
    await expect(first.getAttribute('aria-busy')).resolves.toBe('true');
    release();
    await first.waitFor({ state: 'detached' });
    await see(page, '2 items');
    await page.getByTestId('wishlist-badge').filter({ hasText: '2' }).waitFor();
    expect((await wishlistOf(token)).map((i) => i.variantId)).not.toContain(c!.variantId);

    mode = 'fail';
    const loadsBefore = listLoads;
    await itemNamed(page, b!.productName)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await toast(page, 'Failed to remove item from wishlist');
    await expect.poll(() => listLoads).toBeGreaterThan(loadsBefore);
    await itemNamed(page, b!.productName)
      .getByRole('button', { name: /^Remove/ })
      .waitFor();
    await see(page, '2 items');
    await page.context().close();
  });

  it('adds every in-stock item to the cart, and says when none is in stock or adding fails', async () => {
    const token = await signInByApi(shopperPhone(104));
    const inStock = stocked.slice(3, 5);
    for (const p of [soldOut, ...inStock]) await toggle(token, p);
    const page = await openPage(browser, PHONE, { authToken: token });
    await page.goto('/wishlist');
    await see(page, '3 items', 30_000);
    await itemNamed(page, soldOut.productName).getByText('Out of stock', { exact: true }).waitFor();
    const countBefore = await cartCount(token);
    await page.getByRole('button', { name: 'Add All to Cart' }).click();
    await toast(page, `Added ${inStock.length} items to cart!`);
    expect(await cartCount(token)).toBe(countBefore + inStock.length);

    // Only the sold-out item left: nothing to add.
    for (const p of inStock) await toggle(token, p);
    await page.reload();
    await see(page, '1 item', 30_000);
    await page.getByRole('button', { name: 'Add All to Cart' }).click();
    await toast(page, 'No items available to add to cart');

    // Adding refused by the server: the failure toast.
    await toggle(token, inStock[0]!);
    await page.route('**/api/v4/cart/add', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'boom', code: 'INTERNAL' } }),
    );
    await page.reload();
    await see(page, '2 items', 30_000);
    await page.getByRole('button', { name: 'Add All to Cart' }).click();
    await toast(page, 'Failed to add items to cart. Please try again.');
    await page.context().close();
  });

  it("hearts on cards and the product page follow the shopper's list and toggle it", async () => {
    const token = await signInByApi(shopperPhone(105));
    // A card shows its product's default variant: the heart is about that pair.
    const [category] = await api<{ categoryId: number }[]>('/category/');
    const categoryId = category!.categoryId;
    const cards = await api<{ items: Pick[] }>(`/products/category/${categoryId}?itemsPerPage=10`);
    const saved = cards.items[0]!;
    await toggle(token, saved);
    const page = await openPage(browser, DESKTOP, { authToken: token });
    await gotoHydrated(page, `/category/${categoryId}`);
    // Cards in the answer's order (two products may share a name, so by position).
    const heart = (i: number) => page.getByTestId('product-card').nth(i).getByTestId('card-wishlist-toggle');
    const pressed = (i: number, value: 'true' | 'false') =>
      page.waitForFunction(
        ([n, v]) =>
          document
            .querySelectorAll('[data-testid="card-wishlist-toggle"]')
            [n as number]?.getAttribute('aria-pressed') === v,
        [i, value] as const,
        { timeout: 15_000 },
      );
    await pressed(0, 'true');
    await expect(heart(0).getAttribute('aria-label')).resolves.toBe(`Wishlist: ${saved.productName}`);
    // Another card's heart adds it; the header badge and the server agree.
    const other = cards.items[1]!;
    await expect(heart(1).getAttribute('aria-pressed')).resolves.toBe('false');
    await heart(1).click();
    await pressed(1, 'true');
    await page.getByTestId('wishlist-badge').filter({ hasText: '2' }).waitFor();
    const list = await wishlistOf(token);
    expect(list.map((i) => i.variantId)).toContain(other.variantId);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The product page shows the same heart, and taking it off there takes it off the list.
    const added = other;
    await gotoHydrated(page, `/product/${added.productId}`);
    const productHeart = page.getByTestId('wishlist-toggle');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="wishlist-toggle"]')?.getAttribute('aria-pressed') === 'true',
    );
    await productHeart.click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="wishlist-toggle"]')?.getAttribute('aria-pressed') === 'false',
    );
    await page.getByTestId('wishlist-badge').filter({ hasText: '1' }).waitFor();
    expect((await wishlistOf(token)).map((i) => i.productId)).not.toContain(added.productId);

    // A refused toggle: spec 8's message, and the heart stays as it was.
    await page.route('**/api/v4/wishlist', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { success: false, message: 'boom', code: 'INTERNAL' } })
        : route.continue(),
    );
    await productHeart.click();
    await toast(page, 'Failed to update wishlist.');
    await expect(productHeart.getAttribute('aria-pressed')).resolves.toBe('false');
    await page.context().close();
  });

  it("asks a signed-out shopper to sign in from a card's heart: 'Please login to use wishlist'", async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/shop');
    await page.getByTestId('card-wishlist-toggle').first().click();
    await toast(page, 'Please login to use wishlist');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/shop');
    await page.context().close();
  });
});
