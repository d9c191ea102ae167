import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE } from './browser';
import { followApiCalls, gotoHydrated, storePagePaths } from './page-helpers';

/**
 * Scrolls to the page's end, again while it grows: a listing loads its next products as its end nears, and shows
 * them once their call is answered.
 */
async function scrollToEnd(page: Page, calls: ReturnType<typeof followApiCalls>) {
  for (;;) {
    const height = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return document.documentElement.scrollHeight;
    });
    await calls.quiet();
    // Answers in: two frames later React has put what they brought on the page.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if ((await page.evaluate(() => document.documentElement.scrollHeight)) === height) return;
  }
}

/**
 * Whether the page is at its end with the footer's last line (its language switcher) in view, and what the
 * floating WhatsApp button covers there, measured at once: the elements of the page's content and footer that
 * hold text, and its controls, whose boxes meet the button's. A line's box, not its glyphs: the room it has is
 * where a longer store name or the Hindi text runs on.
 */
function measureAtEnd(page: Page): Promise<{ atEnd: boolean; covered: string[] }> {
  return page.evaluate(() => {
    // A pixel of slack: the room kept below the footer is exactly the button's, so the footer's last box ends
    // where the button begins, a fraction of a pixel either way.
    const button = document.querySelector('[data-testid="whatsapp-button"]')!.getBoundingClientRect();
    const meets = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < button.right - 1 &&
      r.right > button.left + 1 &&
      r.top < button.bottom - 1 &&
      r.bottom > button.top + 1;
    const holdsText = (el: Element) =>
      Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    const control = 'a, button, input, select, textarea, summary, [tabindex]';
    const covered = Array.from(document.querySelectorAll('#main *, footer *'))
      .filter((el) => (holdsText(el) || el.matches(control)) && meets(el.getBoundingClientRect()))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}"`);
    const lastLine = document.querySelector('footer > div:last-child > p:last-child')!.getBoundingClientRect();
    const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    return { atEnd: end && lastLine.bottom <= window.innerHeight, covered };
  });
}

/** Scrolled to its very end, no store page keeps text or a control under the floating WhatsApp button. */
describe('the WhatsApp button at the end of a page', () => {
  let browser: Browser;
  let paths: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    const [home, category] = await storePagePaths(baseUrl());
    paths = ['/faqs', home!, category!];
  });
  afterAll(() => browser?.close());

  for (const [name, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`at ${name} px covers nothing on Help, home and a category page`, async () => {
      const page = await openPage(browser, viewport);
      const calls = followApiCalls(page);
      for (const path of paths) {
        await gotoHydrated(page, path);
        await page.getByTestId('whatsapp-button').waitFor();
        // A listing can still ask for more after its quiet moment: then measure again at its new end.
        let seen = { atEnd: false, covered: [] as string[] };
        for (let tries = 0; !seen.atEnd && tries < 5; tries += 1) {
          await scrollToEnd(page, calls);
          seen = await measureAtEnd(page);
        }
        expect({ path, ...seen }).toEqual({ path, atEnd: true, covered: [] });
      }
      await page.close();
    }, 120_000);
  }
});
