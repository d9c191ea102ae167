import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage } from './browser';
import { gotoHydrated, storePagePaths } from './page-helpers';

/**
 * The server's HTML and the browser's first render must agree: React reports a mismatch (or any failure while
 * hydrating) as an error in the console or an uncaught page error, and then renders the page again in the
 * browser. The server render is tuned for speed (one buffer, fixed icons), so this holds it to its markup.
 */
describe('server-rendered store pages hydrate cleanly', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Home, Category and Product log no error and no warning while hydrating', async () => {
    for (const path of await storePagePaths(baseUrl())) {
      const page = await openPage(browser, DESKTOP);
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${path}: ${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`${path}: uncaught: ${e.message}`));
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
