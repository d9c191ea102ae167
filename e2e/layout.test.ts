import type { CategoryGroup } from '@shringar/contracts/catalogue';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, signInToken } from './browser';
import { api } from './navigation';
import { gotoHydrated } from './page-helpers';

describe('the store layout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the promo strip, header icons and footer columns with company details from settings', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Store offers' });
    await expect(strip.getByText('Free shipping above INR 249').first().isVisible()).resolves.toBe(true);
    await expect(strip.getByText('Cash on delivery available').first().isVisible()).resolves.toBe(true);
    await expect(strip.getByText('Easy return').first().isVisible()).resolves.toBe(true);
    // One scroll cycle takes 30 s.
    const animation = await strip.locator('.animate-promo').evaluate((el) => getComputedStyle(el).animationDuration);
    expect(animation).toBe('30s');

    expect(await page.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    // Signed out, My orders signs in first and comes back to the orders.
    expect(await page.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/auth?redirectTo=%2Forders');

    const footer = page.locator('footer');
    for (const title of ['Contact', 'Explore', 'Policies & Help', 'Registered Office', 'Follow Us'])
      expect(await footer.getByRole('heading', { name: title, exact: true }).isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: 'Shop All' }).isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(await footer.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');

    const settings = await api<{ storeProfile: { legalName: string; cin: string; gstin: string; email: string } }>(
      '/settings/',
    );
    const text = await footer.innerText();
    expect(text).toContain(settings.storeProfile.legalName);
    expect(text).toContain(settings.storeProfile.cin);
    expect(text).toContain(settings.storeProfile.gstin);
    expect(text).toContain(settings.storeProfile.email);

    const policies = await api<{ id: string; title: string }[]>('/policys/');
    expect(policies.length).toBeGreaterThan(0);
    for (const p of policies)
      expect(await footer.getByRole('link', { name: p.title, exact: true }).getAttribute('href')).toBe(
        `/policy/${p.id}`,
      );
    await page.close();
  });

  it('lists every category in the dropdown, each opening its category page', async () => {
    const page = await openPage(browser, DESKTOP);
    // The header's menus wake on a press, which they can hold only once the page has hydrated.
    await gotoHydrated(page, '/');
    const categories = await api<{ categoryId: number; categoryName: string }[]>('/category/');
    await page.getByRole('button', { name: 'Categories' }).click();
    const menu = page.locator('header');
    for (const c of categories)
      expect(await menu.getByRole('link', { name: c.categoryName, exact: true }).getAttribute('href')).toBe(
        `/category/${c.categoryId}`,
      );
    await menu.getByRole('link', { name: categories[0]!.categoryName, exact: true }).click();
    // A loaded machine may take a while to fetch the category page's code and data.
    await page.waitForURL(`**/category/${categories[0]!.categoryId}`, { timeout: 60_000 });
    await page.close();
  }, 120_000);

  it('shows the floating WhatsApp button with the normalised number', async () => {
    const settings = await api<{ isWhatsappSupportActive: boolean; whatsappSupportNumber: string }>('/settings/');
    expect(settings.isWhatsappSupportActive).toBe(true);
    const page = await openPage(browser, PHONE);
    await page.goto('/');
    const href = await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).getAttribute('href');
    const digits = settings.whatsappSupportNumber.replace(/\D/g, '');
    expect(href).toBe(`https://wa.me/${digits.startsWith('91') ? digits : `91${digits}`}`);
    await page.close();
  });

  it('counts a signed-in shopper’s cart on the badge, with a spinner while the count loads and 99+ above 99', async () => {
    const token = await signInToken();
    const page = await openPage(browser, DESKTOP, { authToken: token });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v4/cart/count', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByTestId('cart-badge-loading').waitFor();
    expect(await page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Cart, loading item count');
    release();
    const label = (n: number) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`;
    const start = (await api<{ itemCount: number }>('/cart/count', { token })).itemCount;
    await page.locator(`[data-testid="cart-button"][aria-label="${label(start)}"]`).waitFor();
    expect(await page.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/profile');
    expect(await page.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/orders');

    // Fill the cart past 99 units through the API: lines of up to ten each.
    const groups = await api<CategoryGroup[]>('/products/random-from-categories?limit=10');
    let count = start;
    let checkedMiddle = false;
    for (const p of groups.flatMap((g) => g.products).filter((p) => p.stock >= 10)) {
      if (count > 99) break;
      try {
        const cart = await api<{ itemCount: number }>('/cart/add', {
          method: 'POST',
          token,
          body: { productId: p.productId, variantId: p.variantId, quantity: 10 },
        });
        count = cart.itemCount;
      } catch {
        // a variant may allow fewer per order: skip it
      }
      if (!checkedMiddle && count > 0 && count <= 99) {
        checkedMiddle = true;
        await page.reload();
        await page.locator(`[data-testid="cart-button"][aria-label="${label(count)}"]`).waitFor();
        expect(await page.getByTestId('cart-badge').innerText()).toBe(String(count));
      }
    }
    expect(checkedMiddle).toBe(true);
    expect(count).toBeGreaterThan(99);
    await page.reload();
    await page.locator(`[data-testid="cart-button"][aria-label="${label(count)}"]`).waitFor();
    expect(await page.getByTestId('cart-badge').innerText()).toBe('99+');
    await page.close();
    // Leave the shared test shopper's cart empty for the other browser tests.
    const cart = await api<{ items: { cartItemId: number }[] }>('/cart', { token });
    for (const line of cart.items) await api(`/cart/remove?cartItemId=${line.cartItemId}`, { method: 'DELETE', token });
  });

  it('sends /login to /auth and answers unknown paths with the 404 page', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.goto('/login');
    expect(new URL(page.url()).pathname).toBe('/auth');

    await page.goto('/');
    // Go Back is a button (history), which only works once the page has hydrated.
    const res = await gotoHydrated(page, '/no-such-page');
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto('/another/missing/page');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.close();
  });
});
