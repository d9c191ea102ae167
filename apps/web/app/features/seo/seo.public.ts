/** The seo feature's face: the sitemap for /sitemap.xml and every store page's canonical link. */
export { cachedSitemap, SITEMAP_CACHE_MS } from './sitemap';
export { CanonicalLink } from './canonical-link';
export { canonicalUrl } from './canonical-url';
