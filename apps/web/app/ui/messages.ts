import type { Dictionary } from '~/lib/i18n/i18n';

/** The shared pieces' texts (ui/): states, prices, dialogs, ratings. */
const en = {
  somethingWrong: 'Something went wrong',
  tryAgain: 'Try Again',
  resourceNotFound: 'Resource not found.',
  serverError: 'Server error. Please try again later.',
  notExists: (what: 'product' | 'category' | 'brand' | 'offer' | 'all') => `This ${what} does not exist`,
  removedOrMistyped: 'It may have been removed, or the link is mistyped.',
  shopAll: 'Shop All',
  goHome: 'Go Home',
  rated: (rating: number, scale: number) => `Rated ${rating} out of ${scale}`,
  close: 'Close',
  // The toasts' region; Alt+T moves focus to the newest toast (react-toastify's own key).
  notifications: 'Notifications Alt+T',
  scrollToTop: 'Scroll to top',
  originalPrice: 'Original price ',
  percentOff: (discount: number) => `${discount}% off`,
  landmark: 'Landmark:',
  phone: 'Phone:',
};

const NOUN = { product: 'उत्पाद', category: 'श्रेणी', brand: 'ब्रांड', offer: 'ऑफ़र', all: 'पेज' } as const;

const hi = {
  somethingWrong: 'कुछ गड़बड़ हो गई',
  tryAgain: 'फिर से कोशिश करें',
  resourceNotFound: 'यह चीज़ नहीं मिली।',
  serverError: 'सर्वर में गड़बड़ी। कृपया बाद में कोशिश करें।',
  notExists: (what: 'product' | 'category' | 'brand' | 'offer' | 'all') => `यह ${NOUN[what]} मौजूद नहीं है`,
  removedOrMistyped: 'हो सकता है इसे हटा दिया गया हो, या लिंक गलत लिखा गया हो।',
  shopAll: 'सभी उत्पाद',
  goHome: 'होम पर जाएँ',
  rated: (rating: number, scale: number) => `${scale} में से ${rating} रेटिंग`,
  close: 'बंद करें',
  notifications: 'सूचनाएँ Alt+T',
  scrollToTop: 'ऊपर जाएँ',
  originalPrice: 'असली कीमत ',
  percentOff: (discount: number) => `${discount}% की छूट`,
  landmark: 'लैंडमार्क:',
  phone: 'फ़ोन:',
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
