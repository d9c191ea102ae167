import { SHAREABLE_PAGE_HEADER } from '@shringar/contracts/page-sharing';
import { cachedSitemap, SITEMAP_CACHE_MS } from '~/features/seo/seo.public';
import type { Route } from './+types/sitemap';

/**
 * /sitemap.xml: home, about, contact, FAQs, Shop All, every category, brand, offer and product, in English and
 * under /hi, each with its language alternates.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  try {
    return new Response(await cachedSitemap(origin), {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': `public, max-age=${SITEMAP_CACHE_MS / 1000}`,
        [SHAREABLE_PAGE_HEADER]: '1',
      },
    });
  } catch {
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '60' } });
  }
}
