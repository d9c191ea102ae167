import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { gotoHydrated, see, waitForHydration } from './page-helpers';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

/** The page's language links: canonical and each hreflang alternate, by hreflang. */
const headLinks = (page: Page) =>
  page.evaluate(() => ({
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')).map((l) => [
        l.hreflang,
        l.getAttribute('href'),
      ]),
    ),
  }));

/** Font files the page asked for while it was open. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font' || req.url().endsWith('.woff2')) fonts.push(req.url());
  });
  return fonts;
}

/** Requests for the dictionaries' Hindi halves (vite/hindi-halves.plugin.ts: one chunk, Hindi pages only). */
function hindiChunkRequests(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('hindi-halves')) chunks.push(req.url());
  });
  return chunks;
}

/** Hydration mismatches and Hindi texts read before their chunk arrived, thrown or logged by the page. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (/hydrat|#41[89]|#42[35]|Hindi texts of/i.test(text)) errors.push(text);
  };
  page.on('pageerror', (error) => keep(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
  return errors;
}

/** The Hindi storefront at 390 px: home → category → product in Hindi, the switcher, hreflang, the font. */
describe('the store in Hindi', { timeout: 120_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('walks home → category → product in Hindi, prices in ₹, with lang, hreflang, canonical and its font', async () => {
    const page = await openPage(browser, PHONE);
    const fonts = fontRequests(page);
    const errors = hydrationErrors(page);
    await gotoHydrated(page, '/hi');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(errors).toEqual([]);
    await see(page, 'श्रेणियाँ देखें');
    await see(page, 'सबसे ज़्यादा बिकने वाले');
    expect(await headLinks(page)).toEqual({
      canonical: `${baseUrl()}/hi`,
      alternates: { en: `${baseUrl()}/`, hi: `${baseUrl()}/hi`, 'x-default': `${baseUrl()}/` },
    });
    expect(fonts.some((url) => url.includes('devanagari-store'))).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: join(SCREENSHOTS, 'hindi-home-phone.png'), fullPage: true });

    // A category tile keeps the language.
    await page.locator('main a[href^="/hi/category/"]').first().click();
    await page.waitForURL(/\/hi\/category\/\d+$/);
    await see(page, /के उत्पाद$/);
    await page.getByRole('button', { name: 'फ़िल्टर', exact: true }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hi');

    // So does a product card.
    await page.locator('main a[href^="/hi/product/"]').first().click();
    await page.waitForURL(/\/hi\/product\/\d+/);
    await see(page, 'सभी टैक्स शामिल');
    await expect.poll(() => page.getByTestId('add-to-cart').textContent()).toMatch(/कार्ट में डालें|स्टॉक खत्म|कार्ट में है/);
    const price = await page
      .locator('main')
      .getByText(/^₹[\d,]+(\.\d\d)?$/)
      .first()
      .textContent();
    expect(price).toMatch(/^₹\d{1,3}(,\d\d)*(,\d{3})?(\.\d\d)?$|^₹\d{1,3}$/);
    const productPath = new URL(page.url()).pathname;
    const { alternates } = await headLinks(page);
    expect(alternates).toEqual({
      en: `${baseUrl()}${productPath.slice(3)}`,
      hi: `${baseUrl()}${productPath}`,
      'x-default': `${baseUrl()}${productPath.slice(3)}`,
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: join(SCREENSHOTS, 'hindi-product-phone.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches language on the same page both ways, remembers the choice, and keeps English pages off the font', async () => {
    const page = await openPage(browser, PHONE);
    const fonts = fontRequests(page);
    const hindiChunks = hindiChunkRequests(page);
    const errors = hydrationErrors(page);
    await gotoHydrated(page, '/shop');
    const product = await page.locator('main a[href^="/product/"]').first().getAttribute('href');
    const productPath = product!.split('?')[0]!;
    await gotoHydrated(page, productPath);
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    await see(page, 'Inclusive of all taxes');
    expect(fonts.filter((url) => url.includes('devanagari-store'))).toEqual([]);
    expect(hindiChunks).toEqual([]);

    // A client navigation into /hi fetches the Hindi halves before it renders.
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL((url) => url.pathname === `/hi${productPath}`);
    await see(page, 'सभी टैक्स शामिल');
    expect(await page.getAttribute('html', 'lang')).toBe('hi');
    expect(hindiChunks).toHaveLength(1);
    expect(errors).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === productPath);
    await see(page, 'Inclusive of all taxes');
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');

    // The choice is remembered: back to Hindi, then the English front door opens the Hindi one.
    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL((url) => url.pathname === `/hi${productPath}`);
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForURL((url) => url.pathname === '/hi');
    await see(page, 'श्रेणियाँ देखें');
    await page.context().close();
  });
});
