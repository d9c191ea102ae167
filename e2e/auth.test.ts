import type { ProductDetail } from '@shringar/contracts/catalogue';
import type { User } from '@shringar/contracts/user';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { api } from './navigation';
import { followApiCalls, gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi, TEST_OTP } from './shopper';
import { signInForm, signInThroughForm, storedToken } from './sign-in-form';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

/** A seeded product whose first variant is in stock. */
async function inStockProduct(): Promise<ProductDetail> {
  for (let id = 1; id <= 60; id++) {
    const p = await api<ProductDetail>(`/products/${id}`).catch(() => null);
    if (p && p.variants[0]!.variantStock > 2) return p;
  }
  throw new Error('no product in stock in the demo catalogue');
}

/** A sign-in call as a script would make it, answering the status and the envelope's code. */
async function post(path: string, body: object): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${baseUrl()}/api/v4${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code?: string };
  return { status: res.status, ...(json.code ? { code: json.code } : {}) };
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

describe('sign in (/auth)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('takes digits only, sends at 10, refuses a wrong code, changes number, and signs in by pasting the code', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/auth');
    const form = signInForm(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign in');
    const footer = page.getByText(/By continuing, you agree to our/);
    expect(await footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/policy/terms-and-conditions',
    );
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/policy/privacy-policy',
    );

    // Non-digits are stripped as typed; the button waits for ten digits.
    await form.phone.pressSequentially('90a0-0 0');
    expect(await form.phone.inputValue()).toBe('90000');
    expect(await form.send.isDisabled()).toBe(true);
    await form.phone.fill('');
    await form.phone.pressSequentially(`${shopperPhone(10)}99`);
    expect(await form.phone.inputValue()).toBe(shopperPhone(10));
    expect(await form.send.isEnabled()).toBe(true);
    await form.send.click();

    // The code step: one box per digit (settings' otpLength), numeric keyboard, one-time-code autocomplete.
    await form.boxes.first().waitFor();
    const settings = await api<{ otpLength: number }>('/settings/');
    expect(await form.boxes.count()).toBe(settings.otpLength);
    expect(await form.boxes.first().getAttribute('autocomplete')).toBe('one-time-code');
    expect(await form.boxes.first().getAttribute('inputmode')).toBe('numeric');
    await see(page, `+91 ${shopperPhone(10).slice(0, 5)} ${shopperPhone(10).slice(5)}`, 5000).catch(() => undefined);
    expect(await page.getByText(/^Resend OTP in \d+s$/).isVisible()).toBe(true);

    // Incomplete, then wrong.
    await form.boxes.nth(0).fill('1');
    await form.verify.click();
    await see(page, 'Please enter the complete 4-digit OTP');
    for (let i = 1; i < 4; i++) await form.boxes.nth(i).fill('9');
    await form.verify.click();
    await see(page, 'Invalid OTP. Please try again.');
    expect(await storedToken(page)).toBeNull();

    // 'Change phone number' clears the code and the message.
    await form.changePhone.click();
    await form.phone.waitFor();
    expect(await page.getByText('Invalid OTP. Please try again.').count()).toBe(0);
    expect(await form.phone.inputValue()).toBe(shopperPhone(10));
    await form.phone.fill(shopperPhone(11));
    await form.send.click();
    await form.boxes.first().waitFor();
    expect(await form.boxes.nth(1).inputValue()).toBe('');

    // The whole code pasted into the third box fills every box.
    await form.boxes.nth(2).focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '1234');
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    expect(await form.boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(''))).toBe('1234');
    await form.verify.click();

    // Success keeps the token and goes to the profile (the default target).
    await page.waitForURL((url) => url.pathname === '/profile');
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    const user = await apiAs<User>(token!, 'GET', '/user');
    expect(user.phoneNumber).toBe(shopperPhone(11));
    await page.close();
  });

  it('moves focus forward on a digit and back on Backspace in an empty box', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/auth');
    const form = signInForm(page);
    await form.phone.fill(shopperPhone(12));
    await form.send.click();
    await form.boxes.first().waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Digit 1 of 4');
    await page.keyboard.type('5');
    expect(await focusedLabel(page)).toBe('Digit 2 of 4');
    await page.keyboard.type('6');
    expect(await focusedLabel(page)).toBe('Digit 3 of 4');
    await page.keyboard.press('Backspace');
    expect(await focusedLabel(page)).toBe('Digit 2 of 4');
    await page.keyboard.press('Backspace');
    expect(await form.boxes.nth(1).inputValue()).toBe('');
    expect(await form.boxes.nth(0).inputValue()).toBe('5');
    await page.close();
  });

  it('can be used with the keyboard alone, and comes back to redirectTo after sign-in', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/auth?redirectTo=%2Fabout');
    const form = signInForm(page);
    for (let i = 0; i < 40 && !(await form.phone.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.type(shopperPhone(13));
    await page.keyboard.press('Enter');
    await form.boxes.first().waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Digit 1 of 4');
    await page.keyboard.type('1234');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/about');
    expect(await storedToken(page)).toBeTruthy();
    await page.close();
  });

  it('sends an anonymous Add to Cart to /auth and back to the product, where the add then works', async () => {
    const product = await inStockProduct();
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, `/product/${product.productId}`);
    await page.getByTestId('add-to-cart').click();
    await see(page, 'Please login to add items to cart');
    await page.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === `/product/${product.productId}`,
    );
    await signInThroughForm(page, shopperPhone(14));
    await page.waitForURL((url) => url.pathname === `/product/${product.productId}`);
    const token = (await storedToken(page))!;
    await page.getByTestId('add-to-cart').click();
    await see(page, 'Item added to cart!');
    const cart = await apiAs<{ items: { variantId: number; itemQuantity: number }[] }>(token, 'GET', '/cart');
    expect(cart.items).toEqual([
      expect.objectContaining({ variantId: product.variants[0]!.variantId, itemQuantity: 1 }),
    ]);
    await page.close();
  });

  it('shows the header again by itself after the sign-in guard’s redirect, so the first press of Send OTP is not moved', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/orders');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === '/orders');
    // The redirect reaches the header before it has hydrated (it waits for the first input): React drops its server
    // HTML, and it used to stay empty until that input brought it back, moving the form under the press.
    await signInForm(page).phone.waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Shringar home' }).waitFor();
    await signInThroughForm(page, shopperPhone(41));
    await page.waitForURL((url) => url.pathname === '/orders');
    await page.close();
  });

  it('clears the token and goes to /auth, remembering the page, when a call answers 401 mid-session', async () => {
    const product = await inStockProduct();
    const token = await signInByApi(shopperPhone(15));
    // The token goes in once (not on every load, as openPage's would), so the page can lose it.
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/about');
    await page.evaluate((t) => window.localStorage.setItem('authToken', t), token);
    const calls = followApiCalls(page);
    await gotoHydrated(page, `/product/${product.productId}`);
    // What the page asks on opening (counts, the shopper's flags) is answered while the session is alive: the
    // shopper's own press below makes the call that meets the ended session.
    await calls.quiet();
    // The session ends elsewhere (logged out on another device).
    await apiAs(token, 'POST', '/auth/user/logout');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === `/product/${product.productId}`,
    );
    expect(await storedToken(page)).toBeNull();
    await page.close();
  });

  it('words each failure as spec 8 does, and offers a resend once the countdown ends', async () => {
    // Every answer here is made up in the browser, so no code is really sent.
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/auth');
    const form = signInForm(page);
    const answer = (status: number, body: object) => ({
      status,
      contentType: 'application/json',
      body: JSON.stringify(body),
    });
    let send: () => object = () => answer(500, { success: false, message: 'boom' });
    await page.route('**/api/v4/auth/user/send-otp', (route) =>
      'abort' in send() ? route.abort() : route.fulfill(send() as Parameters<typeof route.fulfill>[0]),
    );
    await form.phone.fill(shopperPhone(10));
    await form.send.click();
    await see(page, 'Failed to send OTP');
    send = () => ({ abort: true });
    await form.send.click();
    await see(page, 'Failed to send OTP. Please try again.');
    send = () => answer(429, { success: false, message: 'Please wait 30 seconds before asking for another OTP.' });
    await form.send.click();
    await see(page, 'Please wait 30 seconds before asking for another OTP.');
    send = () =>
      answer(200, {
        success: true,
        message: 'OTP sent',
        data: { otpLength: 4, expiresInSeconds: 300, resendAfterSeconds: 2 },
      });
    await form.send.click();
    await form.boxes.first().waitFor();
    await see(page, 'Resend OTP in 2s');
    await page.getByRole('button', { name: 'Resend OTP' }).click({ timeout: 5000 });
    await see(page, 'A new OTP has been sent.');

    await page.route('**/api/v4/auth/user/verify-otp', (route) =>
      route.fulfill(answer(500, { success: false, message: 'x' })),
    );
    await form.boxes.first().fill('1234');
    await form.verify.click();
    await see(page, 'Verification failed. Please try again.');
    expect(await storedToken(page)).toBeNull();
    await page.close();
  });

  it('solves the security check the store asks for after wrong codes, telling the shopper, and signs in', async () => {
    const phone = shopperPhone(40);
    // Someone else's three wrong codes for this phone: the store now wants a proof of work with each try.
    await post('/auth/user/send-otp', { phoneNumber: phone });
    for (let i = 0; i < 3; i++) {
      const res = await post('/auth/user/verify-otp', { phoneNumber: phone, otp: '0000' });
      expect(res.code).toBe('OTP_INVALID');
    }
    const asked = await post('/auth/user/verify-otp', { phoneNumber: phone, otp: TEST_OTP });
    expect(asked).toMatchObject({ status: 429, code: 'CHALLENGE_REQUIRED' });

    const page = await openPage(browser, PHONE);
    const verifyBodies: { proofOfWork?: string }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/user/verify-otp')) verifyBodies.push(request.postDataJSON());
    });
    await gotoHydrated(page, '/auth');
    // Whether the status text ever said so (it may show for a moment only on a fast machine).
    await page.evaluate(() => {
      const w = window as unknown as { statusSeen: string[] };
      w.statusSeen = [];
      new MutationObserver(() => {
        const text = document.querySelector('main [role="status"]')?.textContent;
        if (text) w.statusSeen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const form = signInForm(page);
    await form.phone.fill(phone);
    await form.send.click();
    await form.boxes.first().waitFor();
    await form.boxes.first().fill(TEST_OTP);
    await form.verify.click();
    await page.waitForURL((url) => url.pathname === '/profile', { timeout: 60_000 });
    expect(await storedToken(page)).toBeTruthy();
    const seen = await page.evaluate(() => (window as unknown as { statusSeen: string[] }).statusSeen);
    expect(seen).toContain('Running a quick security check. This takes a few seconds…');
    expect(verifyBodies.map((b) => Boolean(b.proofOfWork))).toEqual([false, true]);
    await page.close();
  }, 90_000);

  for (const [name, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`has no serious accessibility problems on either step at ${name} px, and is photographed`, async () => {
      const page = await openPage(browser, viewport);
      await gotoHydrated(page, '/auth');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `sign-in-${name}.png`) });
      const form = signInForm(page);
      await form.phone.fill(shopperPhone(name === '390' ? 16 : 17));
      await form.send.click();
      await form.boxes.first().waitFor();
      await form.verify.click();
      await see(page, 'Please enter the complete 4-digit OTP');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await form.boxes.nth(0).fill('1');
      await form.boxes.nth(1).fill('2');
      await page.screenshot({ path: join(SCREENSHOTS, `sign-in-code-${name}.png`) });
      await page.close();
    });
  }
});
