import type { WishlistItem } from '@shringar/contracts/wishlist';
import { describe, expect, it } from 'vitest';
import { inStockItems, sortWishlist } from './wishlist-sort';

const item = (productId: number, productName: string, price: number, addedAt: string, stock = 5): WishlistItem => ({
  productId,
  variantId: productId * 10,
  productName,
  variantName: 'Standard',
  productImageUrl: null,
  price,
  basePrice: price,
  variantDiscount: 0,
  avgRating: 4,
  stockAvailable: stock,
  inStock: stock > 0,
  addedAt,
});

const ITEMS = [
  item(1, 'kajal', 199, '2026-11-02T10:00:00.000Z'),
  item(2, 'Bindi Set', 99, '2026-11-03T10:00:00.000Z', 0),
  item(3, 'Attar', 899, '2026-11-01T10:00:00.000Z'),
];

const ids = (list: WishlistItem[]) => list.map((i) => i.productId);

describe('wishlist sorts', () => {
  it('orders newest first, by price either way and by name ignoring case', () => {
    expect(ids(sortWishlist(ITEMS, 'newest'))).toEqual([2, 1, 3]);
    expect(ids(sortWishlist(ITEMS, 'price-low'))).toEqual([2, 1, 3]);
    expect(ids(sortWishlist(ITEMS, 'price-high'))).toEqual([3, 1, 2]);
    expect(ids(sortWishlist(ITEMS, 'name'))).toEqual([3, 2, 1]);
  });

  it('leaves the list it was given as it was', () => {
    sortWishlist(ITEMS, 'name');
    expect(ids(ITEMS)).toEqual([1, 2, 3]);
  });

  it('adds only what is in stock', () => {
    expect(ids(inStockItems(ITEMS))).toEqual([1, 3]);
  });
});
