import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { gotoHydrated, see } from './page-helpers';

/** The operator's Hindi versions on the Hindi store: the demo store's seeded policies and FAQs at 390 px. */
describe('policies and FAQs in Hindi', { timeout: 120_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('/hi/policy/cancellation-policy shows the Hindi text, /policy/… the English', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/hi/policy/cancellation-policy');
    await see(page, 'कैंसिल करने की नीति');
    await see(page, /ऑर्डर शिप होने तक आप उसे बिना किसी शुल्क के कैंसिल कर सकते हैं/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await gotoHydrated(page, '/policy/cancellation-policy');
    await see(page, 'Cancellation Policy');
    expect(await page.getByText('कैंसिल करने की नीति').count()).toBe(0);
  });

  it('/hi/faqs groups the questions under Hindi topics', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/hi/faqs');
    await see(page, 'वापसी और रिफ़ंड');
    await see(page, 'मैं अपना ऑर्डर कैसे ट्रैक करूँ?');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
