import './app.css';
import { storePaths } from '@shringar/contracts/store-paths';
import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import { useCspNonce } from './lib/csp-nonce';
import { loadHindi } from './lib/i18n/hindi-halves';
import { HTML_LANG, localeFromPath } from './lib/i18n/locale';
import { LocaleProvider, useLocalePath, useMessages } from './lib/i18n/locale-context';
import { rootMessages } from './lib/i18n/root-messages';
import { Toaster } from './ui/toaster';
import devanagariFontUrl from './generated/devanagari-store.woff2?url';

// Zod compiles object parsers with `new Function` when it may; the pages' CSP forbids eval, and Zod's probe for
// it would be reported as a violation. Set on Zod's global config (no Zod import here, so no Zod in this chunk)
// before any schema chunk loads; the server keeps the compiled parsers.
if (typeof document !== 'undefined') {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}

/**
 * A client navigation into /hi (the language switcher, a Hindi link) waits for the dictionaries' Hindi halves
 * before rendering, so no English flashes; once fetched they stay (lib/i18n/hindi-halves.ts).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }) => {
    if (localeFromPath(new URL(request.url).pathname) === 'hi') await loadHindi();
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  // The language is the URL's (`/hi/...`): the same on the server and in the browser, no state to agree on.
  const locale = localeFromPath(useLocation().pathname);
  // The outermost component's effect runs after every other first effect: from here on the page is hydrated and
  // its handlers attached. Browser tests wait for this mark rather than guessing a delay.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // The installable store (lib/pwa/: service worker, install offer, updates) waits until the page has loaded
    // and the network has been quiet for a moment: no page waits on it, and its 1 kB is not in the page's bill.
    const startPwa = () => setTimeout(() => import('./lib/pwa/pwa-client').then((pwa) => pwa.startPwa()), 2000);
    if (document.readyState === 'complete') startPwa();
    else addEventListener('load', startPwa);
  }, []);
  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b32a56" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* Only Hindi pages use the Devanagari font (app.css), so only they fetch it early. */}
        {locale === 'hi' && (
          <link rel="preload" href={devanagariFontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
        )}
        {/* Inter and the English header's 'हिन्दी' are not preloaded: they are fetched once the largest paint has
            happened (lib/modules-after-paint/, app.css's html[data-fonts-held]). */}
        <Meta />
        <Links />
      </head>
      <body>
        <LocaleProvider locale={locale}>{children}</LocaleProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** No QueryClient here: the parts that use TanStack Query wrap themselves in `QueryScope` (lib/query/). */
export default function App() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useMessages(rootMessages);
  const to = useLocalePath();
  const title = isRouteErrorResponse(error) && error.status === 404 ? t.notFound : t.failed;
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-gray-600">{t.tryAgain}</p>
      <a className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white" href={to(storePaths.home)}>
        {t.goHome}
      </a>
    </main>
  );
}
