import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { api } from './navigation';

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
