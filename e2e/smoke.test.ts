import { SHAREABLE_PAGE_HEADER } from '@shringar/contracts/page-sharing';
import { POLICY_IDS, storePaths } from '@shringar/contracts/store-paths';
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
    expect(health).toEqual({ status: 'ok' });
    const ready = await (await fetch(`${baseUrl()}/api/v4/ready`)).json();
    expect(ready).toMatchObject({ status: 'ready', db: 'ok' });
    const page = await openPage(browser, DESKTOP);
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await page.close();
  });

  it('renders store pages with their data fetched in-process, and keeps the page-sharing mark to itself', async () => {
    const res = await fetch(`${baseUrl()}/about`);
    expect(res.status).toBe(200);
    expect(res.headers.has(SHAREABLE_PAGE_HEADER)).toBe(false);
    // The footer's policies come from the API during the server render.
    expect(await res.text()).toContain(`href="${storePaths.policy(POLICY_IDS.privacy)}"`);
    const robots = await fetch(`${baseUrl()}/robots.txt`);
    expect(robots.headers.has(SHAREABLE_PAGE_HEADER)).toBe(false);
    expect(await robots.text()).toContain('Disallow: /admin');
  });
});
