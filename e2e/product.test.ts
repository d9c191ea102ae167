import type { ProductDetail } from '@shringar/contracts/catalogue';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations, signInToken } from './browser';
import { api, clientNavigate, horizontalOverflow } from './navigation';
import { gotoHydrated } from './page-helpers';
import { shopperPhone, TEST_OTP } from './test-phones';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
const DETAIL = /\/api\/v4\/products\/\d+(\?.*)?$/;

/** A seeded product whose first variant is out of stock and another is in stock, and one fully in stock. */
async function findProducts() {
  let mixed: ProductDetail | null = null;
  let inStock: ProductDetail | null = null;
  for (let id = 1; id <= 80 && !(mixed && inStock); id++) {
    const p = await api<ProductDetail>(`/products/${id}`).catch(() => null);
    if (!p || p.variants.length < 2) continue;
    const stocks = p.variants.map((v) => v.variantStock);
    if (!mixed && stocks.some((s) => s <= 0) && stocks.some((s) => s > 0)) mixed = p;
    if (!inStock && stocks.every((s) => s > 0) && p.basePrice > p.price) inStock = p;
  }
  if (!mixed || !inStock) throw new Error('the demo catalogue lacks the products these tests need');
  return { mixed, inStock };
}

const stockLine = (page: Page) => page.getByTestId('stock-line');

describe('product page', () => {
  let browser: Browser;
  let mixed: ProductDetail;
  let inStock: ProductDetail;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ mixed, inStock } = await findProducts());
  });
  afterAll(() => browser?.close());

  it('is rendered on the server with its name, price, JSON-LD and a 404 for a missing product', async () => {
    const res = await fetch(`${baseUrl()}/product/${inStock.productId}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(inStock.productName);
    expect(html).toContain(`₹${inStock.variants[0]!.variantPrice.toLocaleString('en-IN')}`);
    expect(html).toMatch(new RegExp(`<title>${inStock.productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(html).toContain(
      `<link rel="preload" href="${inStock.variants[0]!.images[0]}" as="image" fetchPriority="high"/>`,
    );
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)![1]!);
    // A product in shades or sizes is a ProductGroup whose variants are Products; a single one is a Product.
    const offer = {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: inStock.variants[0]!.variantPrice.toFixed(2),
      availability: 'https://schema.org/InStock',
    };
    const grouped = inStock.variants.length > 1 && inStock.variants.some((v) => v.swatch || v.size || v.packSize);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': grouped ? 'ProductGroup' : 'Product',
      name: inStock.productName,
      brand: { '@type': 'Brand', name: inStock.brandName },
    });
    const first = grouped ? ld.hasVariant[0] : ld;
    expect(first).toMatchObject({ sku: String(inStock.variants[0]!.variantId), offers: offer });
    if (grouped) expect(ld.hasVariant).toHaveLength(inStock.variants.length);
    expect(ld.image[0]).toBe(`${baseUrl()}${inStock.variants[0]!.images[0]}`);
    if (inStock.reviewCount > 0) expect(ld.aggregateRating.reviewCount).toBe(inStock.reviewCount);

    expect((await fetch(`${baseUrl()}/product/99999999`)).status).toBe(404);
  });

  it('keeps the JSON-LD the server wrote through hydration and a change of variant (the browser has no code for it)', async () => {
    const html = await (await fetch(`${baseUrl()}/product/${mixed.productId}`)).text();
    const served = html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)![1]!;
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, `/product/${mixed.productId}`);
    const ld = page.locator('script[type="application/ld+json"]');
    expect(await ld.count()).toBe(1);
    expect(await ld.textContent()).toBe(served);
    const i = mixed.variants.findIndex((v) => v.variantStock > 0);
    await page.getByTestId('variant-option').nth(i).click();
    expect(await page.getByTestId('variant-chip').innerText()).toBe(mixed.variants[i]!.variantName);
    expect(await ld.count()).toBe(1);
    expect(await ld.textContent()).toBe(served);
    await page.close();
  });

  it('sends six cards a strip in its HTML and adds the rest once the strip has hydrated', async () => {
    const html = await (await fetch(`${baseUrl()}/product/${inStock.productId}`)).text();
    const strip = (name: string) => html.slice(html.indexOf(`id="scroller-${name}"`)).split('</section>')[0]!;
    const explore = (await api<{ items: unknown[] }>('/products/explore')).items;
    expect(explore.length).toBeGreaterThan(6);
    for (const name of ['related-products', 'more-to-explore'])
      expect(strip(name).match(/data-testid="product-card"/g)?.length ?? 0).toBeLessThanOrEqual(6);
    expect(strip('more-to-explore').match(/data-testid="product-card"/g)).toHaveLength(6);

    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, `/product/${inStock.productId}`);
    const section = page.getByRole('region', { name: 'More to Explore' });
    await section.scrollIntoViewIfNeeded();
    const cards = section.getByTestId('product-card');
    await cards.nth(6).waitFor({ state: 'attached' });
    expect(await cards.count()).toBe(explore.length);
    await page.close();
  });

  it('shows the spec texts: breadcrumb, chips, rating, price, Save x%, delivery, stock, options, features', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto(`/product/${inStock.productId}`);
    const v = inStock.variants[0]!;
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await crumbs.getByRole('link', { name: inStock.categoryName }).getAttribute('href')).toBe(
      `/category/${inStock.categoryId}`,
    );
    expect(await crumbs.innerText()).toContain(inStock.productName);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(inStock.productName);
    expect(await page.getByTestId('variant-chip').innerText()).toBe(v.variantName);
    expect(await page.getByRole('link', { name: inStock.brandName, exact: true }).first().getAttribute('href')).toBe(
      `/brand/${inStock.brandId}`,
    );
    const text = await page.locator('main').innerText();
    expect(text).toContain(`(${v.avgRating} out of 5)`);
    if (v.variantBasePrice > v.variantPrice) expect(text).toContain(`Save ${v.variantDiscount}%`);
    expect(text).toContain(v.variantDeliverytype);
    expect(await stockLine(page).innerText()).toBe(`${v.variantStock} in stock`);
    expect(text).toContain(`Available Options (${inStock.variants.length} options)`);
    expect(await page.getByRole('heading', { name: 'Key Features' }).isVisible()).toBe(true);
    for (const f of v.variantHighlightedInformation) expect(text).toContain(f);
    expect(await page.getByRole('heading', { name: 'Description' }).isVisible()).toBe(true);
    await page.getByTestId('product-description').waitFor();
    expect(await page.getByRole('heading', { name: 'Related Products' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'More to Explore' }).isVisible()).toBe(true);
    expect(await page.getByTestId('add-to-cart').innerText()).toBe('Add to Cart');
    // Gallery: thumbnails (at most 4), arrows.
    const thumbs = await page.getByRole('button', { name: /^View image \d$/ }).count();
    expect(thumbs).toBe(Math.min(4, v.images.length));
    if (v.images.length > 1) {
      await page.getByRole('button', { name: 'Next image' }).click();
      expect(await page.getByTestId('product-gallery').getAttribute('data-index')).not.toBe(null);
    }
    await page.close();
  });

  it('disables out-of-stock variants and switches variant, resetting the chip, price and stock line', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, `/product/${mixed.productId}`);
    const options = page.getByTestId('variant-option');
    for (const [i, v] of mixed.variants.entries()) {
      expect(await options.nth(i).isDisabled()).toBe(v.variantStock <= 0);
    }
    const first = mixed.variants[0]!;
    if (first.variantStock <= 0) {
      expect(await stockLine(page).innerText()).toBe('Out of stock');
      expect(await page.getByTestId('add-to-cart').innerText()).toBe('Out of Stock');
      expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
    }
    const i = mixed.variants.findIndex((v) => v.variantStock > 0);
    const target = mixed.variants[i]!;
    await options.nth(i).click();
    // Named variants are toggle buttons, shades and sizes radios.
    expect(await options.nth(i).evaluate((el) => el.ariaPressed ?? el.ariaChecked)).toBe('true');
    expect(await page.getByTestId('variant-chip').innerText()).toBe(target.variantName);
    expect(await stockLine(page).innerText()).toBe(`${target.variantStock} in stock`);
    expect(await page.getByTestId('add-to-cart').innerText()).toBe('Add to Cart');
    expect(await page.getByTestId('product-gallery').getAttribute('data-index')).toBe('0');
    await page.close();
  });

  it('sends an anonymous shopper to /auth with the toast on Add to Cart, and asks them to log in for the wishlist', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, `/product/${inStock.productId}`);
    await page.getByTestId('wishlist-toggle').click();
    await page.getByText('Please login to use wishlist').waitFor();
    await gotoHydrated(page, `/product/${inStock.productId}`);
    await page.getByTestId('add-to-cart').click();
    await page.getByText('Please login to add items to cart').waitFor();
    // Sign-in remembers the product, to come back to it afterwards.
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/product/${inStock.productId}`);
    await page.close();
  });

  it('adds to the cart when signed in: Adding..., the toast, Already in Cart, and the badge', async () => {
    // A shopper of this test alone: their cart starts empty, so the button must start as Add to Cart.
    const token = await signInToken(shopperPhone(107), TEST_OTP);
    const page = await openPage(browser, DESKTOP, { authToken: token });
    const before = await api<{ itemCount: number }>('/cart/count', { token });
    const v = inStock.variants[0]!;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v4/cart/add', async (r) => {
      await held;
      await r.continue();
    });
    // A click before hydration would reach no handler: wait for React, then for the button's live state.
    await gotoHydrated(page, `/product/${inStock.productId}`);
    const button = page.getByTestId('add-to-cart');
    await page.waitForFunction(() => {
      const b = document.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]');
      return b?.textContent === 'Add to Cart' && !b.disabled;
    });
    await button.click();
    // The request is held, so the pending state lasts until release(); the query library shows it a tick later.
    await page.waitForFunction(() => {
      const b = document.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]');
      return b?.textContent === 'Adding...' && b.disabled;
    });
    release();
    await page.getByText('Item added to cart!').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="add-to-cart"]')?.textContent === 'Already in Cart',
    );
    const after = await api<{ itemCount: number }>('/cart/count', { token });
    expect(after.itemCount).toBe(before.itemCount + 1);
    await page.waitForFunction(
      (n) =>
        document.querySelector('[data-testid="cart-button"]')?.getAttribute('aria-label') ===
        `Cart, ${n} ${n === 1 ? 'item' : 'items'}`,
      after.itemCount,
    );
    // The wishlist toggle flips for a signed-in shopper.
    await page.getByTestId('wishlist-toggle').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="wishlist-toggle"]')?.getAttribute('aria-pressed') === 'true',
    );
    expect(v.variantId).toBeGreaterThan(0);
    await page.close();
  });

  it('shows the loading skeleton while the answer is on its way, and the error box with Retry when it fails', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto('/about');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(DETAIL, async (r) => {
      await held;
      await r.continue();
    });
    await clientNavigate(page, `/product/${mixed.productId}`);
    await page.getByTestId('product-skeleton').waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: mixed.productName }).waitFor();
    await page.unroute(DETAIL);

    await page.route(DETAIL, (r) =>
      r.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'x' }),
      }),
    );
    await clientNavigate(page, `/product/${inStock.productId}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Server error. Please try again later.' });
    await alert.waitFor({ timeout: 20_000 });
    await page.unroute(DETAIL);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: inStock.productName }).waitFor();
    await page.close();
  });

  it('checks delivery to a pincode', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, `/product/${inStock.productId}`);
    const input = page.getByLabel('Pincode');
    await input.fill('4000');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText('Pincode must be 6 digits').waitFor();
    await input.fill('400001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText(/Delivery available to Mumbai, Maharashtra\. Get it by/).waitFor();
    await input.fill('999999');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByText('Please enter a valid pincode.').waitFor();
    await page.close();
  });

  it('has no serious accessibility violations, and looks right at 390 and 1280 px', async () => {
    for (const [viewport, name] of [
      [PHONE, 'product-390'],
      [DESKTOP, 'product-1280'],
    ] as const) {
      const page = await openPage(browser, viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/product/${inStock.productId}`, { waitUntil: 'networkidle' });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.mouse.move(viewport.width / 2, 300);
      await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
      await page.close();
    }
  }, 240_000);
});
