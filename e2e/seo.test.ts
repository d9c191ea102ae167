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
    for (const p of ['/api/', '/profile', '/checkout', '/orders', '/wishlist', '/auth'])
      expect(body).toContain(`Disallow: ${p}`);
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

  it('serves sitemap.xml with home, about, contact, FAQs, Shop All and every category, brand, offer and product', async () => {
    const res = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(baseUrl(), ''));
    for (const p of ['/', '/about', '/contact', '/faqs', '/shop']) expect(locs).toContain(p);
    const [categories, brands, offers] = await Promise.all([
      api<{ categoryId: number }[]>('/category/'),
      api<{ brandId: number }[]>('/brands'),
      api<{ offerId: number }[]>('/offers/'),
    ]);
    for (const c of categories) expect(locs).toContain(`/category/${c.categoryId}`);
    for (const b of brands) expect(locs).toContain(`/brand/${b.brandId}`);
    for (const o of offers) expect(locs).toContain(`/offer/${o.offerId}`);
    let products = 0;
    for (const c of categories) {
      const page = await api<{ pagination: { totalItems: number } }>(
        `/products/category/${c.categoryId}?itemsPerPage=1`,
      );
      products += page.pagination.totalItems;
    }
    expect(locs.filter((l) => l.startsWith('/product/')).length).toBe(products);
    expect(new Set(locs).size).toBe(locs.length);
    // Cached: a second answer is the same document.
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).toBe(xml);
  });

  it('gives every page of mine a title and a meta description', async () => {
    for (const path of ['/', '/product/1', '/no-such-page']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
    }
  });
});
