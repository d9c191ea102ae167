import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './browser';
import { gotoHydrated } from './page-helpers';

type ManifestRoute = { module: string; imports?: string[] };

/** The product route's chunk and imports as the router knows them once the page's links have been discovered. */
async function productRoute(page: Page): Promise<ManifestRoute> {
  const route = await page.waitForFunction(() => {
    const routes = (window as unknown as { __reactRouterManifest: { routes: Record<string, ManifestRoute> } })
      .__reactRouterManifest.routes;
    return routes['routes/store/product'] ?? null;
  });
  return (await route.jsonValue()) as ManifestRoute;
}

/** Of these files, the ones the page has not loaded yet. */
async function notLoaded(page: Page, hrefs: string[]): Promise<string[]> {
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  return hrefs.filter((href) => !loaded.some((url) => new URL(url).pathname === href));
}

/**
 * A navigation to a page whose code is not loaded yet asks for the route's chunk and every chunk it imports at
 * once (vite/lean-router.plugin.ts), not the chunk first and its imports only once it has arrived: on a phone each
 * level of that chain was a round trip before the page could even ask for its data.
 */
describe("a navigation loads a route's chunk and its imports together", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Category to Product: the product chunk imports are asked for while the chunk itself is still on its way', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/category/1');
    const card = page.locator('main a[href*="/product/"]').first();
    await card.waitFor();
    // The links on the page have made the router discover the product route: its chunk and imports are known.
    const { module, imports = [] } = await productRoute(page);
    const missing = await notLoaded(page, imports);
    // Product has texts and page parts of its own that Category never loads: something must be asked for.
    expect(missing.length, `imports of ${module}: ${imports.join(', ')}`).toBeGreaterThan(0);

    // The route's own chunk is held back until each of those imports has been asked for; without the preload
    // they would only be asked for once it had arrived, and the page would never come.
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    let releaseChunk!: () => void;
    const allAsked = new Promise<void>((resolve) => (releaseChunk = resolve));
    page.on('request', () => {
      if (missing.every((href) => requested.has(href))) releaseChunk();
    });
    let heldUntilImportsAsked = false;
    await page.route(`**${module}`, async (handle) => {
      const timedOut = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000));
      heldUntilImportsAsked = (await Promise.race([allAsked.then(() => 'asked' as const), timedOut])) === 'asked';
      await handle.continue();
    });

    const listingTitle = await page.locator('main h1').first().innerText();
    await card.click();
    await page.waitForURL(/\/product\//);
    await page.waitForFunction((title) => {
      const heading = document.querySelector('main h1')?.textContent ?? '';
      return heading !== '' && heading !== title;
    }, listingTitle);
    expect(heldUntilImportsAsked, `asked: ${[...requested].join(', ')}`).toBe(true);
    await page.close();
  });

  it('on a desktop, a pointer resting on a product card fetches the product page and its code before the click', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/category/1');
    const card = page.locator('main a[href*="/product/"]').first();
    await card.waitFor();
    const { module, imports = [] } = await productRoute(page);
    const asked = (href: string) => page.waitForRequest((request) => new URL(request.url()).pathname === href);
    const chunkAsked = asked(module);
    const missing = await notLoaded(page, imports);
    expect(missing.length).toBeGreaterThan(0);
    const importsAsked = missing.map(asked);
    await card.hover();
    // Asked for while the pointer rests there, with no click.
    await chunkAsked;
    await Promise.all(importsAsked.map((request, i) => request.catch(() => expect.fail(`${missing[i]} not asked`))));
    expect(new URL(page.url()).pathname).toBe('/category/1');
    await page.close();
  });
});
