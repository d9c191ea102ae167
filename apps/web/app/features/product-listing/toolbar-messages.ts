import type { Dictionary } from '~/lib/i18n/i18n';

/** The listings' sort and filter bar (spec 2): apart from messages.ts, so they load with the bar, on first input. */
const en = {
  sortAndFilter: 'Sort and filter products',
  searchIn: 'Search in these products',
  searchPlaceholder: 'Search products...',
  minPrice: 'Min price (₹)',
  maxPrice: 'Max price (₹)',
  any: 'Any',
  sortBy: 'Sort by',
  pricesOutOfOrder: "Minimum price can't be more than the maximum price.",
  refresh: 'Refresh',
  clearFilters: 'Clear Filters',
};

const hi = {
  sortAndFilter: 'उत्पाद क्रम से लगाएँ और फ़िल्टर करें',
  searchIn: 'इन उत्पादों में खोजें',
  searchPlaceholder: 'उत्पाद खोजें...',
  minPrice: 'न्यूनतम कीमत (₹)',
  maxPrice: 'अधिकतम कीमत (₹)',
  any: 'कोई भी',
  sortBy: 'क्रम',
  pricesOutOfOrder: 'न्यूनतम कीमत अधिकतम कीमत से ज़्यादा नहीं हो सकती।',
  refresh: 'रीफ़्रेश करें',
  clearFilters: 'फ़िल्टर हटाएँ',
} satisfies typeof en;

export const toolbarMessages = { en, hi } satisfies Dictionary<typeof en>;
