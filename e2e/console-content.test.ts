import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { toPaise } from '@shringar/contracts/money';
import { freeDeliveryBanner } from '@shringar/contracts/pricing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { placeCodOrder, stockedVariants, type StockedVariant } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');
const POLICY = 'return-refund-policy';

type Policy = { id: string; title: string; content: string; titleHi: string | null; contentHi: string | null };
type SettingsAnswer = { settings: { minimumAmountForFreeDelivery: number } };

/** The console's content areas against the store they change. Phones 160..163. */
describe('operator console: dashboard, policies, settings, notifications', () => {
  let browser: Browser;
  let owner: Page;
  let variant: StockedVariant;
  let originalPolicy: Policy;
  let originalFreeDelivery: number;

  /** The console's own API calls, made with the owner's session cookie in the browser's context. */
  async function asOwner<T>(method: 'GET' | 'PUT' | 'PATCH', path: string, data?: object): Promise<T> {
    // An edit says which version it is based on: the one stored now (this file restores what it changed).
    const headers: Record<string, string> = method === 'GET' ? {} : { 'if-match': `"${await currentVersion(path)}"` };
    const res = await owner.request.fetch(`/api/v4/admin${path}`, { method, headers, ...(data ? { data } : {}) });
    const json = (await res.json()) as { data: T; message: string };
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${json.message}`);
    return json.data;
  }

  async function currentVersion(path: string): Promise<string> {
    if (path === '/settings') return (await asOwner<{ version: string }>('GET', path)).version;
    const id = path.split('/').pop();
    return (await asOwner<{ id: string; version: string }[]>('GET', '/policies')).find((p) => p.id === id)!.version;
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    [variant] = (await stockedVariants(1, 17)) as [StockedVariant];
    owner = await openPage(browser, DESKTOP);
    await acceptInvitation(
      owner,
      await inviteByOwner(staffEmail('owner'), 'Leela Menon', 'owner'),
      'the shop opens at ten',
    );
    await see(owner, 'Hello, Leela Menon', 30_000);
    originalPolicy = (await asOwner<Policy[]>('GET', '/policies')).find((p) => p.id === POLICY)!;
    originalFreeDelivery = (await asOwner<SettingsAnswer>('GET', '/settings')).settings.minimumAmountForFreeDelivery;
  }, 150_000);

  afterAll(async () => {
    // Other test files share this store: put back what this file changed.
    if (originalPolicy)
      // Its Hindi version too: a Hindi page's footer names this policy (hindi-checkout reads it).
      await asOwner('PUT', `/policies/${POLICY}`, {
        title: originalPolicy.title,
        content: originalPolicy.content,
        titleHi: originalPolicy.titleHi,
        contentHi: originalPolicy.contentHi,
      });
    if (originalFreeDelivery !== undefined)
      await asOwner('PATCH', '/settings', { minimumAmountForFreeDelivery: originalFreeDelivery });
    await browser?.close();
  });

  const todayOrders = async (page: Page) => {
    const today = page.getByRole('region', { name: /^Today, / });
    await today.waitFor({ timeout: 30_000 });
    const text = await today
      .locator('dt', { hasText: /^Orders$/ })
      .locator('xpath=following-sibling::dd[1]')
      .innerText();
    return Number(text);
  };

  it('the dashboard counts an order placed in the store, with charts that have tables', async () => {
    const before = await todayOrders(owner);
    const token = await signInByApi(shopperPhone(160));
    await placeCodOrder(token, [variant]);
    await owner.reload();
    await owner.waitForFunction(
      (n) => {
        const dt = Array.from(document.querySelectorAll('dt')).find((d) => d.textContent === 'Orders');
        return Number(dt?.nextElementSibling?.textContent) === n;
      },
      before + 1,
      { timeout: 30_000 },
    );
    expect(await todayOrders(owner)).toBe(before + 1);
    const revenue = owner.getByRole('figure', { name: 'Revenue per day, last 30 days' });
    await revenue.locator('svg').first().waitFor();
    await revenue.getByText('Show as a table').click();
    expect(await revenue.getByRole('table').getByRole('row').count()).toBe(31);
    const products = owner.getByRole('figure', { name: /^Top products/ });
    await products.getByText('Show as a table').click();
    await products.getByRole('rowheader').first().waitFor();
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.screenshot({ path: join(SCREENSHOTS, 'console-dashboard.png'), fullPage: true });

    const phone = await openPage(browser, PHONE);
    await phone.context().addCookies(await owner.context().cookies());
    await phone.goto('/admin');
    await phone.getByRole('region', { name: /^Today, / }).waitFor({ timeout: 30_000 });
    await phone.getByRole('figure', { name: 'Revenue per day, last 30 days' }).locator('svg').first().waitFor();
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phone.screenshot({ path: join(SCREENSHOTS, 'console-dashboard-390.png'), fullPage: true });
    await phone.close();
  }, 150_000);

  it('a policy edited with the rich-text editor shows on the store, without the script pasted into it', async () => {
    await owner.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Policies' }).click();
    await owner.getByRole('link', { name: originalPolicy.title, exact: true }).click();
    const text = owner.getByRole('textbox', { name: 'Policy text', exact: true });
    await text.waitFor({ timeout: 30_000 });
    // Keyboard only: clear the text, Shift+Tab to the toolbar, arrows to Heading, Enter, and type.
    await text.click();
    await owner.keyboard.press('ControlOrMeta+a');
    await owner.keyboard.press('Delete');
    await owner.keyboard.press('Shift+Tab');
    const toolbar = owner.getByRole('toolbar', { name: 'Policy text formatting' });
    expect(await toolbar.getByRole('button', { name: 'Bold' }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await owner.keyboard.press('ArrowRight');
    await owner.keyboard.press('ArrowRight');
    expect(
      await toolbar.getByRole('button', { name: 'Heading', exact: true }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await owner.keyboard.press('Enter');
    await owner.keyboard.type('Returns within ten days');
    await owner.keyboard.press('Enter');
    await owner.keyboard.type('Unused items come back in their box.');
    expect(await seriousA11yViolations(owner)).toEqual([]);
    // A paste from elsewhere can carry a script; the server drops it on save.
    await text.evaluate((el) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p>Call us first.<script>window.pwned = 1</script><img src=x onerror="window.pwned=1"></p>',
      );
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await owner.getByRole('button', { name: 'Save policy' }).click();
    await see(owner, `${originalPolicy.title} saved. The store shows it now.`);

    const store = await openPage(browser, DESKTOP);
    await gotoHydrated(store, `/policy/${POLICY}`);
    const content = store.getByTestId('policy-content');
    await content.getByRole('heading', { name: 'Returns within ten days' }).waitFor({ timeout: 30_000 });
    await content.getByText('Unused items come back in their box.').waitFor();
    await content.getByText('Call us first.').waitFor();
    const html = await content.innerHTML();
    expect(html).not.toMatch(/<script|onerror|pwned/i);
    expect(await store.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    await store.close();
  }, 120_000);

  it('a settings change shows in the shopper’s cart', async () => {
    const threshold = Math.ceil(variant.price) + 1234;
    const expected = freeDeliveryBanner(toPaise(variant.price), {
      minimumOrderAmountPaise: 0,
      minimumAmountForFreeDeliveryPaise: toPaise(threshold),
    }).message;
    await owner.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Settings' }).click();
    const field = owner.getByLabel('Free delivery from (₹)');
    await field.waitFor({ timeout: 30_000 });
    await field.fill('-5');
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await owner
      .getByText(/free delivery must be at least ₹0/i)
      .first()
      .waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill(String(threshold));
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await see(owner, 'Settings saved. The store uses them now.');
    expect(await seriousA11yViolations(owner)).toEqual([]);

    const token = await signInByApi(shopperPhone(161));
    await apiAs(token, 'POST', '/cart/add', {
      productId: variant.productId,
      variantId: variant.variantId,
      quantity: 1,
    });
    const shopper = await openPage(browser, PHONE, { authToken: token });
    await gotoHydrated(shopper, '/');
    await shopper.getByTestId('cart-button').click();
    const banner = shopper.getByRole('dialog', { name: 'My Cart' }).getByTestId('free-delivery-banner');
    await banner.getByText(expected).waitFor({ timeout: 30_000 });
    await shopper.close();
  }, 120_000);

  it('a notification sent to one shopper shows in their notifications', async () => {
    const phone = shopperPhone(162);
    const token = await signInByApi(phone);
    await owner.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Notifications' }).click();
    const one = owner.getByRole('region', { name: 'To one shopper' });
    await one.waitFor({ timeout: 30_000 });
    await one.getByLabel('Shopper’s phone').fill(phone);
    await one.getByLabel('Title').fill('Your jhumkas are back');
    await one.getByLabel('Message').fill('The Kundan jhumkas you liked are in stock again.');
    await one.getByRole('button', { name: 'Send to this shopper' }).click();
    await see(owner, `Sent to ${phone}.`);
    expect(await seriousA11yViolations(owner)).toEqual([]);

    const shopper = await openPage(browser, PHONE, { authToken: token });
    await gotoHydrated(shopper, '/notifications');
    const item = shopper.getByTestId('notification').filter({ hasText: 'Your jhumkas are back' });
    await item.waitFor({ timeout: 30_000 });
    expect(await item.innerText()).toContain('The Kundan jhumkas you liked are in stock again.');
    await shopper.close();
  }, 120_000);
});
