import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { see } from './page-helpers';
import { acceptInvitation, codeFor, inviteByOwner, signInToConsole, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
const PASSWORD = 'saffron lotus morning tea';

describe('operator console: staff accounts', () => {
  let browser: Browser;
  let owner: Page;
  const ownerEmail = staffEmail('owner');
  let ownerSecret: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    owner = await openPage(browser, DESKTOP);
  }, 60_000);
  afterAll(() => browser?.close());

  it('an owner accepts an invitation and lands in the console', async () => {
    const path = await inviteByOwner(ownerEmail, 'Asha Rao', 'owner');
    await owner.goto(path);
    await see(owner, 'Welcome, Asha Rao');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.screenshot({ path: join(SCREENSHOTS, 'console-invitation-1280.png'), fullPage: true });
    ownerSecret = await acceptInvitation(owner, path, PASSWORD);
    await see(owner, 'Hello, Asha Rao');
    expect(new URL(owner.url()).pathname).toBe('/admin');
    const nav = owner.getByRole('navigation', { name: 'Console areas' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Overview',
      'Orders',
      'Returns',
      'Courier simulator',
      'Customers',
      'GST reports',
      'Products',
      'Categories',
      'Brands',
      'Banners',
      'Offers',
      'Bestsellers',
      'Search synonyms',
      'Reviews',
      'Coupons',
      'Call-backs',
      'Notifications',
      'Policies',
      'FAQs',
      'Settings',
      'Staff',
      'Audit log',
    ]);
    expect(await seriousA11yViolations(owner)).toEqual([]);
    // The session lives in an HttpOnly cookie scripts cannot read.
    expect(await owner.evaluate(() => document.cookie)).not.toContain('shringar_staff');
  }, 90_000);

  it('signing out leads to sign-in, which refuses a wrong code and comes back where it was asked for', async () => {
    await owner.getByRole('button', { name: 'Sign out' }).click();
    await owner.waitForURL('**/admin/sign-in');
    await owner.goto('/admin/audit');
    await owner.waitForURL(/\/admin\/sign-in\?redirectTo=%2Fadmin%2Faudit$/);
    await see(owner, 'Sign in to the console');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.screenshot({ path: join(SCREENSHOTS, 'console-sign-in-1280.png') });

    const wrong = codeFor(ownerSecret) === '000000' ? '111111' : '000000';
    await signInToConsole(owner, ownerEmail, PASSWORD, wrong);
    await see(owner, 'E-mail, password or authenticator code is not right.');
    expect(new URL(owner.url()).pathname).toBe('/admin/sign-in');

    await signInToConsole(owner, ownerEmail, PASSWORD, codeFor(ownerSecret, 1));
    await owner.waitForURL('**/admin/audit');
    await see(owner, 'Audit log', 30_000);
  }, 90_000);

  it('the owner invites a fulfilment member, who sees only their areas and is refused the audit log', async () => {
    await owner.goto('/admin/staff');
    await see(owner, 'Invite a staff member', 30_000);
    const memberEmail = staffEmail('fulfilment');
    await owner.getByLabel('E-mail').fill(memberEmail);
    await owner.getByLabel('Name').fill('Ravi Kumar');
    await owner.getByLabel('Role', { exact: true }).selectOption('fulfilment');
    await owner.getByRole('button', { name: 'Invite' }).click();
    const link = owner.getByTestId('invitation-link');
    await link.waitFor({ state: 'visible' });
    const url = new URL((await link.textContent())!);
    await owner.getByRole('row', { name: /Ravi Kumar/ }).waitFor();
    expect(await owner.getByRole('row', { name: /Ravi Kumar/ }).textContent()).toContain('Invited');
    expect(await seriousA11yViolations(owner)).toEqual([]);

    const member = await openPage(browser, PHONE);
    await acceptInvitation(member, url.pathname, 'packing boxes every morning');
    await see(member, 'Hello, Ravi Kumar');
    const nav = member.getByRole('navigation', { name: 'Console areas' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Overview',
      'Orders',
      'Returns',
      'Courier simulator',
      'Customers',
    ]);
    await member.goto('/admin/audit');
    await see(member, 'Your role does not allow this.', 30_000);
    await member.context().close();

    // Sorting by a column is a link that puts the order in the URL. The address changes before React commits the
    // re-sorted table (and the link's next href), so each step waits for the header's aria-sort, not the URL.
    const emailHeader = owner.getByRole('columnheader', { name: 'E-mail' });
    const emailsShown = () => owner.getByRole('row').locator('td:nth-of-type(1)').allTextContents();
    await emailHeader.getByRole('link').click();
    await owner.waitForURL(/sort=email&dir=asc/);
    await emailHeader.and(owner.locator('[aria-sort="ascending"]')).waitFor();
    const ascending = await emailsShown();
    expect(ascending).toContain(memberEmail);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
    await emailHeader.getByRole('link').click();
    await owner.waitForURL(/sort=email&dir=desc/);
    await emailHeader.and(owner.locator('[aria-sort="descending"]')).waitFor();
    expect(await emailsShown()).toEqual([...ascending].reverse());
  }, 120_000);

  it('the audit log shows each change with who, what and the keys it changed, filtered through the URL', async () => {
    // An edit of a hidden FAQ (shoppers never see it): its row shows the one key that moved, not the documents.
    const question = `Audit check ${Date.now().toString(36)}?`;
    await owner.goto('/admin/audit');
    await owner.evaluate(async (q) => {
      const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(`/api/v4/admin/faqs${path}`, {
          method,
          headers: body === null ? headers : { 'content-type': 'application/json', ...headers },
          body: body === null ? null : JSON.stringify(body),
        }).then((r) => r.json() as Promise<{ data: { id: number; version: string } }>);
      const faq = { topic: 'Audit', question: q, answer: 'Kept hidden.', sortOrder: 999, isActive: false };
      const { data } = await send('POST', '', faq);
      const { data: edited } = await send(
        'PUT',
        `/${data.id}`,
        { ...faq, answer: 'Still hidden.' },
        {
          'if-match': data.version,
        },
      );
      await send('DELETE', `/${edited.id}`, null, { 'if-match': edited.version });
    }, question);
    await owner.reload();
    // The What filter lists the same names as hidden options: wait for the table's row, not the text.
    const rowOf = (action: string) => owner.getByRole('row').filter({ hasText: action }).first();
    await rowOf('FAQ changed').waitFor({ timeout: 30_000 });
    const changed = owner.getByRole('row').filter({ hasText: 'FAQ changed' }).first();
    expect(await changed.textContent()).toContain('answer: Kept hidden. → Still hidden.');
    expect(await changed.textContent()).not.toContain(question);
    expect(await owner.getByRole('row').filter({ hasText: 'FAQ deleted' }).first().textContent()).toContain(
      `question: ${question}`,
    );
    // Names, never operation ids.
    expect(await owner.getByRole('table').textContent()).not.toMatch(/admin[A-Z]\w+|inviteStaff|staffSignIn/);
    // At 1280 px neither the page nor the table scrolls sideways.
    const overflow = () =>
      owner.evaluate(() => {
        const box = document.querySelector('table')!.parentElement!;
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          table: box.scrollWidth - box.clientWidth,
        };
      });
    expect(await overflow()).toEqual({ page: 0, table: 0 });

    await owner.getByLabel('Who').fill(ownerEmail);
    await owner.getByLabel('What').selectOption('inviteStaff');
    await owner.getByRole('button', { name: 'Filter' }).click();
    await owner.waitForURL(/actor=.*&action=inviteStaff/);
    const rows = owner.getByRole('row').filter({ hasText: 'Staff invited' });
    // The URL changes before the filtered rows replace the unfiltered ones: wait for the filtered list.
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    expect(await rows.first().textContent()).toContain('role: fulfilment');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.goto('/admin/audit');
    await rowOf('Staff invited').waitFor({ timeout: 30_000 });
    await owner.screenshot({ path: join(SCREENSHOTS, 'console-audit-1280.png'), fullPage: true });
    await owner.setViewportSize(PHONE);
    expect(await overflow()).toEqual({ page: 0, table: 0 });
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.screenshot({ path: join(SCREENSHOTS, 'console-audit-390.png'), fullPage: true });
    await owner.goto('/admin/staff');
    await see(owner, 'Invite a staff member', 30_000);
    await owner.screenshot({ path: join(SCREENSHOTS, 'console-staff-390.png'), fullPage: true });
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.setViewportSize(DESKTOP);
    await owner.screenshot({ path: join(SCREENSHOTS, 'console-staff-1280.png'), fullPage: true });
  }, 120_000);

  it('locks an address after five failed sign-ins, even against the right code', async () => {
    const email = staffEmail('support');
    const page = await openPage(browser, DESKTOP);
    const secret = await acceptInvitation(page, await inviteByOwner(email, 'Meera Shah', 'support'), PASSWORD);
    await see(page, 'Hello, Meera Shah');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/admin/sign-in');
    await see(page, 'Sign in to the console');
    for (let i = 0; i < 5; i++) {
      await signInToConsole(page, email, `wrong password ${i}`, codeFor(secret, 1));
      await see(page, 'E-mail, password or authenticator code is not right.');
    }
    await signInToConsole(page, email, PASSWORD, codeFor(secret, 1));
    await see(page, 'Too many failed sign-ins. Try again in 15 minutes.');
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    await page.context().close();
  }, 120_000);
});
