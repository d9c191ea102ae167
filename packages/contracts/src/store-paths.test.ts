import { describe, expect, it } from 'vitest';
import { authPathFor, safeRedirectPath, storePaths } from './store-paths.ts';

describe('store paths', () => {
  it('builds paths with encoded parameters', () => {
    expect(storePaths.product(42)).toBe('/product/42');
    expect(storePaths.orderDetails('SH7K 2M')).toBe('/order-details/SH7K%202M');
  });

  it('keeps only same-origin paths as a place to come back to', () => {
    expect(safeRedirectPath('/checkout')).toBe('/checkout');
    expect(safeRedirectPath('/orders?page=2')).toBe('/orders?page=2');
    for (const hostile of ['https://evil.example', '//evil.example', '/\\evil.example', 'checkout', '', null])
      expect(safeRedirectPath(hostile)).toBe('/profile');
    expect(safeRedirectPath('/auth?redirectTo=/x')).toBe('/profile');
    expect(safeRedirectPath('/a\nb')).toBe('/profile');
  });

  it('sends a shopper to sign in with the way back in the URL', () => {
    expect(authPathFor('/checkout')).toBe('/auth?redirectTo=%2Fcheckout');
    expect(authPathFor('//evil.example')).toBe('/auth');
    expect(authPathFor()).toBe('/auth');
  });
});
