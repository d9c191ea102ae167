import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { apiData, gotoHydrated, see } from './page-helpers';

type StoreProfile = { name: string; legalName: string; cin: string; gstin: string; email: string; phone: string };
type Settings = {
  whatsappSupportNumber: string;
  isCallSupportActive: boolean;
  callSupportNumber: string;
  storeProfile: StoreProfile;
};
type Policy = { id: string; title: string; content: string; created_at: string };

const api = <T>(path: string) => apiData<T>(baseUrl(), path);
const waNumber = (raw: string) => {
  const d = raw.replace(/\D/g, '');
  return d.startsWith('91') ? d : d.length === 10 ? `91${d}` : d;
};

describe('about, contact and policy pages', () => {
  let browser: Browser;
  let settings: Settings;

  beforeAll(async () => {
    browser = await launchBrowser();
    settings = await api<Settings>('/settings/');
  });
  afterAll(() => browser?.close());

  it('About shows the company, registration details from settings, policy links, support and 24x7 hours', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/about');
    const p = settings.storeProfile;
    await see(page, `About ${p.name}`);
    for (const text of ['Why choose us', 'Our mission', 'Company registration details', p.legalName, p.cin, p.gstin])
      await see(page, text);
    await see(page, p.email);
    // Support channels come from the live settings: the call line only while call support is on.
    if (settings.isCallSupportActive) await see(page, settings.callSupportNumber);
    await see(page, /24x7 support/);
    for (const slug of ['privacy-policy', 'terms-and-conditions', 'return-refund-policy'])
      expect(await page.locator(`main a[href="/policy/${slug}"]`).count()).toBe(1);
    const wa = page.locator('main').getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(await wa.getAttribute('href')).toBe(`https://wa.me/${waNumber(settings.whatsappSupportNumber)}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('Contact validates the phone, shows Requesting..., toasts success and clears the field', async () => {
    const page = await openPage(browser, PHONE);
    await gotoHydrated(page, '/contact');
    await see(page, 'Request a Call');
    await see(page, /Mon-Sat 10:00 AM to 6:00 PM IST/);
    const wa = page.locator('main').getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(await wa.getAttribute('href')).toBe(`https://wa.me/${waNumber(settings.whatsappSupportNumber)}`);
    await see(page, settings.storeProfile.email);

    const phone = page.getByLabel('Phone number');
    const submit = page.getByRole('button', { name: 'Request Call' });
    expect(await submit.isDisabled()).toBe(true);
    await phone.pressSequentially('98a7-6 5');
    expect(await phone.inputValue()).toBe('98765');
    expect(await submit.isDisabled()).toBe(true);
    await phone.blur();
    await see(page, 'Please enter a valid 10-digit phone number');
    await phone.fill('98765 43210 99');
    expect(await phone.inputValue()).toBe('9876543210');
    expect(await submit.isDisabled()).toBe(false);

    // Hold the answer back until the button's busy text has been seen (a timed delay can end first on a busy machine).
    let body = '';
    let releaseAnswer!: () => void;
    const answerReleased = new Promise<void>((resolve) => (releaseAnswer = resolve));
    await page.route('**/api/v4/help-and-support', async (route) => {
      body = route.request().postData() ?? '';
      await answerReleased;
      await route.continue();
    });
    await submit.click();
    await see(page, 'Requesting...');
    releaseAnswer();
    await see(page, 'Request submitted! Our team will call you soon.');
    expect(JSON.parse(body)).toEqual({ mobile_number: '9876543210' });
    expect(await phone.inputValue()).toBe('');
    await page.unroute('**/api/v4/help-and-support');

    await page.route('**/api/v4/help-and-support', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    await phone.fill('9876543211');
    await page.getByRole('button', { name: 'Request Call' }).click();
    await see(page, 'Failed to submit request. Please try again.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('Policy shows the title, the long en-US date, the notice, the content and its buttons', async () => {
    const policy = await api<Policy>('/policys/privacy-policy');
    const page = await openPage(browser, DESKTOP);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    const res = await gotoHydrated(page, '/policy/privacy-policy');
    expect(res?.status()).toBe(200);
    await see(page, policy.title);
    const longDate = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(policy.created_at));
    expect(longDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await see(page, `Last updated: ${longDate}`);
    await see(page, /Please read this policy carefully to understand our terms and conditions\./);
    await page.getByTestId('policy-content').waitFor();
    expect(
      await page.locator('[data-testid="policy-content"] h2, [data-testid="policy-content"] p').count(),
    ).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Print Policy' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.close();
  });

  it('Policy shows a skeleton of 8 rows while loading', async () => {
    const page = await openPage(browser, DESKTOP);
    await gotoHydrated(page, '/about');
    // The policy's answer waits until the skeleton has been counted, however slow the machine.
    let releaseAnswer!: () => void;
    const answerReleased = new Promise<void>((resolve) => (releaseAnswer = resolve));
    await page.route('**/api/v4/policys/terms-and-conditions', async (route) => {
      await answerReleased;
      await route.continue();
    });
    await page.locator('main a[href="/policy/terms-and-conditions"]').click();
    const skeleton = page.getByTestId('policy-skeleton');
    await skeleton.waitFor();
    expect(await skeleton.locator('> div').count()).toBe(8);
    releaseAnswer();
    await page.getByTestId('policy-content').waitFor();
    await page.close();
  });

  // The same view in Hindi, at both widths: its words, and the toast's, are axe clean in either language.
  const unknownPolicy = [
    {
      path: '/policy/no-such-policy',
      title: 'Policy Not Found',
      back: 'Go Back',
      retry: 'Try Again',
      toast: 'Failed to load policy',
    },
    {
      path: '/hi/policy/no-such-policy',
      title: 'नीति नहीं मिली',
      back: 'वापस जाएँ',
      retry: 'फिर से कोशिश करें',
      toast: 'नीति लोड नहीं हो सकी',
    },
  ];
  for (const words of unknownPolicy)
    for (const [width, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const)
      it(`answers 404 with '${words.title}', ${words.back} and ${words.retry}, and a toast, at ${width} width for ${words.path}`, async () => {
        const page = await openPage(browser, viewport);
        const res = await gotoHydrated(page, words.path);
        expect(res?.status()).toBe(404);
        await see(page, words.title);
        await page.getByRole('button', { name: words.back }).waitFor();
        await page.getByRole('button', { name: words.retry }).waitFor();
        await see(page, words.toast);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.close();
      });
});
