import type { Brand, Category, Offer, PagedProductCards } from '@shringar/contracts/catalogue';
import { apiGet, readList } from '~/lib/api-client';

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
      const res = await apiGet<PagedProductCards>(`/products/category/${c.categoryId}`, {
        page,
        itemsPerPage: PAGE_SIZE,
      });
      for (const p of res.items) ids.add(p.productId);
      if (!res.pagination.hasNextPage) break;
    }
  }
  return [...ids].sort((a, b) => a - b);
}

export async function buildSitemap(origin: string): Promise<string> {
  const [categories, brands, offers] = await Promise.all([
    apiGet<unknown>('/category/').then((r) => readList<Category>(r)),
    apiGet<unknown>('/brands').then((r) => readList<Brand>(r)),
    apiGet<unknown>('/offers/').then((r) => readList<Offer>(r)),
  ]);
  const products = await productIds(categories);
  const paths = [
    '/',
    '/about',
    '/contact',
    ...categories.map((c) => `/category/${c.categoryId}`),
    ...brands.map((b) => `/brand/${b.brandId}`),
    ...offers.map((o) => `/offer/${o.offerId}`),
    ...products.map((id) => `/product/${id}`),
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
