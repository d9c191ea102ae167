import type { Page } from 'playwright-core';

/** A notification the store's service worker shows: its texts and the page a tap opens. */
export type ShownNotification = { title: string; body: string; url: string | null };

/**
 * Hands a push message's decrypted body to the service worker controlling the page, as the browser does when
 * its push service delivers one (DevTools' ServiceWorker.deliverPushMessage: the worker's own push handler runs).
 */
export async function deliverPushToWorker(page: Page, data: string) {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  try {
    const registrations = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: all }) => {
        const ours = all.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registrations;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  } finally {
    await cdp.detach();
  }
}

/** The notifications the store's worker is showing with this tag (an order's updates share one). */
export const shownNotifications = (page: Page, tag: string) =>
  page.evaluate(async (t): Promise<ShownNotification[]> => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications({ tag: t })).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url?: string } | null)?.url ?? null,
    }));
  }, tag);
