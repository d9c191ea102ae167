import type { CatalogueSort } from '@shringar/contracts/catalogue';

/** Spec 5: the sort options of the brand, category, offer and search pages, with the labels the dropdown shows. */
export const SORT_OPTIONS: { value: CatalogueSort; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'price-low', label: 'Low to High' },
  { value: 'price-high', label: 'High to Low' },
  { value: 'discount', label: 'Highest Discount' },
  { value: 'rating', label: 'Highest Rating' },
  { value: 'name', label: 'Name A-Z' },
];
