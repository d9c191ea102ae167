import type { Dictionary } from '~/lib/i18n/i18n';

/** Add to cart's toasts (spec 8), apart from the drawer's texts: every product card loads these with the page. */
const en = {
  loginToAdd: 'Please login to add items to cart',
  incomplete: 'Product information is incomplete',
  added: 'Item added to cart!',
};

const hi = {
  loginToAdd: 'कार्ट में आइटम जोड़ने के लिए कृपया लॉग इन करें',
  incomplete: 'उत्पाद की जानकारी अधूरी है',
  added: 'आइटम कार्ट में जुड़ गया!',
} satisfies typeof en;

export const addToCartMessages = { en, hi } satisfies Dictionary<typeof en>;
