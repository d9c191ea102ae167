import type { Dictionary } from '~/lib/i18n/i18n';

/** The home page (spec 2's sections). */
const en = {
  pageTitle: 'Shringar — Beauty, Fashion & Lifestyle Shopping Online in India',
  pageDescription:
    'Shop makeup, skincare, jewellery, ethnic wear and lifestyle picks at Shringar, delivered across India.',
  heading: 'Shringar — beauty, fashion and lifestyle',
  featuredOffers: 'Featured offers',
  previousBanner: 'Previous banner',
  nextBanner: 'Next banner',
  showBanner: (n: number, count: number) => `Show banner ${n} of ${count}`,
  bestsellers: 'Bestsellers',
  bestsellerCategories: 'Bestseller categories',
  categoryBestsellers: (category: string) => `${category} bestsellers`,
  noProductsInCategory: 'No products available in this category.',
  exploreBrands: 'Explore Brands',
  exploreCategories: 'Explore Categories',
  categoriesFailed: 'Failed to load categories',
  specialOffers: 'Special Offers',
};

const hi = {
  pageTitle: 'श्रृंगार — भारत में ब्यूटी, फ़ैशन और लाइफ़स्टाइल की ऑनलाइन शॉपिंग',
  pageDescription: 'श्रृंगार पर मेकअप, स्किनकेयर, ज्वेलरी, एथनिक वियर और लाइफ़स्टाइल की चीज़ें खरीदें, पूरे भारत में डिलीवरी।',
  heading: 'श्रृंगार — ब्यूटी, फ़ैशन और लाइफ़स्टाइल',
  featuredOffers: 'खास ऑफ़र',
  previousBanner: 'पिछला बैनर',
  nextBanner: 'अगला बैनर',
  showBanner: (n: number, count: number) => `${count} में से बैनर ${n} दिखाएँ`,
  bestsellers: 'सबसे ज़्यादा बिकने वाले',
  bestsellerCategories: 'सबसे ज़्यादा बिकने वाली श्रेणियाँ',
  categoryBestsellers: (category: string) => `${category}: सबसे ज़्यादा बिकने वाले`,
  noProductsInCategory: 'इस श्रेणी में कोई उत्पाद उपलब्ध नहीं है।',
  exploreBrands: 'ब्रांड देखें',
  exploreCategories: 'श्रेणियाँ देखें',
  categoriesFailed: 'श्रेणियाँ लोड नहीं हो सकीं',
  specialOffers: 'विशेष ऑफ़र',
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
