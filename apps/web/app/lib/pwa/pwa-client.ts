import { countVisit, showInstallBanner } from './install-banner';

/**
 * The store as an installed app, loaded by the root layout once the page has loaded and gone quiet: registers
 * the service worker (apps/web/service-worker/), keeps the browser's install offer for the banner, and takes
 * over link clicks that the in-page router must not handle:
 * - a new worker is waiting (a new build): the click loads the whole page, and the new worker serves it, so the
 *   shopper gets the new version on their next navigation and never mid-page;
 * - the browser is offline: the click loads the whole page, which the worker answers from its kept copy or with
 *   the offline page, instead of the router failing to fetch the page's data.
 */
export async function startPwa(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  countVisit();
  // Chromium offers installing after its own engagement checks, well after a page has loaded; an offer made
  // before this ran is made again on the next page.
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    showInstallBanner(event as Event & { prompt: () => Promise<void> });
  });
  const registration = await navigator.serviceWorker.register('/sw.js');
  addEventListener(
    'click',
    (event) => {
      if (!registration.waiting && navigator.onLine) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.origin !== location.origin || link.target || link.hasAttribute('download')) return;
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      // Before React's listener on the document: the browser follows the link itself.
      event.stopPropagation();
      registration.waiting?.postMessage('SKIP_WAITING');
    },
    true,
  );
}
