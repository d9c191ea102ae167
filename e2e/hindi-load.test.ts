import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE } from './browser';
import { gotoHydrated, storePagePaths } from './page-helpers';

const DEVANAGARI = /[\u0900-\u097f]/u;
const SWITCHER_FAMILY = 'Noto Sans Devanagari Switcher';

/** The document's head as the server sends it. */
async function headOf(path: string): Promise<string> {
  const res = await fetch(new URL(path, baseUrl()));
  expect(res.status).toBe(200);
  const html = await res.text();
  return html.slice(0, html.indexOf('</head>'));
}

/** The modules a page starts after its largest paint: the list its module starter is given (modules-after-paint.ts). */
function startedModules(html: string): string[] {
  const list = /\}\)\((\[[^\]]*\]),\[.*?\]\);<\/script>/.exec(html);
  expect(list, 'the module starter').not.toBeNull();
  return JSON.parse(list![1]!) as string[];
}

/** The document as the server sends it. */
async function documentOf(path: string): Promise<string> {
  const res = await fetch(new URL(path, baseUrl()));
  expect(res.status).toBe(200);
  return res.text();
}

/** Font files the page asked for while it was open. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font' || req.url().endsWith('.woff2')) fonts.push(new URL(req.url()).pathname);
  });
  return fonts;
}

/**
 * The switcher's face as the page's font set has it, once every font the page uses has settled. The page's starter
 * adds its late fonts once the ones in use have arrived (lib/modules-after-paint/late-fonts.ts): waited for first.
 */
const switcherFace = async (page: Page) => {
  await page.waitForFunction((family) => {
    let added = false;
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === family) added = true;
    });
    return added;
  }, SWITCHER_FAMILY);
  return page.evaluate(async (family) => {
    await document.fonts.ready;
    let found: { status: string; display: string } | null = null;
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === family) found = { status: face.status, display: face.display };
    });
    return found;
  }, SWITCHER_FAMILY);
};

describe('Hindi pages load their texts early; English pages draw the switcher in Devanagari', () => {
  let paths: { home: string; product: string };
  let browser: Browser;
  beforeAll(async () => {
    const [home, , product] = await storePagePaths(baseUrl());
    paths = { home: home!, product: product! };
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("names the Hindi chunk with a Hindi page's other modules, and never on an English page", async () => {
    for (const path of ['/hi', `/hi${paths.product}`]) {
      const hindi = startedModules(await documentOf(path)).filter((href) => href.includes('hindi-halves'));
      expect(hindi, path).toHaveLength(1);
      // The file exists and holds the Hindi texts.
      const chunk = await fetch(new URL(hindi[0]!, baseUrl()));
      expect(chunk.status).toBe(200);
      expect(await chunk.text()).toMatch(DEVANAGARI);
    }
    for (const path of [paths.home, paths.product]) {
      const html = await documentOf(path);
      expect(startedModules(html).length, path).toBeGreaterThan(3);
      expect(html, path).not.toContain('hindi-halves');
    }
  });

  it('fetches the Hindi chunk once on a Hindi first load, with the other modules, not after entry.client runs', async () => {
    // entry.client runs only once every module the starter names has arrived. Imported by entry.client alone, the
    // chunk would be asked for after that; asked for with the others, it is asked for before the last of them has
    // arrived. (Measured against entry.client's own arrival, a loaded machine could finish that first request
    // before the starter's tenth was sent.)
    const others = new Set(
      startedModules(await documentOf('/hi'))
        .filter((href) => !href.includes('hindi-halves'))
        .map((href) => new URL(href, baseUrl()).pathname),
    );
    const page = await openPage(browser, PHONE);
    const cdp = await page.context().newCDPSession(page);
    const hindiAsked: number[] = [];
    const otherRequests = new Set<string>();
    let lastOtherArrived = Number.NEGATIVE_INFINITY;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.includes('hindi-halves')) hindiAsked.push(event.timestamp);
      if (others.has(new URL(event.request.url).pathname)) otherRequests.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (otherRequests.has(event.requestId)) lastOtherArrived = Math.max(lastOtherArrived, event.timestamp);
    });
    await cdp.send('Network.enable');
    await gotoHydrated(page, '/hi');
    expect(hindiAsked).toHaveLength(1);
    expect(otherRequests.size).toBe(others.size);
    expect(hindiAsked[0]).toBeLessThan(lastOtherArrived);
    await page.context().close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])("draws the English header's 'हिन्दी' in its own small font at %s width", async (_, viewport) => {
    const page = await openPage(browser, viewport);
    const fonts = fontRequests(page);
    await gotoHydrated(page, paths.home);
    const switcher = page.getByRole('banner').getByRole('link', { name: 'हिन्दी' });
    await switcher.waitFor();
    expect(await switcher.evaluate((el) => getComputedStyle(el).fontFamily)).toContain(SWITCHER_FAMILY);
    expect(await switcherFace(page)).toEqual({ status: 'loaded', display: 'swap' });
    expect(fonts.filter((f) => f.includes('devanagari-switcher'))).toHaveLength(1);
    expect(fonts.filter((f) => f.includes('devanagari-store'))).toEqual([]);
    // Not in the head: the starter asks for it after the largest paint, so the first paint never waits on it.
    expect(await headOf(paths.home)).not.toContain('devanagari-switcher');
    await page.context().close();
  });

  it("leaves a Hindi page's switcher ('English') without it", async () => {
    const page = await openPage(browser, PHONE);
    const fonts = fontRequests(page);
    await gotoHydrated(page, '/hi');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).waitFor();
    expect(await switcherFace(page)).toEqual({ status: 'unloaded', display: 'swap' });
    expect(fonts.filter((f) => f.includes('devanagari-switcher'))).toEqual([]);
    await page.context().close();
  });
});
