import { storePaths } from '@shringar/contracts/store-paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { gotoHydrated } from './page-helpers';
import { shopperPhone, signInByApi } from './shopper';

/*
 * Headless Chromium cannot subscribe without reaching its vendor's push service (FCM), which a test machine may
 * not, so only the browser's PushManager is stubbed here: subscribe and getSubscription answer a subscription
 * with real P-256 and auth keys. Everything else is the store's own: the permission asked through the browser
 * context, the service worker the subscription is made through, the save-token call and the server's answer.
 * Delivery to a push service is tested in the API (order-messages/outbox-push.test.ts). Phones 114..115.
 */
const STUB_PUSH_MANAGER = () => {
  let current: PushSubscription | null = null;
  const b64url = (bytes: ArrayBuffer) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    if (!options?.applicationServerKey) throw new Error('no applicationServerKey');
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const p256dh = b64url(await crypto.subtle.exportKey('raw', pair.publicKey));
    const auth = b64url(crypto.getRandomValues(new Uint8Array(16)).buffer);
    const endpoint = `https://push.example.test/send/${crypto.randomUUID()}`;
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    current = subscription;
    return subscription;
  };
};

describe('order updates by push in the profile', { timeout: 120_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('turning the switch on asks permission, subscribes through the worker and saves; off forgets', async () => {
    const token = await signInByApi(shopperPhone(114));
    const page = await openPage(browser, PHONE, { authToken: token });
    await page.context().grantPermissions(['notifications']);
    await page.context().addInitScript(STUB_PUSH_MANAGER);
    const saves: Array<{ body: unknown; status: number; answer: unknown }> = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().includes('/api/v4/fcm-token/')) return;
      const response = await request.response();
      saves.push({ body: request.postDataJSON(), status: response?.status() ?? 0, answer: await response?.json() });
    });

    await gotoHydrated(page, storePaths.profile);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const toggle = page.getByRole('switch', { name: 'Order updates by push' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await toggle.click();
    await page.getByText('Order updates by push are on for this device').waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => saves.length).toBe(1);
    const [saved] = saves;
    const body = saved!.body as { token: string; platform: string; subscription: { endpoint: string; keys: object } };
    expect(body.platform).toBe('web');
    expect(body.token).toBe(body.subscription.endpoint);
    expect(body.subscription.keys).toEqual({ p256dh: expect.any(String), auth: expect.any(String) });
    expect(saved).toMatchObject({ status: 200, answer: { data: { saved: true } } });

    // Off: the store forgets it, then the browser drops it.
    await toggle.click();
    await page.getByText('Order updates by push are off for this device').waitFor();
    await expect.poll(() => saves.length).toBe(2);
    expect(saves[1]).toMatchObject({ body: { token: body.token }, status: 200, answer: { data: { removed: true } } });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
  });
});
