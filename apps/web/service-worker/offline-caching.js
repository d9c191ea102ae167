// Offline reading for the store (docs/decisions.md, "An installable store on a flaky connection"):
// - the shell (the offline page, the stylesheet, the font, the first scripts, the icons) is kept at install;
// - store pages are network-first: a console change shows on the shopper's next online visit, and the kept copy
//   answers only when the network fails or takes longer than NETWORK_TIMEOUT_MS;
// - hashed assets (/assets/, immutable) are cache-first, same-origin images stale-while-revalidate;
// - the shopper's own pages (account, checkout, cart, sign-in), the console and every /api/ answer are never
//   kept: they go to the network, and a failed page navigation gets the offline page.
// A new worker waits until the page asks it to take over (the page does so on its next navigation).

/* global self, caches, fetch, Response, URL */
const { version, urls } = self.SHRINGAR_PRECACHE;
const SHELL = `shell-${version}`;
const PAGES = 'pages-v1';
const ASSETS = 'assets-v1';
const IMAGES = 'images-v1';
const KEPT = { [PAGES]: 60, [ASSETS]: 400, [IMAGES]: 200 };
const OFFLINE_PAGE = '/offline';
const STATE = 'state-v1';
/** The shopper's cart count as the store's header last asked for it, for the offline page (public/offline-page.js). */
const CART_COUNT = '/offline-state/cart-count';
const NETWORK_TIMEOUT_MS = 4000;

/** Paths whose answers belong to one shopper or to staff: never kept, never answered from a cache. */
const PRIVATE_PATHS =
  /^\/(api|admin|account|checkout|cart|auth|login|profile|orders|order-details|order-success|payment-failed|wallet|wishlist|notifications|address-management)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(urls)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('shell-') && n !== SHELL).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

// The page posts this on its next navigation once a new worker is waiting (lib/pwa/pwa-client.ts).
self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(PRIVATE_PATHS.test(url.pathname) ? networkOrOffline(request) : pageNetworkFirst(request, event));
    return;
  }
  if (url.pathname === '/api/v4/cart/count') {
    event.respondWith(noteCartCount(request, event));
    return;
  }
  if (PRIVATE_PATHS.test(url.pathname) && !isImage(request, url)) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request, ASSETS, event));
  else if (isImage(request, url)) event.respondWith(staleWhileRevalidate(request, IMAGES, event));
  else if (urls.includes(url.pathname)) event.respondWith(staleWhileRevalidate(request, SHELL, event));
});

function isImage(request, url) {
  return request.destination === 'image' && !url.pathname.startsWith('/api/v4/admin');
}

/** Whether an answer may be kept for everyone on this device: complete, and not marked private by the server. */
function keepable(response) {
  return (
    response.ok && response.type === 'basic' && !/private|no-store/.test(response.headers.get('cache-control') || '')
  );
}

async function offlinePage() {
  return (await caches.match(OFFLINE_PAGE)) || Response.error();
}

/** Passes the cart count answer through untouched, noting only its number (never the answer itself). */
async function noteCartCount(request, event) {
  const response = await fetch(request);
  if (response.ok) {
    const noted = response
      .clone()
      .json()
      .then((body) => {
        const count = Number((body && body.data ? body.data : body).itemCount);
        if (!Number.isInteger(count)) return undefined;
        return caches.open(STATE).then((cache) => cache.put(CART_COUNT, new Response(String(count))));
      })
      .catch(() => undefined);
    event.waitUntil(noted);
  }
  return response;
}

async function networkOrOffline(request) {
  try {
    return await fetch(request);
  } catch {
    return offlinePage();
  }
}

/** The network's page, kept for offline reading; the kept copy only if the network fails or is too slow. */
async function pageNetworkFirst(request, event) {
  const network = fetch(request).then((response) => {
    if (keepable(response)) {
      const copy = response.clone();
      event.waitUntil(caches.open(PAGES).then((cache) => cache.put(request, copy).then(() => trim(cache, PAGES))));
    }
    return response;
  });
  const slow = new Promise((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS));
  try {
    const first = await Promise.race([network, slow]);
    if (first) return first;
    // Too slow: the kept copy if there is one, else keep waiting for the network.
    return (await caches.match(request, { cacheName: PAGES })) || (await network);
  } catch {
    return (await caches.match(request, { cacheName: PAGES })) || offlinePage();
  }
}

async function cacheFirst(request, cacheName, event) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) {
    const copy = response.clone();
    event.waitUntil(
      caches.open(cacheName).then((cache) => cache.put(request, copy).then(() => trim(cache, cacheName))),
    );
  }
  return response;
}

async function staleWhileRevalidate(request, cacheName, event) {
  const kept = await caches.match(request);
  const refresh = fetch(request).then(async (response) => {
    if (keepable(response)) {
      const cache = await caches.open(cacheName);
      await cache.put(request, response.clone());
      if (KEPT[cacheName]) await trim(cache, cacheName);
    }
    return response;
  });
  if (kept) {
    event.waitUntil(refresh.catch(() => undefined));
    return kept;
  }
  return refresh;
}

/** Drops the oldest entries beyond the cache's bound (keys come back in insertion order). */
async function trim(cache, cacheName) {
  const keys = await cache.keys();
  const excess = keys.length - KEPT[cacheName];
  for (let i = 0; i < excess; i += 1) await cache.delete(keys[i]);
}
