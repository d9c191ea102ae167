import type { ProductDetail } from '@shringar/contracts/catalogue';
import type { Settings } from '@shringar/contracts/settings';
import { storePaths } from '@shringar/contracts/store-paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestPushService, type TestBrowserSubscription } from '../apps/api/test/push-service.ts';
import { baseUrl, launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { continueToPayment, shownOrderId } from './checkout-helpers';
import { api } from './navigation';
import { TEST_ADDRESS } from './order-setup';
import { gotoHydrated, see } from './page-helpers';
import { stubPushManager, subscribedServerKey } from './push-manager-stub';
import { deliverPushToWorker, shownNotifications } from './service-worker-push';
import { apiAs, shopperPhone } from './shopper';
import { signInThroughForm, storedToken } from './sign-in-form';
import { acceptInvitation, inviteByOwner, staffEmail } from './staff-console';
import { whatsAppMessagesTo } from './whatsapp-log';

type PushPayload = { title: string; body: string; url: string; tag: string };
type Notification = { title: string; body: string };

const TRACKING_ID = 'BD77001108';

/** A product whose every variant is in stock and at least the minimum order, so its default one can be bought. */
async function buyableProduct(): Promise<ProductDetail> {
  for (let id = 40; id <= 120; id++) {
    const p = await api<ProductDetail>(`/products/${id}`).catch(() => null);
    if (p?.variants.length && p.variants.every((v) => v.variantStock >= 10 && v.variantPrice >= 250)) return p;
  }
  throw new Error('the demo catalogue lacks a product this test can buy');
}

/** The store's live settings (the WhatsApp templates among them), read as its owner reads them in the console. */
async function liveSettings(): Promise<Settings> {
  const res = await fetch(`${baseUrl()}/api/v4/admin/settings`, { headers: { cookie: inject('setupOwnerCookie') } });
  if (!res.ok) throw new Error(`GET /admin/settings: ${res.status}`);
  return ((await res.json()) as { data: { settings: Settings } }).data.settings;
}

/**
 * An order shipped reaches the shopper on each channel they turned on: a push, VAPID-signed and encrypted to
 * the browser's keys, at a push service on https://127.0.0.1 (the store trusts its certificate, global-setup.ts)
 * and shown by the store's service worker; a WhatsApp template message (the console sender's log); and the
 * in-app notification. The shopper acts through the store at 390 px, the operator through the console.
 * Phone 108.
 */
describe('an order shipped reaches the shopper by push, on WhatsApp and in the app', () => {
  const phone = shopperPhone(108);
  let browser: Browser;
  let push: Awaited<ReturnType<typeof startTestPushService>>;
  let device: TestBrowserSubscription;
  let shopper: Page;
  let token: string;
  let orderId: string;
  /** The push body the push service decrypted, handed on to the service worker. */
  let shippedPush: PushPayload;
  /** What the store tells the shopper of the shipment, on every channel. */
  const shipment = () => ({
    title: `Your order ${orderId} has shipped`,
    body: `Your order ${orderId} is on its way. Tracking number: ${TRACKING_ID}.`,
  });

  beforeAll(async () => {
    browser = await launchBrowser();
    push = await startTestPushService({ tls: inject('localTls') });
    device = push.subscribe('shopper-phone');
  });
  afterAll(async () => {
    await browser?.close();
    await push?.close();
  });

  it('the shopper signs in and turns on order updates by push and on WhatsApp in the profile', async () => {
    shopper = await openPage(browser, PHONE);
    await shopper.context().grantPermissions(['notifications']);
    await stubPushManager(shopper.context(), device);
    await gotoHydrated(shopper, `/auth?redirectTo=${encodeURIComponent(storePaths.profile)}`);
    await signInThroughForm(shopper, phone);
    await shopper.waitForURL(`**${storePaths.profile}`, { timeout: 30_000 });
    token = (await storedToken(shopper))!;
    await shopper.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    const pushSwitch = shopper.getByRole('switch', { name: 'Order updates by push' });
    await pushSwitch.click();
    await see(shopper, 'Order updates by push are on for this device');
    const whatsAppSwitch = shopper.getByRole('switch', { name: 'Order updates on WhatsApp' });
    await whatsAppSwitch.click();
    await see(shopper, 'You will get order updates on WhatsApp');
    expect(await pushSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await whatsAppSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await seriousA11yViolations(shopper)).toEqual([]);
    // The page subscribed with the store's VAPID public key, the one the pushes must be signed with.
    const { publicKey } = await api<{ publicKey: string }>('/push/public-key');
    expect(await subscribedServerKey(shopper)).toBe(publicKey);
  }, 120_000);

  it('the shopper adds a product on its page and places a cash-on-delivery order', async () => {
    const product = await buyableProduct();
    const address = await apiAs<{ id: number }>(token, 'POST', '/address', TEST_ADDRESS);
    await apiAs(token, 'POST', `/address/select/${address.id}`);
    await gotoHydrated(shopper, storePaths.product(product.productId));
    await shopper.getByTestId('add-to-cart').click();
    await see(shopper, 'Item added to cart!');

    await gotoHydrated(shopper, '/checkout');
    await shopper.getByRole('heading', { name: 'Review Order' }).waitFor({ timeout: 20_000 });
    await continueToPayment(shopper);
    await shopper.getByTestId('method-cod').check();
    await shopper.getByTestId('pay-button').click();
    orderId = await shownOrderId(shopper, 'success-order-id');
  }, 90_000);

  it('the operator finds the order in the console and marks it shipped with its tracking id', async () => {
    const staff = await openPage(browser, PHONE);
    await acceptInvitation(
      staff,
      await inviteByOwner(staffEmail('fulfilment'), 'Irfan Qureshi', 'fulfilment'),
      'parcels leave at five',
    );
    await see(staff, 'Hello, Irfan Qureshi', 30_000);
    await staff.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Orders' }).click();
    const filters = staff.getByRole('search', { name: 'Find orders' });
    await filters.waitFor({ timeout: 30_000 });
    await filters.getByLabel('Phone', { exact: true }).fill(phone);
    await filters.getByRole('button', { name: 'Search' }).click();
    await staff.waitForURL(new RegExp(`phone=${phone}`));
    await staff.getByRole('link', { name: orderId }).click();
    await see(staff, 'Change status', 30_000);
    for (const label of ['Order Confirmed', 'Packed', 'Ready for Shipping', 'Shipped']) {
      await staff.getByLabel('New status').selectOption({ label });
      if (label === 'Shipped') await staff.getByLabel('Tracking id').fill(TRACKING_ID);
      await staff.getByRole('button', { name: 'Update status' }).click();
      await see(staff, `Order is now ${label}.`);
      await see(staff, new RegExp(`^${label} · placed`));
    }
    expect(await seriousA11yViolations(staff)).toEqual([]);
    await staff.context().close();
  }, 180_000);

  it('the push service receives one push for the shipment, signed by the store, naming the order and its page', async () => {
    const pushes = () => push.to(device.endpoint).map((p) => JSON.parse(p.payload) as PushPayload);
    const { title } = shipment();
    // The outbox job sends every few seconds.
    await expect.poll(() => pushes().map((p) => p.title), { timeout: 60_000, interval: 500 }).toContain(title);
    expect(push.refused).toEqual([]);
    const shipped = pushes().filter((p) => p.title === title);
    expect(shipped).toEqual([{ ...shipment(), url: storePaths.orderDetails(orderId), tag: `order-${orderId}` }]);
    shippedPush = shipped[0]!;
    // Every push this device got is about this order (its placing, then its shipping), each signed with the
    // store's VAPID key for this push service.
    const { publicKey } = await api<{ publicKey: string }>('/push/public-key');
    for (const got of push.to(device.endpoint)) {
      expect(JSON.parse(got.payload)).toMatchObject({ tag: `order-${orderId}` });
      expect(got.vapid).toMatchObject({ publicKey, aud: new URL(device.endpoint).origin });
      expect(got.headers['content-encoding']).toBe('aes128gcm');
    }
  }, 90_000);

  it('the store’s service worker shows that push as a notification that opens the order', async () => {
    expect(shippedPush, 'the push service received no push to hand on').toBeDefined();
    await deliverPushToWorker(shopper, JSON.stringify(shippedPush));
    await expect
      .poll(() => shownNotifications(shopper, `order-${orderId}`), { timeout: 15_000, interval: 250 })
      .toEqual([{ ...shipment(), url: storePaths.orderDetails(orderId) }]);
    await gotoHydrated(shopper, storePaths.orderDetails(orderId));
    await shopper.getByTestId('order-status').filter({ hasText: 'Shipped' }).first().waitFor({ timeout: 30_000 });
  }, 60_000);

  it('the WhatsApp message of the shipment goes to the shopper’s phone with the shipped template', async () => {
    const settings = await liveSettings();
    const shipped = () =>
      whatsAppMessagesTo(phone).filter(
        (m) => m.template === settings.whatsappTemplateShipped && m.parameters[0] === orderId,
      );
    await expect.poll(() => shipped().length, { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
    expect(shipped()).toEqual([
      {
        to: `+91${phone}`,
        template: settings.whatsappTemplateShipped,
        language: settings.whatsappTemplateLanguage,
        parameters: [orderId, shipment().body],
      },
    ]);
  }, 90_000);

  it('the shopper’s notifications in the store show the shipment with its tracking number', async () => {
    const { title, body } = shipment();
    const shippedNotices = async () =>
      (await apiAs<Notification[]>(token, 'GET', '/notifications')).filter((n) => n.title === title);
    await expect
      .poll(async () => (await shippedNotices()).length, { timeout: 60_000, interval: 1000 })
      .toBeGreaterThan(0);
    expect((await shippedNotices()).map((n) => n.body)).toEqual([body]);
    await gotoHydrated(shopper, '/notifications');
    const shown = shopper.getByTestId('notification').filter({ hasText: title });
    await shown.waitFor();
    expect(await shown.count()).toBe(1);
    expect(await shown.innerText()).toContain(`Tracking number: ${TRACKING_ID}`);
    expect(await seriousA11yViolations(shopper)).toEqual([]);
  }, 90_000);
});
