import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';

type Consent = { whatsappOrderUpdates: boolean; whatsappOptInAt: string | null };

/** The profile's WhatsApp switch: off by default, on records when, off again forgets it. Phone 117. */
describe('WhatsApp consent in the profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('at 390 px: the shopper turns order updates on WhatsApp on, and off again', async () => {
    const token = await signInByApi(shopperPhone(117));
    const page = await openPage(browser, PHONE, { authToken: token });
    await gotoHydrated(page, '/profile');
    const toggle = page.getByRole('switch', { name: 'Order updates on WhatsApp' });
    await toggle.waitFor({ timeout: 30_000 });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await toggle.focus();
    await page.keyboard.press('Space');
    await see(page, 'You will get order updates on WhatsApp');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    const on = await apiAs<Consent>(token, 'GET', '/user');
    expect(on.whatsappOrderUpdates).toBe(true);
    expect(Date.now() - Date.parse(on.whatsappOptInAt!)).toBeLessThan(60_000);

    await page.reload();
    await toggle.waitFor({ timeout: 30_000 });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await see(page, 'WhatsApp order updates are off');
    expect(await apiAs<Consent>(token, 'GET', '/user')).toMatchObject({
      whatsappOrderUpdates: false,
      whatsappOptInAt: null,
    });
  }, 120_000);
});
