import { formatRupees, toRupees } from '@shringar/contracts/money';
import type { PromiseSettings } from '@shringar/contracts/store-promises';

/** The language a shopper's messages are written in (users.preferred_locale). */
export type MessageLocale = 'en' | 'hi';

/** The live settings a message's support lines read (the WhatsApp and call switches and numbers among them). */
export type SupportSettings = PromiseSettings;

/** Who a message is for: their language, and for a Hindi one the live settings its footer names. */
export type MessageAudience = { locale: 'en' } | { locale: 'hi'; support: SupportSettings };

export const ENGLISH: MessageAudience = { locale: 'en' };

// Made once: building a formatter costs more than formatting.
const hindiWhole = new Intl.NumberFormat('hi-IN', { maximumFractionDigits: 0 });
const hindiWithPaise = new Intl.NumberFormat('hi-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Paise to the ₹ text of the shopper's language, as the store's pages show it: English is formatRupees (en-IN)
 * exactly; Hindi is Intl's hi-IN (Latin digits, the same lakh grouping), paise shown only when present.
 */
export function rupeesIn(locale: MessageLocale, paise: number): string {
  const rupees = toRupees(paise);
  if (locale === 'en') return formatRupees(rupees);
  return `₹${(paise % 100 !== 0 ? hindiWithPaise : hindiWhole).format(rupees)}`;
}
