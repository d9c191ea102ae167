import webpush from 'web-push';
import type { Config } from '../../config.ts';

/** A saved browser subscription: where its push service takes messages, and the keys they are encrypted to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** delivered: the push service took the message; gone: the subscription no longer exists there (404/410). */
export type PushOutcome = 'delivered' | 'gone';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** The store's VAPID pair when push is configured (both keys set), else null: push is off. */
export function vapidKeysOf(config: Config): VapidKeys | null {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT ?? `mailto:${config.STORE_EMAIL}`,
  };
}

/** A push service that does not answer in this long is a failed attempt; the outbox retries it. */
const SEND_TIMEOUT_MS = 10_000;
/** How long the push service keeps a message for a device that is offline: order updates stay news for a day. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends one message by the Web Push protocol (RFC 8030) with VAPID (RFC 8292) and an aes128gcm body (RFC 8291).
 * web-push signs and encrypts; the request itself goes by fetch, which also reaches a local test push service over
 * plain HTTP (web-push's own transport is HTTPS only). Any answer other than 2xx, 404 or 410 throws, so the
 * outbox retries it like an e-mail or SMS that did not go.
 */
export async function sendWebPush(vapid: VapidKeys, target: PushTarget, payload: string): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
  );
  const res = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (res.status === 404 || res.status === 410) {
    await res.body?.cancel();
    return 'gone';
  }
  if (!res.ok) {
    const text = (await res.text()).slice(0, 200);
    throw new Error(`push service answered ${res.status}${text ? `: ${text}` : ''}`);
  }
  await res.body?.cancel();
  return 'delivered';
}
