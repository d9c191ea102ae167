import { describe, expect, it } from 'vitest';
import { pagesShowing } from './page-change-scope.ts';
import type { RenderedPage } from './page-cache.ts';

const page = (html: string): RenderedPage => ({
  status: 200,
  headers: [],
  etag: '"x"',
  bodies: { identity: Buffer.from(html), br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
  bytes: html.length,
  expiresAt: 0,
});

describe('which kept pages a store change forgets', () => {
  it('a change naming products: listings, those products, and product pages linking to them; not the rest', () => {
    const shows = pagesShowing({ kind: 'catalogue', productIds: [7] })!;
    expect(shows('/', page('<a href="/product/8">'))).toBe(true);
    expect(shows('/category/1?sort=new', page(''))).toBe(true);
    expect(shows('/search?q=rose', page(''))).toBe(true);
    expect(shows('/product/7', page(''))).toBe(true);
    expect(shows('/product/9', page('<a href="/product/7">Related</a>'))).toBe(true);
    expect(shows('/product/9', page('<a href="/product/70">Related</a><a href="/product/17">'))).toBe(false);
    expect(shows('/product/999999', page('Page Not Found'))).toBe(false);
  });

  it('a change naming no products, or settings and content: every page', () => {
    expect(pagesShowing({ kind: 'catalogue' })).toBeUndefined();
    expect(pagesShowing({ kind: 'catalogue', productIds: [] })).toBeUndefined();
    expect(pagesShowing({ kind: 'settings' })).toBeUndefined();
    expect(pagesShowing({ kind: 'content' })).toBeUndefined();
  });
});
