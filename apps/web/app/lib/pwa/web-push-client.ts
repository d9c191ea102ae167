import { getPushPublicKey, removeFcmToken, saveFcmToken } from '@shringar/contracts/endpoints/engagement';
import { callApi } from '~/lib/call-api';

/** Whether this browser can take pushes at all (a service worker, the Push API and notifications). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** This browser's subscription through the store's worker, or null when it has none. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

export type PushOptIn = 'on' | 'denied' | 'unavailable';

/**
 * Turns order updates by push on for this device: asks the browser's permission, subscribes through the worker
 * with the store's VAPID public key, and saves the subscription through the save-token call (POST /fcm-token/save).
 */
export async function subscribeToOrderPushes(): Promise<PushOptIn> {
  const { publicKey } = await callApi(getPushPublicKey);
  if (!publicKey) return 'unavailable';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  const keys = { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' };
  await callApi(saveFcmToken, {
    body: { token: subscription.endpoint, platform: 'web', subscription: { endpoint: subscription.endpoint, keys } },
  });
  return 'on';
}

/** Turns them off: the store forgets the subscription first, then the browser drops it. */
export async function unsubscribeFromOrderPushes(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await callApi(removeFcmToken, { body: { token: subscription.endpoint } });
  await subscription.unsubscribe();
}
