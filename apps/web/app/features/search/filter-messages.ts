import type { Dictionary } from '~/lib/i18n/i18n';

/** The search page's Filters panel (search-filters-panel.tsx): its own texts travel in its chunk, fetched on its press. */
const en = {
  searchFilters: 'Search filters',
  minPrice: 'Min price (₹)',
  maxPrice: 'Max price (₹)',
  any: 'Any',
  category: 'Category',
  allCategories: 'All categories',
  brand: 'Brand',
  allBrands: 'All brands',
  sortBy: 'Sort by',
  pricesOutOfOrder: "Minimum price can't be more than the maximum price.",
  applyFilters: 'Apply Filters',
  reset: 'Reset',
};

const hi = {
  searchFilters: 'खोज के फ़िल्टर',
  minPrice: 'न्यूनतम कीमत (₹)',
  maxPrice: 'अधिकतम कीमत (₹)',
  any: 'कोई भी',
  category: 'श्रेणी',
  allCategories: 'सभी श्रेणियाँ',
  brand: 'ब्रांड',
  allBrands: 'सभी ब्रांड',
  sortBy: 'क्रम',
  pricesOutOfOrder: 'न्यूनतम कीमत अधिकतम कीमत से ज़्यादा नहीं हो सकती।',
  applyFilters: 'फ़िल्टर लगाएँ',
  reset: 'रीसेट करें',
} satisfies typeof en;

export const filterMessages = { en, hi } satisfies Dictionary<typeof en>;
