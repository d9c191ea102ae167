/** The seo feature's face: the sitemap for /sitemap.xml. */
export { cachedSitemap, SITEMAP_CACHE_MS } from './sitemap';
