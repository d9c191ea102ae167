import { SHAREABLE_PAGE_HEADER } from '@shringar/contracts/page-sharing';
import { storePaths } from '@shringar/contracts/store-paths';
import { API_PREFIX } from '~/lib/api-transport';
import { LOCALES, localePath } from '~/lib/i18n/locale';
import type { Route } from './+types/robots';

/**
 * The store's images live under the API: the catalogue art (/media) and uploaded photos (/uploads) that product
 * pages name in og:image and JSON-LD. Crawlers may fetch these; the longer Allow wins over `Disallow: /api/`
 * (RFC 9309), and readers that take the first match meet the Allow lines first.
 */
export const ALLOWED_API_PATHS = [`${API_PREFIX}/media/`, `${API_PREFIX}/uploads/`];

/**
 * Account and checkout pages are private to a shopper, in every language (`/profile` and `/hi/profile`); the API
 * is not for crawlers.
 */
const PRIVATE_PAGES = [
  storePaths.auth,
  storePaths.login,
  storePaths.profile,
  storePaths.wishlist,
  storePaths.wallet,
  storePaths.notifications,
  storePaths.checkout,
  storePaths.orders,
  storePaths.orderDetails(''),
  storePaths.orderSuccess,
  storePaths.paymentFailed,
  storePaths.addressManagement,
];

export const DISALLOWED_PATHS = [
  '/api/',
  ...LOCALES.flatMap((locale) => PRIVATE_PAGES.map((p) => localePath(locale, p))),
  storePaths.admin,
];

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Allow: /',
    ...ALLOWED_API_PATHS.map((p) => `Allow: ${p}`),
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      [SHAREABLE_PAGE_HEADER]: '1',
    },
  });
}
