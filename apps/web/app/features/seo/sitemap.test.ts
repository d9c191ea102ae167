import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

const origin = 'https://shringar.example';

/** Each <url> entry: its address and its alternates by hreflang. */
function entries(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
    ),
  }));
}

describe('the sitemap', () => {
  const xml = sitemapXml(origin, ['/', '/about', '/product/7']);

  it('lists every page in English and under /hi, each naming both and English as x-default', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const found = entries(xml);
    expect(found.map((e) => e.loc.replace(origin, ''))).toEqual([
      '/',
      '/hi',
      '/about',
      '/hi/about',
      '/product/7',
      '/hi/product/7',
    ]);
    for (const e of found) {
      const english = e.loc.replace(origin, '').replace(/^\/hi(?=\/|$)/, '') || '/';
      expect(e.alternates, e.loc).toEqual({
        en: `${origin}${english}`,
        hi: `${origin}${english === '/' ? '/hi' : `/hi${english}`}`,
        'x-default': `${origin}${english}`,
      });
    }
  });

  it('escapes what an address could carry into the XML', () => {
    expect(sitemapXml('https://a.example', ["/search?q=a&b='c'"])).toContain(
      '<loc>https://a.example/search?q=a&amp;b=&apos;c&apos;</loc>',
    );
  });
});
