import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './browser';
import { arrangeShopper, continueToPayment, findVariants, openCheckout, shownOrderId } from './checkout-helpers';
import { gotoHydrated, see } from './page-helpers';
import { settingsIfMatch } from './console-versions';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
const PAGES = ['/', '/about', '/contact', '/policy/shipping-policy'];

type Switches = { isCodAvailable: boolean; isWhatsappSupportActive: boolean };

/** Every text about cash on delivery and WhatsApp follows the operator's switches. Phones 190..191. */
describe('texts from the live settings', () => {
  let browser: Browser;
  let owner: Page;
  let original: Switches | undefined;

  async function asOwner<T>(method: 'GET' | 'PATCH', path: string, data?: object): Promise<T> {
    const headers = method === 'PATCH' && path === '/settings' ? await settingsIfMatch(owner) : {};
    const res = await owner.request.fetch(`/api/v4/admin${path}`, { method, headers, ...(data ? { data } : {}) });
    const json = (await res.json()) as { data: T; message: string };
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${json.message}`);
    return json.data;
  }

  /** What a page says and links to, with its meta description. */
  async function read(page: Page, path: string) {
    await gotoHydrated(page, path);
    await page.locator('footer').waitFor();
    return {
      text: await page.locator('body').innerText(),
      description: (await page.locator('head meta[name="description"]').getAttribute('content')) ?? '',
      whatsappLinks: await page.locator('a[href^="https://wa.me/"]').count(),
    };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openPage(browser, DESKTOP);
    await acceptInvitation(owner, await inviteByOwner(staffEmail('owner'), 'Meera Das', 'owner'), 'switches and texts');
    await see(owner, 'Hello, Meera Das', 30_000);
    const { settings } = await asOwner<{ settings: Switches }>('GET', '/settings');
    original = { isCodAvailable: settings.isCodAvailable, isWhatsappSupportActive: settings.isWhatsappSupportActive };
  }, 150_000);

  afterAll(async () => {
    // Other test files share this store: put the switches back.
    if (original) await asOwner('PATCH', '/settings', original).catch(() => {});
    await browser?.close();
  });

  it('with cash on delivery and WhatsApp on, every page offers them', async () => {
    const page = await openPage(browser, PHONE);
    const home = await read(page, '/');
    expect(home.text).toContain('Cash on delivery available');
    expect(home.description).toMatch(/cash on delivery/);
    expect(home.whatsappLinks).toBeGreaterThan(0);
    expect(await page.getByTestId('whatsapp-button').count()).toBe(1);
    const about = await read(page, '/about');
    expect(about.text).toContain('Chat with us on WhatsApp');
    expect(about.text).toMatch(/or cash on delivery/);
    expect((await read(page, '/contact')).text).toContain('message us on WhatsApp');
    expect((await read(page, '/policy/shipping-policy')).text).toMatch(
      /Cash on delivery carries a handling charge of ₹\d/,
    );
    expect((await read(page, '/faqs')).description).toMatch(/cash on delivery/);
    expect(await page.getByLabel('Search FAQs').getAttribute('placeholder')).toMatch(/cash on delivery/);
    await page.context().close();
  });

  it('switched off, no page mentions them; the order-success line promises no e-mail to a shopper without one', async () => {
    await asOwner('PATCH', '/settings', { isCodAvailable: false, isWhatsappSupportActive: false });
    const page = await openPage(browser, PHONE);
    for (const path of PAGES) {
      const seen = await read(page, path);
      expect(seen.whatsappLinks, path).toBe(0);
      expect(seen.text, path).not.toMatch(/cash on delivery|WhatsApp/i);
      expect(seen.description, path).not.toMatch(/cash on delivery|WhatsApp/i);
      expect(await page.getByTestId('whatsapp-button').count(), path).toBe(0);
    }
    // Help still answers questions about cash on delivery (refunds of past orders), truthfully.
    const help = await read(page, '/faqs');
    const answers = (await page.locator('main').textContent()) ?? ''; // folded answers included
    expect(answers).toContain('Not at the moment: please pay online');
    expect(answers).not.toMatch(/handling charge|WhatsApp/);
    expect(help.description).not.toMatch(/cash on delivery/);
    expect(await page.getByLabel('Search FAQs').getAttribute('placeholder')).not.toMatch(/cash on delivery/);
    await gotoHydrated(page, '/');
    await page.screenshot({ path: join(SCREENSHOTS, 'settings-texts-cod-whatsapp-off-390.png') });
    await page.context().close();

    // A shopper who gave no e-mail address pays online: the page tells where updates go, not of an e-mail.
    const { regular } = await findVariants();
    const { token } = await arrangeShopper(190, { cart: [regular[5]!], wallet: 1000 });
    const checkout = await openCheckout(browser, PHONE, token);
    await continueToPayment(checkout);
    expect(await checkout.getByTestId('method-cod').isDisabled()).toBe(true);
    await checkout.getByTestId('method-wallet').check();
    await checkout.getByTestId('pay-button').click();
    await shownOrderId(checkout, 'success-order-id');
    const updates = checkout.getByTestId('success-updates');
    await updates.waitFor();
    expect(await updates.innerText()).toBe('Updates on this order appear in your Notifications and in My Orders.');
    await checkout.context().close();
  }, 180_000);
});
