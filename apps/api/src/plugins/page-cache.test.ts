import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-cache-key.ts';
import { PageCache, type RenderedPage } from './page-cache.ts';

const page = (bytes: number, expiresAt = 1_000): RenderedPage => ({
  status: 200,
  headers: [],
  etag: '"x"',
  bodies: { identity: Buffer.alloc(bytes), br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
  bytes,
  expiresAt,
});

describe('pageCacheKey', () => {
  it('drops query parameters no store page reads, and orders the rest', () => {
    expect(pageCacheKey('/category/1?v=123')).toBe('/category/1');
    expect(pageCacheKey('/category/1?v=1&sort=price-asc&utm_source=x')).toBe('/category/1?sort=price-asc');
    expect(pageCacheKey('/search?sort=new&q=lipstick&page=2')).toBe('/search?page=2&q=lipstick&sort=new');
    expect(pageCacheKey('/auth?redirectTo=%2Forders')).toBe('/auth?redirectTo=%2Forders');
    expect(pageCacheKey('/about')).toBe('/about');
  });

  it('bounds what a query can vary: one value per parameter, no empty ones, the search text as searched', () => {
    expect(pageCacheKey('/search?q=a&q=b&q=c')).toBe('/search?q=a');
    expect(pageCacheKey('/category/1?sort=&page=')).toBe('/category/1');
    expect(pageCacheKey('/search?q=%20%20rose%20%20%20gold%20')).toBe('/search?q=rose+gold');
    const long = 'x'.repeat(500);
    expect(pageCacheKey(`/search?q=${long}`)).toBe(`/search?q=${'x'.repeat(100)}`);
    expect(pageCacheKey(`/search?q=${long}1`)).toBe(pageCacheKey(`/search?q=${long}2`));
  });

  it('keys a facet list as a set: order, repeats and spaces make no other page', () => {
    const key = pageCacheKey('/category/1?shade=Reds,Pinks&price=500-999');
    expect(key).toBe('/category/1?price=500-999&shade=Pinks%2CReds');
    expect(pageCacheKey('/category/1?price=500-999&shade=Pinks,%20Reds,Pinks')).toBe(key);
    expect(pageCacheKey('/category/1?size=,')).toBe('/category/1');
  });
});

describe('PageCache', () => {
  it('keeps pages within its byte budget, the oldest going first', () => {
    const cache = new PageCache(100);
    cache.set('/a', page(40));
    cache.set('/b', page(40));
    cache.set('/c', page(40));
    expect(cache.get('/a', 0)).toBeUndefined();
    expect(cache.get('/b', 0)).toBeDefined();
    expect(cache.get('/c', 0)).toBeDefined();
    expect(cache.bytes).toBe(80);
    cache.set('/huge', page(101));
    expect(cache.get('/huge', 0)).toBeUndefined();
    expect(cache.bytes).toBe(80);
  });

  it('forgets a page once it expires', () => {
    const cache = new PageCache(100);
    cache.set('/a', page(10, 50));
    expect(cache.get('/a', 49)).toBeDefined();
    expect(cache.get('/a', 50)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
