import type { BrowserContext, Page } from 'playwright-core';

/** A browser's push subscription as the store saves it: where to post, and the keys to encrypt to. */
export type StubbedSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Headless Chromium cannot subscribe without reaching its vendor's push service (FCM), which a test machine may
 * not, so only the page's PushManager is replaced: subscribe and getSubscription answer the subscription given
 * (one at a local test push service, whose keys the test holds to decrypt what arrives) or, without one, a
 * made-up subscription with real P-256 and auth keys. Everything else is the store's own: the permission, the
 * service worker the subscription is made through, the save-token call. The application server key the page
 * subscribed with is kept for the test (subscribedServerKey).
 */
export function stubPushManager(context: BrowserContext, given?: StubbedSubscription) {
  return context.addInitScript(installStub, given ?? null);
}

/** The VAPID public key (base64url) the page passed to subscribe, or null before it subscribed. */
export const subscribedServerKey = (page: Page) =>
  page.evaluate(() => (window as unknown as { pushServerKey?: string }).pushServerKey ?? null);

/** Runs in the page before its scripts: self-contained, as it is sent to the browser as source. */
function installStub(given: StubbedSubscription | null) {
  let current: PushSubscription | null = null;
  const b64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const madeUp = async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    return {
      endpoint: `https://push.example.test/send/${crypto.randomUUID()}`,
      keys: {
        p256dh: b64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
        auth: b64url(crypto.getRandomValues(new Uint8Array(16))),
      },
    };
  };
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    if (!key) throw new Error('no applicationServerKey');
    (window as unknown as { pushServerKey: string }).pushServerKey =
      typeof key === 'string'
        ? key
        : b64url(
            key instanceof ArrayBuffer
              ? new Uint8Array(key)
              : new Uint8Array(key.buffer, key.byteOffset, key.byteLength),
          );
    const { endpoint, keys } = given ?? (await madeUp());
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    current = subscription;
    return subscription;
  };
}
