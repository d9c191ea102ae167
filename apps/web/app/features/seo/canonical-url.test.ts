import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url';

const origin = 'https://shop.example';

describe('canonical URLs', () => {
  it('keep a listing page number past the first and drop sorting, prices, text filters and made-up parameters', () => {
    expect(canonicalUrl(origin, '/category/3', '?sort=price-asc&minPrice=10&q=soap&page=2&utm_source=x')).toBe(
      'https://shop.example/category/3?page=2',
    );
    expect(canonicalUrl(origin, '/category/3', '?page=1&sort=new')).toBe('https://shop.example/category/3');
    expect(canonicalUrl(origin, '/shop', '?page=abc')).toBe('https://shop.example/shop');
  });

  it('keep the search text on the search page only, and drop a sign-in way back', () => {
    expect(canonicalUrl(origin, '/search', '?page=3&q=%20rose%20%20oil&sort=new')).toBe(
      'https://shop.example/search?q=rose+oil&page=3',
    );
    expect(canonicalUrl(origin, '/login', '?redirectTo=%2Fcheckout')).toBe('https://shop.example/login');
    expect(canonicalUrl(origin, '/product/5', '')).toBe('https://shop.example/product/5');
  });
});

describe('canonical URLs of Hindi pages', () => {
  it('are the Hindi address, the search text kept on the Hindi search page too', () => {
    expect(canonicalUrl(origin, '/hi/search', '?q=kajal&sort=new')).toBe('https://shop.example/hi/search?q=kajal');
    expect(canonicalUrl(origin, '/hi/product/5', '?utm_source=x')).toBe('https://shop.example/hi/product/5');
  });
});
