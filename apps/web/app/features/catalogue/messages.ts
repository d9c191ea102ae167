import type { CatalogueSort } from '@shringar/contracts/catalogue';
import type { Dictionary } from '~/lib/i18n/i18n';

/** Product cards, grids and the sort options of every listing. */
const en = {
  percentOff: (discount: number) => `${discount}% OFF`,
  outOfStock: 'Out of Stock',
  adding: 'Adding...',
  addToCart: 'Add to Cart',
  addFailed: 'Failed to add to cart. Please try again.',
  loadingProducts: 'Loading products',
  sort: {
    default: 'Default',
    'price-low': 'Low to High',
    'price-high': 'High to Low',
    discount: 'Highest Discount',
    rating: 'Highest Rating',
    name: 'Name A-Z',
  } satisfies Record<CatalogueSort, string>,
  relevance: 'Relevance',
};

const hi = {
  percentOff: (discount: number) => `${discount}% छूट`,
  outOfStock: 'स्टॉक में नहीं',
  adding: 'जोड़ा जा रहा है...',
  addToCart: 'कार्ट में डालें',
  addFailed: 'कार्ट में नहीं जुड़ सका। कृपया फिर से कोशिश करें।',
  loadingProducts: 'उत्पाद लोड हो रहे हैं',
  sort: {
    default: 'सामान्य',
    'price-low': 'कम से ज़्यादा कीमत',
    'price-high': 'ज़्यादा से कम कीमत',
    discount: 'सबसे ज़्यादा छूट',
    rating: 'सबसे अच्छी रेटिंग',
    name: 'नाम अ-ज़',
  },
  relevance: 'सबसे मिलते-जुलते',
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
