import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { arrangeShopper, continueToPayment, findVariants, openCheckout } from './checkout-helpers';
import { settingsIfMatch } from './console-versions';
import { horizontalOverflow } from './navigation';
import { operatorApi, setOrderStatus } from './operator';
import { placeCodOrder, stockedVariants } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { apiAs, shopperPhone, signInByApi } from './shopper';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';

const SCREENSHOTS = join(import.meta.dirname, '..', 'docs', 'screenshots');

type CodSettings = { codCeiling: number; codConfirmationRequired: boolean };
type Notification = { title: string; body: string };

/**
 * COD risk controls in the browser (issue 30): a COD ceiling set in the console refuses COD at checkout with its
 * reason; with confirmation asked for, a COD order waits in the console's queue until the shopper confirms it by
 * the link of their order-placed message, then leaves the queue and can be packed. Phones 195..196.
 */
describe('COD risk: the ceiling at checkout, confirmation by link', () => {
  let browser: Browser;
  let owner: Page;
  let original: CodSettings | undefined;

  async function ownerSettings<T>(method: 'GET' | 'PATCH', data?: object): Promise<T> {
    const headers = method === 'PATCH' ? await settingsIfMatch(owner) : {};
    const res = await owner.request.fetch('/api/v4/admin/settings', { method, headers, ...(data ? { data } : {}) });
    const json = (await res.json()) as { data: T; message: string };
    if (!res.ok()) throw new Error(`${method} /settings: ${res.status()} ${json.message}`);
    return json.data;
  }

  /** Saves the console's settings form as an owner does, and waits for the store to say it uses them. */
  async function saveSettings() {
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await see(owner, 'Settings saved. The store uses them now.');
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchBrowser();
    owner = await openPage(browser, DESKTOP);
    await acceptInvitation(owner, await inviteByOwner(staffEmail('owner'), 'Kavya Rao', 'owner'), 'cash risk owner');
    await see(owner, 'Hello, Kavya Rao', 30_000);
    const { settings } = await ownerSettings<{ settings: CodSettings }>('GET');
    original = { codCeiling: settings.codCeiling, codConfirmationRequired: settings.codConfirmationRequired };
  }, 150_000);

  afterAll(async () => {
    // Other test files share this store: put the COD settings back.
    if (original) await ownerSettings('PATCH', original).catch(() => {});
    await browser?.close();
  });

  it('refuses COD above the ceiling set in the console, with the reason at checkout', async () => {
    await gotoHydrated(owner, '/admin/settings');
    await owner.getByLabel('COD up to order total (₹)').fill('150');
    await saveSettings();

    const { regular } = await findVariants();
    const { token } = await arrangeShopper(195, { cart: [regular[0]!] });
    const reason = 'Cash on delivery is available on orders up to ₹150';
    for (const viewport of [DESKTOP, PHONE]) {
      const checkout = await openCheckout(browser, viewport, token);
      await continueToPayment(checkout);
      // The COD choice is off, and its own line says why (the label around the radio).
      const option = checkout.locator('label').filter({ has: checkout.getByTestId('method-cod') });
      await option.filter({ hasText: reason }).waitFor();
      expect(await checkout.getByTestId('method-cod').isDisabled()).toBe(true);
      expect(await seriousA11yViolations(checkout)).toEqual([]);
      expect(await horizontalOverflow(checkout)).toEqual([]);
      const suffix = viewport === PHONE ? '-390' : '';
      await checkout.screenshot({ path: join(SCREENSHOTS, `cod-refused-checkout${suffix}.png`), fullPage: true });
      await checkout.context().close();
    }
    // The store refuses it too when asked directly, with the same reason.
    const addresses = await apiAs<{ id: number }[]>(token, 'GET', '/address');
    const res = await fetch(`${baseUrl()}/api/v4/order/cart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethods: ['COD'], couponCode: '', addressId: addresses[0]!.id }),
    });
    const refused = (await res.json()) as { code: string; message: string };
    expect([res.status, refused.code, refused.message]).toEqual([422, 'COD_ABOVE_CEILING', reason]);
  }, 180_000);

  it('holds a COD order in the console queue until the shopper confirms by the link, then it can be packed', async () => {
    await gotoHydrated(owner, '/admin/settings');
    await owner.getByLabel('COD up to order total (₹)').fill('');
    await owner.getByLabel('Ask COD shoppers to confirm before packing').check();
    await saveSettings();

    const token = await signInByApi(shopperPhone(196));
    const orderId = await placeCodOrder(token, await stockedVariants(1, 70));

    await gotoHydrated(owner, '/admin/orders');
    await owner.getByRole('link', { name: /^COD to confirm \(\d+\)$/ }).click();
    await owner.locator('a[aria-current="page"]', { hasText: 'COD to confirm' }).waitFor();
    await owner.getByText(orderId).first().waitFor();
    await expect(setOrderStatus(orderId, 'PACKED')).rejects.toThrow(/409/);

    // The order-placed message carries the link (its notification, as its SMS does).
    const title = `Please confirm your order ${orderId}`;
    let message: Notification | undefined;
    await expect
      .poll(
        async () => {
          message = (await apiAs<Notification[]>(token, 'GET', '/notifications')).find((n) => n.title === title);
          return Boolean(message);
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(true);
    const link = /(\S*\/cod-confirm\/\S+)$/.exec(message!.body)![1]!;
    const url = new URL(link, baseUrl());

    const shopper = await openPage(browser, PHONE);
    await gotoHydrated(shopper, `${url.pathname}${url.search}`);
    await shopper.getByRole('button', { name: 'Confirm order' }).waitFor();
    await see(shopper, `Order #${orderId}`);
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    expect(await horizontalOverflow(shopper)).toEqual([]);
    await shopper.screenshot({ path: join(SCREENSHOTS, 'cod-confirm-390.png'), fullPage: true });
    await shopper.setViewportSize(DESKTOP);
    await shopper.screenshot({ path: join(SCREENSHOTS, 'cod-confirm.png'), fullPage: true });
    await shopper.getByRole('button', { name: 'Confirm order' }).click();
    await see(shopper, `Your order ${orderId} is confirmed. We will pack it and let you know when it ships.`);
    await shopper.context().close();

    await owner.reload();
    await owner.getByRole('heading', { name: 'Orders' }).waitFor();
    await owner.getByRole('link', { name: /^All orders$/ }).waitFor();
    expect(await owner.getByText(orderId).count()).toBe(0);
    await setOrderStatus(orderId, 'PACKED');
    const view = await operatorApi<{ order: { delivery_status: string; codConfirmation: string } }>(
      'GET',
      `/orders/${orderId}`,
    );
    expect(view.order).toMatchObject({ delivery_status: 'PACKED', codConfirmation: 'CONFIRMED' });
  }, 180_000);
});
