import type { Category } from '@shringar/contracts/catalogue';
import { listBrands, listCategories, listOffers } from '@shringar/contracts/endpoints/catalogue';
import { listCategoryProducts } from '@shringar/contracts/endpoints/products';
import { storePaths } from '@shringar/contracts/store-paths';
import { callApiList, callApiPage } from '~/lib/call-api';
import { HREFLANG, LOCALES, localePath } from '~/lib/i18n/locale';

/** The sitemap is rebuilt at most once an hour (it walks the whole catalogue). */
export const SITEMAP_CACHE_MS = 60 * 60 * 1000;
const PAGE_SIZE = 100;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Every product id, read category by category, page by page (the lists are the public API's). */
async function productIds(categories: Category[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const c of categories) {
    for (let page = 1; ; page++) {
      const res = await callApiPage(listCategoryProducts, {
        params: { id: c.categoryId },
        query: { page, itemsPerPage: PAGE_SIZE },
      });
      for (const p of res.items) ids.add(p.productId);
      if (!res.pagination?.hasNextPage) break;
    }
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The sitemap of a list of English store paths: each page in every language (`/about` and `/hi/about`), each
 * entry naming all of its language versions and English as x-default (the alternates every page's head also
 * names), so search engines index the Hindi store and show each reader their own.
 */
export function sitemapXml(origin: string, paths: string[]): string {
  const url = (path: string) => escapeXml(origin + path);
  const urls = paths.flatMap((english) => {
    const alternates = [
      ...LOCALES.map(
        (l) => `    <xhtml:link rel="alternate" hreflang="${HREFLANG[l]}" href="${url(localePath(l, english))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(english)}"/>`,
    ].join('\n');
    return LOCALES.map((l) => `  <url>\n    <loc>${url(localePath(l, english))}</loc>\n${alternates}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export async function buildSitemap(origin: string): Promise<string> {
  const [categories, brands, offers] = await Promise.all([
    callApiList(listCategories),
    callApiList(listBrands),
    callApiList(listOffers),
  ]);
  const products = await productIds(categories);
  return sitemapXml(origin, [
    storePaths.home,
    storePaths.about,
    storePaths.contact,
    storePaths.faqs,
    storePaths.shopAll,
    ...categories.map((c) => storePaths.category(c.categoryId)),
    ...brands.map((b) => storePaths.brand(b.brandId)),
    ...offers.map((o) => storePaths.offer(o.offerId)),
    ...products.map((id) => storePaths.product(id)),
  ]);
}

let cached: { origin: string; xml: string; at: number } | null = null;

/** The cached sitemap for this origin; a failed rebuild serves the last good one when there is one. */
export async function cachedSitemap(origin: string, now = Date.now()): Promise<string> {
  if (cached && cached.origin === origin && now - cached.at < SITEMAP_CACHE_MS) return cached.xml;
  try {
    const xml = await buildSitemap(origin);
    cached = { origin, xml, at: now };
    return xml;
  } catch (err) {
    if (cached && cached.origin === origin) return cached.xml;
    throw err;
  }
}
