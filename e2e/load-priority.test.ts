import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE } from './browser';
import { storePagePaths, waitForHydration } from './page-helpers';

/**
 * What a page's largest paint waits for: the HTML, the stylesheet and its LCP image, which the HTML names with
 * `fetchpriority="high"`. The JavaScript modules that hydrate the page and the web fonts that refine its text are
 * asked for only once that image has been painted (lib/modules-after-paint/), so on a phone they never share the
 * connection with it; the page still hydrates from them and its text still swaps into Inter.
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
      // The page's text is in Inter by the end (the starter adds the face once it has arrived).
      await page.waitForFunction(() => {
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded') loaded = true;
        });
        return loaded;
      });
      const { paints, firstModuleAt, firstFontAt } = await page.evaluate(() => {
        const firstOf = (ending: string) =>
          Math.min(
            ...performance
              .getEntriesByType('resource')
              .filter((r) => new URL(r.name).pathname.endsWith(ending))
              .map((r) => r.startTime),
          );
        return {
          paints: (window as unknown as { largestPaints: { url: string; at: number }[] }).largestPaints,
          firstModuleAt: firstOf('.js'),
          firstFontAt: firstOf('.woff2'),
        };
      });
      const heroPaint = paints.find((p) => new URL(p.url, baseUrl()).pathname === new URL(hero!, baseUrl()).pathname);
      expect(heroPaint, `${path}: ${JSON.stringify(paints)}`).toBeTruthy();
      expect(paints.at(-1), path).toEqual(heroPaint);
      expect(Number.isFinite(firstModuleAt), path).toBe(true);
      expect(firstModuleAt, path).toBeGreaterThan(heroPaint!.at);
      expect(Number.isFinite(firstFontAt), path).toBe(true);
      expect(firstFontAt, path).toBeGreaterThan(heroPaint!.at);
      await page.context().close();
    }
  });

  // React moves a finished Suspense boundary (the header's and footer's islands) to the end of the document once
  // 12.8 kB have gone before it, for a script to put back in timed batches; a phone then painted an empty header
  // and pushed the page down by its height (CLS 0.17 in about half of Lighthouse's runs). entry.server.tsx keeps
  // every part in place, and nothing the page does after its first paint moves what is on screen.
  it('Home, Category, Product and Search arrive in document order and do not shift on a phone', async () => {
    const paths = [...(await storePagePaths(baseUrl())), '/search?q=lipstick'];
    for (const path of paths) {
      const page = await openPage(browser, PHONE);
      await page.context().addInitScript(() => {
        const shifts: { value: number; nodes: string[] }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[])
            shifts.push({
              value: e.value,
              nodes: e.sources.map((s) => (s.node as Element | undefined)?.outerHTML.slice(0, 80) ?? ''),
            });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const html = await (await page.goto(path))!.text();
      expect(html, path).not.toMatch(/<template id="B:\d+"/);
      expect(html, path).not.toContain('$RC(');
      await waitForHydration(page);
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts,
      );
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
      await page.context().close();
    }
  });
});
