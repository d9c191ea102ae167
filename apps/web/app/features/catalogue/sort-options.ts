import type { CatalogueSort } from '@shringar/contracts/catalogue';

/**
 * Spec 5: the sort options of the brand, category, offer and search pages, in the dropdown's order; their
 * labels are the catalogue dictionary's `sort` (messages.ts).
 */
export const SORT_OPTIONS: readonly CatalogueSort[] = [
  'default',
  'price-low',
  'price-high',
  'discount',
  'rating',
  'name',
];
