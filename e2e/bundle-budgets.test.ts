import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { clientDir, measureFirstLoad } from '../bench/lib/first-load';
import { scriptsUntilIdle } from '../bench/lib/scripts-until-idle';
import { baseUrl, launchBrowser, openPage, PHONE } from './browser';
import { storePagePaths } from './page-helpers';

/**
 * The storefront build against bench/budgets.json's `bundles`: first-load JavaScript per page (gzipped, the
 * same measure as bench/first-load-js.ts), one stylesheet shared by every page, one font file within its
 * budget, no Zod or DOMPurify anywhere in the browser's files, and no toast library in any page's first load. Runs on the production build (npm test builds
 * it before the e2e project).
 *
 * The first-load figure is read from the build's manifest and misses what a page fetches once it runs (a chunk
 * imported on hydration); `untilIdleJsGzipKb` is the phone's real bill: every script Chromium asks for while
 * opening the page, until the network is idle.
 */
type Bundles = {
  issueTargetKb: number;
  firstLoadJsGzipKb: Record<string, number>;
  untilIdleJsGzipKb: Record<string, number>;
  fontKb: number;
  maxFontFiles: number;
  neverInBrowser: Record<string, string>;
  neverInFirstLoad: Record<string, string>;
};
const { bundles } = JSON.parse(readFileSync(join(import.meta.dirname, '../bench/budgets.json'), 'utf8')) as {
  bundles: Bundles;
};
const assets = join(clientDir, 'assets');
const assetText = (file: string) => readFileSync(join(clientDir, file), 'utf8');

describe('bundle budgets', () => {
  const sizes = measureFirstLoad();

  it.each(Object.entries(bundles.firstLoadJsGzipKb))('%s loads at most %s kB of JavaScript, gzipped', (page, kb) => {
    expect(sizes[page], `no measure for ${page}`).toBeDefined();
    expect(sizes[page]!.gzipBytes / 1024).toBeLessThanOrEqual(kb);
  });

  // The phone's budget for the store's four main pages (issue 29): their ceilings may not drift above it.
  it.each(['Home', 'Category', 'Product', 'Search'])('%s stays within the store pages’ target', (page) => {
    expect(bundles.firstLoadJsGzipKb[page]).toBeLessThanOrEqual(bundles.issueTargetKb);
    expect(bundles.untilIdleJsGzipKb[page]).toBeLessThanOrEqual(bundles.issueTargetKb);
  });

  // One stylesheet, the store's, linked by every page: the browser keeps it across pages, so no page waits on a
  // sheet of its own before it paints (docs/decisions.md, "The stylesheet linked again").
  it('links the same one stylesheet on every page', () => {
    const linked = Object.keys(bundles.firstLoadJsGzipKb).map((page) => sizes[page]!.stylesheets);
    expect(linked[0]).toHaveLength(1);
    for (const sheets of linked) expect(sheets).toEqual(linked[0]);
  });

  it('ships its font files (Inter, the Devanagari subset, the switcher word) within their budgets', () => {
    const fonts = readdirSync(assets).filter((f) => /\.(woff2?|ttf|otf)$/.test(f));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.length).toBeLessThanOrEqual(bundles.maxFontFiles);
    for (const font of fonts) expect(statSync(join(assets, font)).size / 1024).toBeLessThanOrEqual(bundles.fontKb);
  });

  it('has no Zod or DOMPurify in any file the browser may load', () => {
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const [library, marker] of Object.entries(bundles.neverInBrowser))
      for (const file of scripts)
        expect(assetText(`/assets/${file}`).includes(marker), `${library} in ${file}`).toBe(false);
  });

  it('loads toasts only when one is shown, never with a page', () => {
    for (const [page, { list }] of Object.entries(sizes))
      for (const line of list) {
        const file = line.split(' ')[0]!;
        for (const [library, marker] of Object.entries(bundles.neverInFirstLoad))
          expect(assetText(file).includes(marker), `${page} loads ${library} in ${file}`).toBe(false);
      }
  });

  describe('every script a store page loads until the network is idle', () => {
    let browser: Browser;
    let paths: Record<string, string>;
    beforeAll(async () => {
      browser = await launchBrowser();
      const [home, category, product] = await storePagePaths(baseUrl());
      paths = { Home: home!, Category: category!, Product: product!, Search: '/search?q=lipstick' };
    });
    afterAll(async () => {
      await browser?.close();
    });

    it.each(Object.entries(bundles.untilIdleJsGzipKb))('%s: at most %s kB gzipped', async (name, kb) => {
      const page = await openPage(browser, PHONE);
      try {
        const loaded = await scriptsUntilIdle(page, paths[name]!);
        console.log(`${name}: ${(loaded.gzipBytes / 1024).toFixed(1)} kB in ${loaded.files.length} scripts until idle`);
        expect(loaded.files.length).toBeGreaterThan(5);
        expect(loaded.gzipBytes / 1024, loaded.files.join('\n')).toBeLessThanOrEqual(kb);
      } finally {
        await page.context().close();
      }
    });
  });
});
