import type { WishlistItem } from '@shringar/contracts/wishlist';

/** Spec 4: the wishlist's four sorts (their labels in messages.ts). */
export const WISHLIST_SORTS = [
  { value: 'newest' },
  { value: 'price-low' },
  { value: 'price-high' },
  { value: 'name' },
] as const;

export type WishlistSort = (typeof WISHLIST_SORTS)[number]['value'];

const byName = (a: WishlistItem, b: WishlistItem) =>
  a.productName.localeCompare(b.productName, 'en-IN', { sensitivity: 'base' }) ||
  a.variantName.localeCompare(b.variantName, 'en-IN', { sensitivity: 'base' });

const COMPARE: Record<WishlistSort, (a: WishlistItem, b: WishlistItem) => number> = {
  newest: (a, b) => b.addedAt.localeCompare(a.addedAt),
  'price-low': (a, b) => a.price - b.price || byName(a, b),
  'price-high': (a, b) => b.price - a.price || byName(a, b),
  name: byName,
};

/** A sorted copy; ties keep the list's own order (newest first). */
export const sortWishlist = (items: WishlistItem[], sort: WishlistSort) => [...items].sort(COMPARE[sort]);

/** 'Add All to Cart' takes what is in stock now (spec 4). */
export const inStockItems = (items: WishlistItem[]) => items.filter((i) => i.inStock && i.stockAvailable > 0);
