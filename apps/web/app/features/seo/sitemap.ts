import type { Category } from '@shringar/contracts/catalogue';
import { listBrands, listCategories, listOffers } from '@shringar/contracts/endpoints/catalogue';
import { listCategoryProducts } from '@shringar/contracts/endpoints/products';
import { storePaths } from '@shringar/contracts/store-paths';
import { callApiList, callApiPage } from '~/lib/call-api';

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

export async function buildSitemap(origin: string): Promise<string> {
  const [categories, brands, offers] = await Promise.all([
    callApiList(listCategories),
    callApiList(listBrands),
    callApiList(listOffers),
  ]);
  const products = await productIds(categories);
  const paths = [
    storePaths.home,
    storePaths.about,
    storePaths.contact,
    storePaths.faqs,
    storePaths.shopAll,
    ...categories.map((c) => storePaths.category(c.categoryId)),
    ...brands.map((b) => storePaths.brand(b.brandId)),
    ...offers.map((o) => storePaths.offer(o.offerId)),
    ...products.map((id) => storePaths.product(id)),
  ];
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
