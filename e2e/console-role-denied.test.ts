import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { see } from './page-helpers';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

/**
 * A console page the member's role does not open: the server's render answers 403 (not 200), and the page keeps
 * the console's navigation and says why, at 1280 and 390 px, whether opened by address or reached in the app.
 */
describe('operator console: a page the role does not open', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, DESKTOP);
    const path = await inviteByOwner(staffEmail('catalogue'), 'Nisha Verma', 'catalogue');
    await acceptInvitation(page, path, 'beads and threads all day');
    await see(page, 'Hello, Nisha Verma', 30_000);
  }, 150_000);
  afterAll(() => browser?.close());

  const nav = () => page.getByRole('navigation', { name: 'Console areas' });
  const denied = () => page.getByRole('heading', { name: 'Not open to your role', level: 1 });

  it('answers 403 for an area and a page below it, with the shell and the reason', async () => {
    for (const path of ['/admin/orders', '/admin/settings', '/admin/orders/ORD123/packing-slip']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await denied().waitFor({ timeout: 30_000 });
      await see(page, 'Your role does not allow this.');
      await see(page, 'You are signed in with the Catalogue role; an owner can change your role on the Staff page.');
      expect(await nav().getByRole('link').allTextContents()).toContain('Products');
      expect(await nav().getByRole('link').allTextContents()).not.toContain('Orders');
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 120_000);

  it('answers 200 for a page the role opens, and the way back leads there', async () => {
    const response = await page.goto('/admin/settings');
    expect(response?.status()).toBe(403);
    await page.getByRole('link', { name: 'Go to the overview' }).click();
    await page.waitForURL(/\/admin$/);
    await see(page, 'Hello, Nisha Verma', 30_000);
    expect(await denied().count()).toBe(0);
    expect((await page.goto('/admin/products'))?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor({ timeout: 30_000 });
  }, 60_000);

  it('keeps the shell at 390 px and does not scroll sideways', async () => {
    await page.setViewportSize(PHONE);
    expect((await page.goto('/admin/audit'))?.status()).toBe(403);
    await denied().waitFor({ timeout: 30_000 });
    await nav().getByRole('link', { name: 'Products' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
  }, 60_000);

  it('a signed-out visitor is not told 403: the page sends them to sign in', async () => {
    const stranger = await openPage(browser, DESKTOP);
    const response = await stranger.goto('/admin/orders');
    expect(response?.status()).toBe(200);
    await stranger.waitForURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Forders$/, { timeout: 30_000 });
    await stranger.context().close();
  }, 60_000);
});
