import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { horizontalOverflow } from './navigation';
import { placeCodOrder, stockedVariants } from './order-setup';
import { see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

type User = {
  name: string;
  email: string;
  profileImageUrl: string | null;
  hearts: number;
  isVerified: boolean;
  ordersCount: number;
};

/** A real picture to upload: a rose-to-gold gradient PNG (sharp must decode it on the server). */
function portraitPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><defs><linearGradient id="g">
    <stop offset="0" stop-color="#b32a56"/><stop offset="1" stop-color="#f5c26b"/></linearGradient></defs>
    <rect width="256" height="256" fill="url(#g)"/><circle cx="128" cy="104" r="48" fill="#fff8f0"/>
    <rect x="56" y="168" width="144" height="88" rx="44" fill="#fff8f0"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const tile = (page: Page, id: string) => page.getByTestId(id);
const openEdit = (page: Page) => page.getByRole('button', { name: 'Edit Profile' }).click();
const form = (page: Page) => page.getByRole('form', { name: 'Edit profile' });

/** Profile: its states, edit and cancel, a picture upload, the tiles and links, logout. Phones 85..89, 97..99. */
describe('profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends a signed-out visitor to sign in, coming back to the profile', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/profile');
    await page.context().close();
  });

  it("shows loading, then 'Failed to load profile. Please try again.' with Retry, then the profile", async () => {
    const token = await signInByApi(shopperPhone(85));
    const page = await openPage(browser, PHONE, { authToken: token });
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let failing = true;
    await page.route('**/api/v4/user', async (route) => {
      await held;
      return failing
        ? route.fulfill({ status: 503, json: { success: false, message: 'down', code: 'UNAVAILABLE' } })
        : route.continue();
    });
    await page.goto('/profile');
    await page.getByLabel('Loading profile').waitFor({ timeout: 30_000 });
    release();
    await page.getByRole('alert').getByText('Failed to load profile. Please try again.').waitFor({ timeout: 30_000 });
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    await page.context().close();
  });

  for (const [name, viewport, phone] of [
    ['1280', DESKTOP, 86],
    ['390', PHONE, 87],
  ] as const) {
    it(`at ${name} px: shows the profile with real tiles and its links`, async () => {
      const token = await signInByApi(shopperPhone(phone));
      await apiAs(token, 'POST', '/user/update', { name: 'Ananya Kulkarni', email: 'ananya.k@example.in' });
      const [variant] = await stockedVariants(1, phone - 76);
      await placeCodOrder(token, [variant!]);
      const before = await apiAs<User>(token, 'GET', '/user');
      expect(before.ordersCount).toBe(1);

      const page = await openPage(browser, viewport, { authToken: token });
      await page.goto('/profile');
      await see(page, 'Ananya Kulkarni', 30_000);
      await see(page, 'ananya.k@example.in');
      // Tiles with the real values: Orders links to /orders with the count.
      const orders = tile(page, 'tile-orders');
      await expect(orders.getAttribute('href')).resolves.toBe('/orders');
      expect(await orders.innerText()).toMatch(/^1\s*Orders$/);
      expect(await tile(page, 'tile-hearts').innerText()).toMatch(new RegExp(`^${before.hearts}\\s*Hearts$`));
      expect(await tile(page, 'tile-verified').innerText()).toMatch(before.isVerified ? /^Yes\s*Verified$/ : /^No/);
      expect(await tile(page, 'tile-status').innerText()).toMatch(/^Active\s*Status$/);
      const nav = page.getByRole('navigation', { name: 'Your account' });
      for (const [label, href] of [
        ['Wallet', '/wallet'],
        ['Addresses', '/address-management'],
        ['Wishlist', '/wishlist'],
        ['Notifications', '/notifications'],
        ['Help', '/faqs'],
      ])
        await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) }).getAttribute('href')).resolves.toBe(href);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `profile-${name}.png`), fullPage: true });

      await page.context().close();
    });
  }

  for (const [name, viewport, phone] of [
    ['1280', DESKTOP, 97],
    ['390', PHONE, 98],
  ] as const) {
    it(`at ${name} px: edits and cancels, refuses a non-image file and previews a picture`, async () => {
      const token = await signInByApi(shopperPhone(phone));
      await apiAs(token, 'POST', '/user/update', { name: 'Ananya Kulkarni', email: 'ananya.k@example.in' });
      const page = await openPage(browser, viewport, { authToken: token });
      await page.goto('/profile');
      await see(page, 'Ananya Kulkarni', 30_000);

      // Edit, then Cancel: the saved values come back, in the view and in the form opened again.
      await openEdit(page);
      await form(page).getByLabel('Name').fill('Someone Else');
      await form(page).getByLabel('Email').fill('other@example.in');
      await form(page).getByRole('button', { name: 'Cancel' }).click();
      await see(page, 'Ananya Kulkarni');
      await openEdit(page);
      await expect(form(page).getByLabel('Name').inputValue()).resolves.toBe('Ananya Kulkarni');
      await expect(form(page).getByLabel('Email').inputValue()).resolves.toBe('ananya.k@example.in');

      // Image files only: a text file is refused with its reason and nothing is sent.
      const picture = form(page).getByLabel('Change Photo');
      await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await see(page, 'Please choose an image file');
      await expect(page.getByTestId('profile-image-preview').count()).resolves.toBe(0);

      // A picture is previewed before anything is sent.
      await picture.setInputFiles({ name: 'ananya.png', mimeType: 'image/png', buffer: await portraitPng() });
      await page.getByTestId('profile-image-preview').waitFor();
      expect(await page.getByTestId('profile-image-preview').getAttribute('src')).toMatch(/^blob:/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `profile-edit-${name}.png`), fullPage: true });
      await page.context().close();
    });
  }

  it('saves a picture as multipart with name and email, and a change without one as JSON', async () => {
    const token = await signInByApi(shopperPhone(99));
    await apiAs(token, 'POST', '/user/update', { name: 'Ananya Kulkarni', email: 'ananya.k@example.in' });
    const page = await openPage(browser, DESKTOP, { authToken: token });
    await page.goto('/profile');
    await see(page, 'Ananya Kulkarni', 30_000);
    await openEdit(page);
    await form(page)
      .getByLabel('Change Photo')
      .setInputFiles({ name: 'ananya.png', mimeType: 'image/png', buffer: await portraitPng() });
    await page.getByTestId('profile-image-preview').waitFor();
    await form(page).getByLabel('Name').fill('Ananya K. Rao');
    const multipart = page.waitForRequest((r) => r.url().endsWith('/api/v4/user/update') && r.method() === 'POST');
    await form(page).getByRole('button', { name: 'Save' }).click();
    const sent = await multipart;
    expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // The browser does not expose a file upload's bytes; the server's answer below shows all three fields.
    await page.locator('.Toastify').getByText('Profile updated successfully').waitFor();
    await see(page, 'Ananya K. Rao');
    const after = await apiAs<User>(token, 'GET', '/user');
    expect(after.name).toBe('Ananya K. Rao');
    expect(after.profileImageUrl).toBeTruthy();
    const avatar = page.getByRole('img', { name: 'Ananya K. Rao, avatar' });
    await expect(avatar.getAttribute('src')).resolves.toBe(after.profileImageUrl);
    await page.waitForFunction(() =>
      Array.from(document.images).some((i) => i.alt.endsWith(', avatar') && i.complete && i.naturalWidth > 0),
    );

    // Without a picture the update is a plain JSON body.
    await openEdit(page);
    await form(page).getByLabel('Email').fill('ananya.rao@example.in');
    const plain = page.waitForRequest((r: Request) => r.url().endsWith('/api/v4/user/update'));
    await form(page).getByRole('button', { name: 'Save' }).click();
    const json = await plain;
    expect(json.headers()['content-type']).toBe('application/json');
    expect(json.postDataJSON()).toEqual({ name: 'Ananya K. Rao', email: 'ananya.rao@example.in' });
    await see(page, 'ananya.rao@example.in');
    await page.context().close();
  });

  it("says 'Failed to update profile. Please try again.', keeps the form, and names a refused field", async () => {
    const token = await signInByApi(shopperPhone(88));
    const page = await openPage(browser, DESKTOP, { authToken: token });
    await page.goto('/profile');
    await openEdit(page);
    await form(page).getByLabel('Name').fill('Kavya Menon');
    await form(page).getByLabel('Email').fill('not-an-email');
    await form(page).getByRole('button', { name: 'Save' }).click();
    await page.locator('.Toastify').getByText('Failed to update profile. Please try again.').waitFor();
    await form(page).getByText('Please enter a valid email address').waitFor();
    await expect(form(page).getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');

    const failed = page.locator('.Toastify').getByText('Failed to update profile. Please try again.');
    await failed.waitFor({ state: 'detached', timeout: 15_000 });
    await page.route('**/api/v4/user/update', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'boom', code: 'INTERNAL' } }),
    );
    await form(page).getByLabel('Email').fill('kavya@example.in');
    await form(page).getByRole('button', { name: 'Save' }).click();
    await failed.waitFor();
    await expect(form(page).getByLabel('Name').inputValue()).resolves.toBe('Kavya Menon');
    expect((await apiAs<User>(token, 'GET', '/user')).name).toBe('');
    await page.context().close();
  });

  it('logs out: the session is revoked on the server, the browser forgets it and lands on /auth', async () => {
    const token = await signInByApi(shopperPhone(89));
    const page = await openPage(browser, PHONE);
    await page.goto('/about');
    await page.evaluate((t) => window.localStorage.setItem('authToken', t), token);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.search === '');
    await see(page, 'Sign in');
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('userProfile'))).toBeNull();
    const refused = await fetch(`${baseUrl()}/api/v4/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(401);
    await page.context().close();
  });
});
