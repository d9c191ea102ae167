import { describe, expect, it } from 'vitest';
import { localeFromCookie, localeFromPath, localePath, stripLocale } from './locale';

describe('the locale in the URL', () => {
  it('is Hindi under /hi only', () => {
    expect(localeFromPath('/hi')).toBe('hi');
    expect(localeFromPath('/hi/product/7')).toBe('hi');
    expect(localeFromPath('/hiking')).toBe('en');
    expect(localeFromPath('/product/7')).toBe('en');
  });

  it('prefixes store paths once, keeps queries, and leaves the console, the API and other origins alone', () => {
    expect(localePath('hi', '/')).toBe('/hi');
    expect(localePath('hi', '/?utm=1')).toBe('/hi?utm=1');
    expect(localePath('hi', '/product/7?v=2')).toBe('/hi/product/7?v=2');
    expect(localePath('hi', '/hi/product/7')).toBe('/hi/product/7');
    expect(localePath('hi', '/admin/orders')).toBe('/admin/orders');
    expect(localePath('hi', '/api/products')).toBe('/api/products');
    expect(localePath('hi', '//cdn.example/x')).toBe('//cdn.example/x');
    expect(localePath('hi', 'relative')).toBe('relative');
    expect(localePath('en', '/hi/product/7?v=2')).toBe('/product/7?v=2');
    expect(localePath('en', '/hi')).toBe('/');
  });

  it('strips the prefix back to the English address', () => {
    expect(stripLocale('/hi/search?q=kajal')).toBe('/search?q=kajal');
    expect(stripLocale('/hi')).toBe('/');
    expect(stripLocale('/hindi')).toBe('/hindi');
  });

  it('reads the remembered choice from the cookie', () => {
    expect(localeFromCookie('a=1; shringar_lang=hi; b=2')).toBe('hi');
    expect(localeFromCookie('shringar_lang=fr')).toBeNull();
    expect(localeFromCookie(undefined)).toBeNull();
  });
});
