import type { ProductDetail } from '@shringar/contracts/catalogue';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { api } from './navigation';

/** One request line written as is (fetch would turn a full URL into a path and a Host header). */
function rawGet(target: string): Promise<string> {
  const { hostname, port, host } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

/** An attribute's or element's text with React's HTML escaping undone. */
const unescapeHtml = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The canonical link's address, its HTML escaping undone. */
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('crawler files and page metadata', () => {
  it('serves robots.txt: allow all, no API or account pages, and the sitemap', async () => {
    const res = await fetch(`${baseUrl()}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const body = await res.text();
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Allow: /');
    for (const p of ['/api/', '/profile', '/checkout', '/orders', '/wishlist', '/auth', '/admin'])
      expect(body).toContain(`Disallow: ${p}`);
    // The same pages under /hi are as private.
    for (const p of ['/hi/profile', '/hi/checkout', '/hi/orders', '/hi/wishlist', '/hi/auth'])
      expect(body).toContain(`Disallow: ${p}`);
    expect(body).not.toContain('Disallow: /hi/admin');
    expect(body).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it('lets crawlers fetch the product image that og:image names, and nothing else under /api/', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    const allowed = [...robots.matchAll(/^Allow: (\/api\/\S*)$/gm)].map((m) => m[1]!);
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!);
    const html = await (await fetch(`${baseUrl()}/product/1`)).text();
    const image = new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)![1]!).pathname;
    // RFC 9309: the longest matching rule wins.
    const longest = (rules: string[]) => Math.max(-1, ...rules.filter((r) => image.startsWith(r)).map((r) => r.length));
    expect(longest(allowed), image).toBeGreaterThan(longest(disallowed));
    expect(longest(disallowed)).toBe('/api/'.length);
    for (const path of ['/api/v4/cart', '/api/v4/admin/orders'])
      expect(
        allowed.some((r) => path.startsWith(r)),
        path,
      ).toBe(false);
  });

  it('names each store page by its public address and the parameters that make it another page', async () => {
    const category = (await api<{ categoryId: number }[]>('/category/'))[0]!.categoryId;
    const cases: [string, string][] = [
      ['/', '/'],
      ['/product/1?utm_source=mail', '/product/1'],
      [`/category/${category}?sort=price-desc&minPrice=10&page=2`, `/category/${category}?page=2`],
      [`/category/${category}?page=1`, `/category/${category}`],
      ['/search?q=rose&sort=new&page=2', '/search?q=rose&page=2'],
      ['/about', '/about'],
    ];
    for (const [path, canonical] of cases) {
      const html = await (await fetch(`${baseUrl()}${path}`, { headers: { host: 'evil.example' } })).text();
      expect(canonicalOf(html), path).toBe(`${baseUrl()}${canonical}`);
    }
    expect(canonicalOf(await (await fetch(`${baseUrl()}/no-such-page`)).text())).toBeUndefined();
  });

  it('refuses an absolute-form request target: no page, sitemap or robots.txt speaks of its host', async () => {
    for (const path of ['/product/1', '/sitemap.xml', '/robots.txt', '/']) {
      const answer = await rawGet(`http://evil.example${path}`);
      expect(answer, path).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, path).not.toContain('evil.example');
      expect(await rawGet(path), path).toMatch(/^HTTP\/1\.1 200 /);
    }
  });

  it('serves sitemap.xml with home, about, contact, FAQs, Shop All and every category, brand, offer and product, in English and Hindi', async () => {
    const res = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!.replace(baseUrl(), ''),
      alternates: Object.fromEntries(
        [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
          m[1],
          m[2]!.replace(baseUrl(), ''),
        ]),
      ),
    }));
    const locs = entries.map((e) => e.loc);
    const english = locs.filter((l) => l !== '/hi' && !l.startsWith('/hi/'));
    const hindiOf = (p: string) => (p === '/' ? '/hi' : `/hi${p}`);
    for (const p of ['/', '/about', '/contact', '/faqs', '/shop']) expect(english).toContain(p);
    const [categories, brands, offers] = await Promise.all([
      api<{ categoryId: number }[]>('/category/'),
      api<{ brandId: number }[]>('/brands'),
      api<{ offerId: number }[]>('/offers/'),
    ]);
    for (const c of categories) expect(english).toContain(`/category/${c.categoryId}`);
    for (const b of brands) expect(english).toContain(`/brand/${b.brandId}`);
    for (const o of offers) expect(english).toContain(`/offer/${o.offerId}`);
    let products = 0;
    for (const c of categories) {
      const page = await api<{ pagination: { totalItems: number } }>(
        `/products/category/${c.categoryId}?itemsPerPage=1`,
      );
      products += page.pagination.totalItems;
    }
    expect(english.filter((l) => l.startsWith('/product/')).length).toBe(products);
    // Every page also under /hi, each entry naming both languages and English as x-default.
    expect(locs.length).toBe(english.length * 2);
    for (const e of entries) {
      const en = english.includes(e.loc) ? e.loc : english.find((p) => hindiOf(p) === e.loc)!;
      expect(en, e.loc).toBeDefined();
      expect(e.alternates, e.loc).toEqual({ en, hi: hindiOf(en), 'x-default': en });
    }
    expect(new Set(locs).size).toBe(locs.length);
    // A Hindi page the sitemap lists is served, in Hindi.
    const hindiPage = await fetch(`${baseUrl()}/hi/about`);
    expect(hindiPage.status).toBe(200);
    expect(await hindiPage.text()).toMatch(/<html[^>]* lang="hi"/);
    // Cached: a second answer is the same document.
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).toBe(xml);
  });

  it('titles product, category and brand pages by their meta fields or the defaults, within what engines show', async () => {
    const product = await api<ProductDetail>('/products/1');
    const [category] =
      await api<{ categoryId: number; categoryName: string; metaTitle: string | null }[]>('/category/');
    const [brand] = await api<{ brandId: number; brandName: string; metaTitle: string | null }[]>('/brands');
    const cases: [string, string][] = [
      [
        `/product/${product.productId}`,
        product.metaTitle ?? `${product.productName} — ${product.brandName} | Shringar`,
      ],
      [`/category/${category!.categoryId}`, category!.metaTitle ?? `${category!.categoryName} Products | Shringar`],
      [`/brand/${brand!.brandId}`, brand!.metaTitle ?? `${brand!.brandName} Products | Shringar`],
    ];
    for (const [path, expected] of cases) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const title = unescapeHtml(/<title>([^<]+)<\/title>/.exec(html)![1]!);
      const description = unescapeHtml(/<meta name="description" content="([^"]+)"/.exec(html)![1]!);
      expect(title.length, path).toBeLessThanOrEqual(60);
      expect(description.length, path).toBeLessThanOrEqual(160);
      if (expected.length <= 60) expect(title, path).toBe(expected);
      else expect(title, path).toMatch(/…$|\| Shringar$/);
    }
  });

  it('describes a product in shades as a ProductGroup with a variant per shade, and a one-variant product as a Product', async () => {
    let group: ProductDetail | null = null;
    let single: ProductDetail | null = null;
    for (let id = 1; id <= 150 && !(group && single); id++) {
      const p = await api<ProductDetail>(`/products/${id}`).catch(() => null);
      if (!p) continue;
      if (!group && p.variants.length > 1 && p.variants.every((v) => v.swatch)) group = p;
      if (!single && p.variants.length === 1) single = p;
    }
    expect(group, 'a product in shades').not.toBeNull();
    const jsonLd = async (id: number) => {
      const html = await (await fetch(`${baseUrl()}/product/${id}`)).text();
      const script = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)![1]!;
      return JSON.parse(script) as Record<string, unknown> & { hasVariant?: Record<string, unknown>[] };
    };
    const ld = await jsonLd(group!.productId);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: group!.productName,
      productGroupID: String(group!.productId),
      variesBy: ['https://schema.org/color'],
      brand: { '@type': 'Brand', name: group!.brandName },
    });
    expect(ld.hasVariant).toEqual(
      group!.variants.map((v) =>
        expect.objectContaining({
          '@type': 'Product',
          sku: String(v.variantId),
          color: v.variantName,
          offers: expect.objectContaining({
            '@type': 'Offer',
            priceCurrency: 'INR',
            price: v.variantPrice.toFixed(2),
            availability: v.variantStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          }),
        }),
      ),
    );
    if (single) {
      const one = await jsonLd(single.productId);
      expect(one['@type']).toBe('Product');
      expect(one.hasVariant).toBeUndefined();
    }
  });

  it('gives every page of mine a title and a meta description', async () => {
    for (const path of ['/', '/product/1', '/no-such-page']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
    }
  });
});
