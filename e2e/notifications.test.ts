import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { gateRequests } from './gate';
import { horizontalOverflow } from './navigation';
import { notifyShopper } from './operator';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

const unreadCount = async (token: string) =>
  (await apiAs<{ unreadCount: number }>(token, 'GET', '/notifications/unread-count')).unreadCount;

/** The notifications page and the header's unread count. Phones 92..93. */
describe('notifications', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const bell = (page: Page) => page.getByRole('navigation', { name: 'Shopping' }).getByTestId('notifications-link');
  const items = (page: Page) => page.getByTestId('notification');

  it('at 1280 px: the header counts unread ones; marking one, then all, read brings the count down', async () => {
    const phone = shopperPhone(92);
    const token = await signInByApi(phone);
    await notifyShopper(phone, 'Your order has shipped', 'Your Kundan Jhumka Earrings are on their way.');
    await notifyShopper(phone, 'Refund processed', '₹349 has been added to your wallet.');
    await notifyShopper(phone, 'Weekend offer', 'Flat 20% off on lipsticks till Sunday.');

    const page = await openPage(browser, DESKTOP, { authToken: token });
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: 'Notifications, 3 unread' }).waitFor();
    expect(await bell(page).getByTestId('notifications-badge').innerText()).toBe('3');
    await bell(page).click();
    await page.waitForURL('**/notifications');
    await items(page).nth(2).waitFor();
    expect(await items(page).first().innerText()).toContain('Weekend offer');
    expect(await page.locator('[data-testid="notification"][data-unread="true"]').count()).toBe(3);
    await see(page, '3 unread');

    // One read: its button goes, the list and the header say 2.
    const refund = items(page).filter({ hasText: 'Refund processed' });
    await refund.getByRole('button', { name: 'Mark as read' }).click();
    await page.getByRole('link', { name: 'Notifications, 2 unread' }).waitFor();
    await see(page, '2 unread');
    expect(await refund.getAttribute('data-unread')).toBe('false');
    expect(await refund.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
    expect(await unreadCount(token)).toBe(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, 'notifications-1280.png'), fullPage: true });

    // All read: no badge, and the bell is just 'Notifications'.
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await see(page, 'All caught up');
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    expect(await bell(page).getByTestId('notifications-badge').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    expect(await unreadCount(token)).toBe(0);
    await page.context().close();
  }, 180_000);

  it('at 390 px: loading, empty, and a failed load with Try Again', async () => {
    const phone = shopperPhone(93);
    const token = await signInByApi(phone);
    const page = await openPage(browser, PHONE, { authToken: token });

    // Loading, then empty.
    const gate = await gateRequests(page, '**/api/v4/notifications');
    await gotoHydrated(page, '/notifications');
    await page.getByRole('list', { name: 'Loading notifications' }).waitFor();
    gate.open();
    await see(page, 'No notifications yet');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();

    // A failed load, then Try Again finds what arrived meanwhile.
    await notifyShopper(phone, 'Your order is out for delivery', 'It will reach you today by 8 PM.');
    const again = await openPage(browser, PHONE, { authToken: token });
    const failing = await gateRequests(again, '**/api/v4/notifications');
    failing.failWith(500);
    await gotoHydrated(again, '/notifications');
    await see(again, 'Failed to load notifications', 30_000);
    expect(await seriousA11yViolations(again)).toEqual([]);
    await again.unrouteAll({ behavior: 'wait' });
    await again.getByRole('button', { name: 'Try Again' }).click();
    await items(again).first().filter({ hasText: 'Your order is out for delivery' }).waitFor();
    await again.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    expect(await horizontalOverflow(again)).toEqual([]);
    expect(await seriousA11yViolations(again)).toEqual([]);
    await again.evaluate(() => window.scrollTo(0, 0));
    await again.screenshot({ path: join(SCREENSHOTS, 'notifications-390.png'), fullPage: true });
    await again.context().close();
  }, 180_000);
});
