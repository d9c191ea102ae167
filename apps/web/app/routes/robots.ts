import type { Route } from './+types/robots';

/** Account and checkout pages are private to a shopper; the API is not for crawlers. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/auth',
  '/login',
  '/profile',
  '/wishlist',
  '/checkout',
  '/orders',
  '/order-details/',
  '/order-success',
  '/payment-failed',
  '/address-management',
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
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
