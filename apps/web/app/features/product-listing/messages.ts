import type { FacetParam } from '@shringar/contracts/facet-values';
import type { ShadeFamily } from '@shringar/contracts/variant-options';
import type { Dictionary } from '~/lib/i18n/i18n';
import type { ListingKind } from './api/listing-products';

/**
 * The listings (category, brand, offer, Shop All): titles, Filters panel and sheet, empty states. The toolbar's and
 * the footer's texts are in toolbar-messages.ts and footer-messages.ts, loaded with their code.
 */
const FALLBACK_EN: Record<ListingKind, string> = {
  category: 'Category Products',
  brand: 'Brand Products',
  offer: 'Offer Products',
  all: 'All Products',
};

const en = {
  emptyMessage: {
    category: "This category doesn't have any products yet.",
    brand: "This brand doesn't have any products yet.",
    offer: "This offer doesn't have any products yet.",
    all: "The store doesn't have any products yet.",
  } satisfies Record<ListingKind, string>,
  /** Spec 5's header: '{name} Products', else the kind's fallback. */
  listingTitle: (kind: ListingKind, name?: string | null) => (name ? `${name} Products` : FALLBACK_EN[kind]),
  productsAvailable: (total: number) => `${total} products available`,
  filters: 'Filters',
  noMatch: 'No products match your filters',
  clearAllFilters: 'Clear All Filters',
  noProducts: 'No products found',
  facetTitles: {
    shade: 'Shade',
    size: 'Size',
    brand: 'Brand',
    price: 'Price',
    rating: 'Rating',
    discount: 'Discount',
    inStock: 'Availability',
  } satisfies Record<FacetParam, string>,
  /**
   * The API's own label for a value (spec texts); Hindi words the shade families (the store's fixed vocabulary), the
   * bands, rating, discount and stock values. Brands and sizes are passed through as written.
   */
  facetValue: (_group: FacetParam, _value: string, label: string) => label,
  chosenFilters: 'Chosen filters',
  removeFilter: (group: string, label: string) => `Remove ${group}: ${label}`,
  clearAll: 'Clear all',
  showProducts: (total: number) => `Show ${total} ${total === 1 ? 'product' : 'products'}`,
  countingProducts: 'Counting products…',
  loadingFilters: 'Loading filters…',
  /** The tab's title: the listing's header and the store's name. */
  metaTitle: (listingTitle: string) => `${listingTitle} | Shringar`,
  payBy: (ways: string) => `, pay by ${ways}`,
  metaNamed: (name: string, pay: string) =>
    `Shop ${name} at Shringar: sort by price, discount or rating, filter by price${pay}, with easy returns.`,
  metaUnnamed: (kind: ListingKind, pay: string) =>
    `Shop ${kind === 'all' ? 'all products' : `this ${kind}`} at Shringar: sort, filter by price${pay}, with easy returns.`,
};

const BANDS: Record<string, string> = {
  'under-500': '₹500 से कम',
  '500-999': '₹500 – ₹999',
  '1000-1999': '₹1,000 – ₹1,999',
  '2000-4999': '₹2,000 – ₹4,999',
  '5000-up': '₹5,000 और ऊपर',
};

/** The shade families' names in Hindi: colours in their everyday words, make-up's tone names as Hindi speakers say them. */
const SHADE_FAMILIES: Record<ShadeFamily, string> = {
  Reds: 'लाल',
  Pinks: 'गुलाबी',
  Nudes: 'न्यूड',
  Corals: 'कोरल',
  Berries: 'बेरी',
  Browns: 'भूरा',
  Purples: 'बैंगनी',
  Blues: 'नीला',
  Greens: 'हरा',
  Yellows: 'पीला',
  Blacks: 'काला',
  Greys: 'स्लेटी',
  Whites: 'सफ़ेद',
  Fair: 'फ़ेयर',
  Medium: 'मीडियम',
  Tan: 'टैन',
  Deep: 'डीप',
  Metallics: 'मेटैलिक',
};

/** The listings' subjects in Hindi, for their '<noun> products' titles; Shop All is not one of them. */
const NOUNS_HI: Record<Exclude<ListingKind, 'all'>, string> = { category: 'श्रेणी', brand: 'ब्रांड', offer: 'ऑफ़र' };

const hi = {
  emptyMessage: {
    category: 'इस श्रेणी में अभी कोई उत्पाद नहीं है।',
    brand: 'इस ब्रांड का अभी कोई उत्पाद नहीं है।',
    offer: 'इस ऑफ़र में अभी कोई उत्पाद नहीं है।',
    all: 'स्टोर में अभी कोई उत्पाद नहीं है।',
  },
  // Shop All is the whole catalogue, 'सभी उत्पाद' (its API name 'All' is English); '<name> के उत्पाद' otherwise.
  listingTitle: (kind: ListingKind, name?: string | null) =>
    kind === 'all' ? 'सभी उत्पाद' : `${name || NOUNS_HI[kind]} के उत्पाद`,
  productsAvailable: (total: number) => `${total} उत्पाद उपलब्ध हैं`,
  filters: 'फ़िल्टर',
  noMatch: 'आपके फ़िल्टर से कोई उत्पाद मेल नहीं खाता',
  clearAllFilters: 'सभी फ़िल्टर हटाएँ',
  noProducts: 'कोई उत्पाद नहीं मिला',
  facetTitles: {
    shade: 'शेड',
    size: 'साइज़',
    brand: 'ब्रांड',
    price: 'कीमत',
    rating: 'रेटिंग',
    discount: 'छूट',
    inStock: 'उपलब्धता',
  },
  facetValue: (group: FacetParam, value: string, label: string) => {
    if (group === 'shade') return SHADE_FAMILIES[value as ShadeFamily] ?? label;
    if (group === 'price') return BANDS[value] ?? label;
    if (group === 'rating') return `${value}★ और ऊपर`;
    if (group === 'discount') return `${value}% या ज़्यादा छूट`;
    if (group === 'inStock') return 'सिर्फ़ स्टॉक वाले';
    return label;
  },
  chosenFilters: 'चुने गए फ़िल्टर',
  removeFilter: (group: string, label: string) => `हटाएँ ${group}: ${label}`,
  clearAll: 'सब हटाएँ',
  showProducts: (total: number) => `${total} उत्पाद दिखाएँ`,
  countingProducts: 'उत्पाद गिने जा रहे हैं…',
  loadingFilters: 'फ़िल्टर लोड हो रहे हैं…',
  metaTitle: (listingTitle: string) => `${listingTitle} | श्रृंगार`,
  // The settings word the ways to pay in English (spec 9); Hindi pages say it in their own words.
  payBy: () => ', यूपीआई, कार्ड या कैश ऑन डिलीवरी से भुगतान',
  metaNamed: (name: string, pay: string) =>
    `श्रृंगार पर ${name} खरीदें: कीमत, छूट या रेटिंग से क्रम लगाएँ, कीमत से फ़िल्टर करें${pay}, आसान वापसी के साथ।`,
  metaUnnamed: (kind: ListingKind, pay: string) =>
    `श्रृंगार पर ${kind === 'all' ? 'सभी उत्पाद' : `इस ${NOUNS_HI[kind]} के उत्पाद`} खरीदें: क्रम लगाएँ, कीमत से फ़िल्टर करें${pay}, आसान वापसी के साथ।`,
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
