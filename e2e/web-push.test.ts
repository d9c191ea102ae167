import { storePaths } from '@shringar/contracts/store-paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, seriousA11yViolations } from './browser';
import { gotoHydrated } from './page-helpers';
import { stubPushManager } from './push-manager-stub';
import { shopperPhone, signInByApi } from './shopper';

/*
 * The profile's push switch against a stubbed PushManager (push-manager-stub.ts): the permission, the worker, the
 * save-token call and the server's answer are the store's own. Delivery to a push service is tested in the API
 * (order-messages/outbox-push.test.ts) and in the browser in order-shipped-channels.test.ts. Phones 114..115.
 */
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
    await stubPushManager(page.context());
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
