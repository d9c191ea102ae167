import type { Dictionary } from '~/lib/i18n/i18n';

/** The wishlist hearts' toasts (spec 8): loaded with the toast, since every product card's page has a heart. */
const en = {
  login: 'Please login to use wishlist',
  updateFailed: 'Failed to update wishlist.',
};

const hi = {
  login: 'विशलिस्ट इस्तेमाल करने के लिए कृपया लॉग इन करें',
  updateFailed: 'विशलिस्ट अपडेट नहीं हो सकी।',
} satisfies typeof en;

export const heartMessages = { en, hi } satisfies Dictionary<typeof en>;
