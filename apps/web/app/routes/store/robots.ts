import { SHAREABLE_PAGE_HEADER } from '@shringar/contracts/page-sharing';
import { storePaths } from '@shringar/contracts/store-paths';
import type { Route } from './+types/robots';

/** Account and checkout pages are private to a shopper; the API is not for crawlers. */
export const DISALLOWED_PATHS = [
  '/api/',
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
  storePaths.admin,
];

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Allow: /',
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
