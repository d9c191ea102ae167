import { join } from 'node:path';
import { storePaths } from '@shringar/contracts/store-paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-flags';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { type StockedVariant, stockedVariants } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import { arrangeShopper, continueToPayment, openCheckout } from './checkout-helpers';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

/** Opens the home page and waits until the service worker controls it (it registers once the page is quiet). */
async function openControlled(page: Page) {
  await gotoHydrated(page, storePaths.home);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Whether the worker's caches hold an answer for the path. */
const kept = (page: Page, path: string) => page.evaluate(async (p) => (await caches.match(p)) !== undefined, path);

/**
 * Waits until the worker has kept an answer for the path. Polled from here: `page.waitForFunction` cannot wait on
 * the asynchronous Cache API (it takes the predicate's promise itself as truthy and returns at once).
 */
const untilKept = (page: Page, path: string) =>
  expect.poll(() => kept(page, path), { timeout: 30_000, interval: 100 }).toBe(true);

/** Sets a variant's price as the console's price edit does, signed in as catalogue staff. */
async function setPrice(staff: Page, variantId: number, price: number) {
  const res = await staff.request.fetch(`/api/v4/admin/variants/${variantId}/price`, {
    method: 'PUT',
    data: { price },
  });
  if (!res.ok()) throw new Error(`PUT price: ${res.status()} ${await res.text()}`);
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The installable store: manifest, service worker, offline reading, never keeping a shopper's pages. Phone 192. */
describe('the store as an installable app', { timeout: 120_000 }, () => {
  let browser: Browser;
  let variants: StockedVariant[];
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    variants = await stockedVariants(3, 70);
    token = await signInByApi(shopperPhone(192));
    const cart = await apiAs<{ items?: unknown[] }>(token, 'GET', '/cart');
    if (!cart.items?.length)
      await apiAs(token, 'POST', '/cart/add', {
        productId: variants[0]!.productId,
        variantId: variants[0]!.variantId,
        quantity: 1,
      });
  });
  afterAll(() => browser?.close());

  it('serves a valid manifest, and Chromium finds the store installable once its worker is active', async () => {
    const res = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as { name: string; start_url: string; display: string; icons: object[] };
    expect(manifest).toMatchObject({ name: 'Shringar', start_url: '/', display: 'standalone', theme_color: '#b32a56' });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    // Chromium never offers installing from an incognito profile (a fresh browser context is one): a profile
    // on disk, as a shopper's browser has.
    const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: PHONE,
      baseURL: baseUrl(),
    });
    try {
      const page = await context.newPage();
      const cspReports: string[] = [];
      page.on('console', (m) => /Content Security Policy/i.test(m.text()) && cspReports.push(m.text()));
      await openControlled(page);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      expect(await kept(page, '/offline')).toBe(true);
      // The page's policy lets the manifest and the worker load.
      expect(cspReports).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('shows a visited product page offline, and an unvisited one as the offline page with the cart count', async () => {
    const page = await openPage(browser, PHONE, { authToken: token });
    try {
      await openControlled(page);
      const visited = storePaths.product(variants[1]!.productId);
      await gotoHydrated(page, visited);
      await untilKept(page, visited);
      // The header's cart count went through the worker, which noted its number for the offline page.
      await untilKept(page, '/offline-state/cart-count');

      await page.context().setOffline(true);
      await page.goto(visited);
      await see(page, variants[1]!.productName);

      await page.goto(storePaths.product(variants[2]!.productId));
      await see(page, "You're offline");
      await see(page, /Your cart has \d+ items?, kept for when you are back online\./);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, 'offline-page-390.png') });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: join(SCREENSHOTS, 'offline-page.png') });
    } finally {
      await page.context().close();
    }
  });

  it('never keeps a shopper’s own page: offline, /profile is the offline page', async () => {
    const page = await openPage(browser, PHONE, { authToken: token });
    try {
      await openControlled(page);
      await gotoHydrated(page, storePaths.profile);
      expect(await kept(page, storePaths.profile)).toBe(false);
      await page.context().setOffline(true);
      await page.goto(storePaths.profile);
      await see(page, "You're offline");
    } finally {
      await page.context().close();
    }
  });

  it('shows a console price change on the next online visit of a kept page', async () => {
    const variant = variants[1]!;
    const staff = await openPage(browser, DESKTOP);
    await acceptInvitation(
      staff,
      await inviteByOwner(staffEmail('catalogue'), 'Kavya Rao', 'catalogue'),
      'prices change at nine daily',
    );
    await see(staff, 'Hello, Kavya Rao', 30_000);
    const page = await openPage(browser, PHONE);
    try {
      await openControlled(page);
      const path = storePaths.product(variant.productId);
      await gotoHydrated(page, path);
      await untilKept(page, path);
      const changed = variant.price - 7;
      await setPrice(staff, variant.variantId, changed);
      try {
        await gotoHydrated(page, path);
        await see(page, rupees(changed));
      } finally {
        await setPrice(staff, variant.variantId, variant.price);
      }
    } finally {
      await page.context().close();
      await staff.context().close();
    }
  });

  it('says at payment that it is offline, and pays only once back online', async () => {
    const { token: buyer } = await arrangeShopper(192);
    const page = await openCheckout(browser, PHONE, buyer);
    try {
      await continueToPayment(page);
      const pay = page.getByTestId('pay-button');
      expect(await pay.isEnabled()).toBe(true);
      await page.context().setOffline(true);
      await page.getByTestId('offline-notice').waitFor();
      expect(await page.getByTestId('offline-notice').textContent()).toContain("You're offline.");
      expect(await pay.isDisabled()).toBe(true);
      await page.context().setOffline(false);
      await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
      expect(await pay.isEnabled()).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('offers installing in a small banner from the second visit, and remembers Not now', async () => {
    const page = await openPage(browser, PHONE);
    try {
      await openControlled(page);
      // A second visit (a new session on this device), then the browser's install offer.
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await page.waitForFunction(() => localStorage.getItem('storeVisits') === '2', undefined, { timeout: 30_000 });
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
        });
        dispatchEvent(offer);
      });
      const banner = page.getByRole('complementary', { name: 'Install the app' });
      await banner.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, 'install-banner-390.png') });
      await banner.getByRole('button', { name: 'Not now' }).click();
      await banner.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('installBannerDismissed'))).toBe('1');
    } finally {
      await page.context().close();
    }
  });
});
