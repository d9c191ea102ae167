import type { Dictionary } from '~/lib/i18n/i18n';

/** The wishlist hearts' texts (spec 8), apart from the page's: every product card loads these with the page. */
const en = {
  heart: (productName: string) => `Wishlist: ${productName}`,
  login: 'Please login to use wishlist',
  updateFailed: 'Failed to update wishlist.',
};

const hi = {
  heart: (productName: string) => `विशलिस्ट: ${productName}`,
  login: 'विशलिस्ट इस्तेमाल करने के लिए कृपया लॉग इन करें',
  updateFailed: 'विशलिस्ट अपडेट नहीं हो सकी।',
} satisfies typeof en;

export const heartMessages = { en, hi } satisfies Dictionary<typeof en>;
