import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { horizontalOverflow } from './navigation';
import { apiData, gotoHydrated, see } from './page-helpers';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

type Faq = { id: number; topic: string; question: string; answer: string };

/** Help & FAQs: server-rendered groups, search, the accordion by keyboard, its states, and the links to it. */
describe('help and FAQs', () => {
  let browser: Browser;
  let faqs: Faq[];
  beforeAll(async () => {
    browser = await launchBrowser();
    faqs = await apiData<Faq[]>(baseUrl(), '/faqs');
  });
  afterAll(() => browser?.close());

  it('is rendered on the server with every question under its topic', async () => {
    const res = await fetch(`${baseUrl()}/faqs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const topic of ['Orders', 'Payments &amp; COD', 'Delivery', 'Returns &amp; Refunds', 'Wallet', 'Account'])
      expect(html).toContain(`>${topic}</h2>`);
    for (const faq of faqs) expect(html).toContain(faq.question.replace(/'/g, '&#x27;'));
  });

  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`at ${name} px: searches, opens answers by keyboard, and has no serious accessibility problems`, async () => {
      const page = await openPage(browser, viewport);
      await gotoHydrated(page, '/faqs');
      await see(page, 'Help & FAQs');
      const topics = await page.locator('main section h2').allTextContents();
      expect(topics).toEqual([...new Set(faqs.map((f) => f.topic))]);

      // The accordion by keyboard: Tab reaches the first question, Enter opens it, Space closes it, arrows move.
      const first = page.getByRole('button', { name: faqs[0]!.question });
      await first.focus();
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
      await page.keyboard.press('Enter');
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByRole('region', { name: faqs[0]!.question }).getByText(faqs[0]!.answer).waitFor();
      await page.keyboard.press('Space');
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
      await page.keyboard.press('ArrowDown');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(faqs[1]!.question);
      await page.keyboard.press('End');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(faqs.at(-1)!.question);
      await page.keyboard.press('Home');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(faqs[0]!.question);

      // Search narrows to the matching questions, across question and answer text.
      const search = page.getByLabel('Search FAQs');
      await search.fill('cash on delivery');
      const shown = page.locator('[data-faq-question]');
      const expected = faqs.filter((f) =>
        `${f.topic} ${f.question} ${f.answer}`.toLowerCase().includes('cash on delivery'),
      );
      await page.waitForFunction((n) => document.querySelectorAll('[data-faq-question]').length === n, expected.length);
      expect(await shown.allTextContents()).toEqual(expected.map((f) => f.question));
      await see(page, `${expected.length} matching questions`);
      await shown.first().click();
      await page.getByText(expected[0]!.answer).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await search.fill('');
      await page.screenshot({ path: join(SCREENSHOTS, `faqs-${name}.png`), fullPage: true });

      await search.fill('teleportation');
      await see(page, 'No matching questions');
      await page.getByRole('button', { name: 'Clear Search' }).click();
      await expect(shown.count()).resolves.toBe(faqs.length);
      await page.context().close();
    });
  }

  it('shows loading, then an error with Try Again, then the questions; and says when there are none', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/about');
    let answer: 'fail' | 'empty' | 'real' = 'fail';
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v4/faqs', async (route) => {
      await held;
      if (answer === 'fail')
        return route.fulfill({ status: 503, json: { success: false, message: 'down', code: 'UNAVAILABLE' } });
      if (answer === 'empty') return route.fulfill({ json: { success: true, message: 'OK', data: [] } });
      return route.continue();
    });
    // A client-side visit fetches the questions in the browser: the skeleton shows meanwhile.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help & FAQs' }).click();
    await page.waitForURL('**/faqs');
    await page.getByLabel('Loading FAQs').waitFor();
    release();
    await page.getByRole('alert').getByText('Failed to load FAQs').waitFor();
    await see(page, 'Server error. Please try again later.');
    answer = 'empty';
    await page.getByRole('button', { name: 'Try Again' }).click();
    await see(page, 'No FAQs yet');
    answer = 'real';
    await page.reload();
    await see(page, faqs[0]!.question);
    await page.context().close();
  });

  it('is linked from the footer and from Contact', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/contact');
    await page.getByRole('main').getByRole('link', { name: 'Help & FAQs' }).click();
    await page.waitForURL('**/faqs');
    await see(page, faqs[0]!.question);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Help & FAQs' });
    await expect(footerLink.getAttribute('href')).resolves.toBe('/faqs');
    await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/contact');
    await page.context().close();
  });
});
