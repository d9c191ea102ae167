import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE } from './browser';
import { storePagePaths, waitForHydration } from './page-helpers';

/**
 * What a page's largest paint waits for: the HTML, the stylesheet, the font and its LCP image, which the HTML
 * names with `fetchpriority="high"`. The JavaScript modules that hydrate the page are asked for only once that
 * image has been painted (lib/modules-after-paint/), so on a phone they never share the connection with it; the
 * page still hydrates from them.
 */
describe('the largest paint goes before the modules that hydrate the page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Home, Category, Product and Search paint their high-priority image first, then load their modules', async () => {
    const paths = [...(await storePagePaths(baseUrl())), '/search?q=lipstick'];
    for (const path of paths) {
      const page = await openPage(browser, PHONE);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const priorities = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', (e) => {
        const { pathname, search } = new URL(e.request.url);
        if (!priorities.has(pathname + search)) priorities.set(pathname + search, e.request.initialPriority);
      });
      await page.context().addInitScript(() => {
        const painted: { url: string; at: number }[] = [];
        (window as unknown as { largestPaints: typeof painted }).largestPaints = painted;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { url: string })[])
            painted.push({ url: e.url, at: e.startTime });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const html = await (await page.goto(path))!.text();
      await waitForHydration(page);

      // The server's head preloads no module; its largest image is in the HTML at high priority.
      const head = html.split('</head>')[0]!;
      expect(head, path).not.toContain('modulepreload');
      expect(html, path).toMatch(/<img [^>]*fetchPriority="high"/);
      // The file the browser chose for it: an uploaded photo's srcset offers a phone-sized one instead of `src`.
      const hero = await page.evaluate(
        () => document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc ?? '',
      );
      expect(hero, path).toBeTruthy();
      const heroPath = new URL(hero, baseUrl()).pathname + new URL(hero, baseUrl()).search;
      expect(priorities.get(heroPath), `${path} ${heroPath}`).toBe('High');
      const stylesheet = /<link[^>]* rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
      expect(priorities.get(stylesheet), path).toBe('VeryHigh');

      // On a phone that image is the largest paint, and no module was asked for before it was painted.
      const { paints, firstModuleAt } = await page.evaluate(() => ({
        paints: (window as unknown as { largestPaints: { url: string; at: number }[] }).largestPaints,
        firstModuleAt: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((r) => new URL(r.name).pathname.endsWith('.js'))
            .map((r) => r.startTime),
        ),
      }));
      const heroPaint = paints.find((p) => new URL(p.url, baseUrl()).pathname === new URL(hero!, baseUrl()).pathname);
      expect(heroPaint, `${path}: ${JSON.stringify(paints)}`).toBeTruthy();
      expect(paints.at(-1), path).toEqual(heroPaint);
      expect(Number.isFinite(firstModuleAt), path).toBe(true);
      expect(firstModuleAt, path).toBeGreaterThan(heroPaint!.at);
      await page.context().close();
    }
  });
});
