import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** The store's brand colour (apps/web/app/app.css, --color-brand-600): the app's title bar and icons. */
export const THEME_COLOUR = '#b32a56';

/** The web app manifest: the store's name from its configuration (STORE_NAME), its colours and icons. */
export function webAppManifest(storeName: string) {
  return {
    id: '/',
    name: storeName,
    short_name: storeName,
    description: `${storeName}: beauty, fashion and lifestyle, delivered across India.`,
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page the service worker shows when a page is neither reachable nor kept: the store's stylesheet and
 * colours, the cart count the store last saw (offline-page.js reads it from this browser's storage), and Retry.
 * It has no React: it answers for any address, and must not hydrate as another route.
 */
export function offlinePageHtml(storeName: string, stylesheets: string[]): string {
  const name = escapeHtml(storeName);
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOUR}"><title>You're offline — ${name}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="manifest" href="/manifest.webmanifest">${links}
<style>.offline-bar{background:${THEME_COLOUR};color:#fff;padding:.75rem 1rem;font-weight:700;font-size:1.25rem}
.offline-main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem;text-align:center;color:#1f2937;display:grid;gap:1rem}
.offline-main h1{font-size:1.5rem;font-weight:600}.offline-main p{color:#4b5563}
.offline-retry{justify-self:center;border-radius:.5rem;background:${THEME_COLOUR};color:#fff;font-weight:500;padding:.625rem 1.25rem;cursor:pointer}
.offline-retry:focus-visible{outline:2px solid #661a36;outline-offset:2px}</style>
</head>
<body><header class="offline-bar"><a href="/" style="color:inherit;text-decoration:none">${name}</a></header>
<main class="offline-main"><h1>You're offline</h1>
<p>This page is not saved on your device yet. Pages you have already opened can still be read.</p>
<p data-testid="offline-cart" hidden></p>
<p>Checkout and payment need a connection.</p>
<button type="button" class="offline-retry" id="offline-retry">Retry</button></main>
<script src="/offline-page.js"></script>
</body>
</html>
`;
}

/** The offline page's policy: its own script file only, the store's stylesheet and font. */
const OFFLINE_PAGE_CSP = `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The stylesheets every store page links: the root route's CSS in React Router's client manifest. */
function storeStylesheets(clientDir: string): string[] {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) return [];
  const source = readFileSync(join(assets, file), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as {
    routes: { root?: { css?: string[] } };
  };
  return manifest.routes.root?.css ?? [];
}

/**
 * What makes the store installable, served beside the built storefront: the web app manifest (named from the
 * store's configuration, so an operator's STORE_NAME is the installed app's name) and the offline page the
 * service worker keeps (apps/web/service-worker/). The worker itself is a file of the client build.
 */
export function registerInstallableStore(app: FastifyInstance, config: Config, clientDir: string): void {
  const manifest = JSON.stringify(webAppManifest(config.STORE_NAME));
  const offlinePage = offlinePageHtml(config.STORE_NAME, storeStylesheets(clientDir));
  app.get('/manifest.webmanifest', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/manifest+json').send(manifest),
  );
  app.get('/offline', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', OFFLINE_PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(offlinePage),
  );
}
