import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage } from './browser';
import { storePagePaths, waitForHydration } from './page-helpers';

/**
 * What a page's first paint waits for: the HTML, the stylesheet, the font and the first image. The JavaScript
 * modules that hydrate it load beside them at low priority (lib/module-preload-priority.ts), so on a slow
 * connection they do not take the paint's bandwidth; the page still hydrates from them.
 */
describe('first-paint requests go before the modules that hydrate the page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Home, Category and Product preload their modules at low priority and the stylesheet at the highest', async () => {
    for (const path of await storePagePaths(baseUrl())) {
      const page = await openPage(browser, DESKTOP);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const priorities = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', (e) => {
        const { pathname } = new URL(e.request.url);
        if (!priorities.has(pathname)) priorities.set(pathname, e.request.initialPriority);
      });
      const html = (await (await page.goto(path))!.text()).split('</head>')[0]!;
      await waitForHydration(page);

      // The server's head (the browser adds preloads of its own later, for chunks it loads on demand).
      const preloaded = [...html.matchAll(/<link rel="modulepreload"( fetchpriority="low")? href="([^"]+)"/g)].map(
        (m) => [m[2]!, m[1] ? 'low' : null] as const,
      );
      expect(preloaded.length, path).toBeGreaterThan(5);
      for (const [module, hint] of preloaded) {
        expect(hint, `${path} ${module}`).toBe('low');
        expect(priorities.get(module), `${path} ${module}`).toBe('Low');
      }
      const stylesheet = /<link[^>]* rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
      expect(priorities.get(stylesheet), path).toBe('VeryHigh');
      await page.context().close();
    }
  });
});
