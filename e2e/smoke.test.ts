import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage } from './browser';

describe('the store is served', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('renders the home page on the server and answers the API from the same origin', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain('<html lang="en-IN"');
    const health = await (await fetch(`${baseUrl()}/api/v4/health`)).json();
    expect(health).toEqual({ status: 'ok', db: 'ok' });
    const page = await openPage(browser, DESKTOP);
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await page.close();
  });
});
