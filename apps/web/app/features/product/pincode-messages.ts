import type { Dictionary } from '~/lib/i18n/i18n';

/** The product page's delivery check: apart from messages.ts, they load with the check's own chunk (an island). */
const en = {
  checkDelivery: 'Check delivery',
  pincode: 'Pincode',
  pincodePlaceholder: 'Enter 6-digit pincode',
  check: 'Check',
  checking: 'Checking...',
  pincodeSixDigits: 'Pincode must be 6 digits',
  pincodeInvalid: 'Please enter a valid pincode.',
  notDelivered: (place: string) => `Sorry, we do not deliver to ${place} yet.`,
  deliveryAvailable: (place: string) => `Delivery available to ${place}. Get it by `,
};

const hi = {
  checkDelivery: 'डिलीवरी जाँचें',
  pincode: 'पिनकोड',
  pincodePlaceholder: '6 अंकों का पिनकोड डालें',
  check: 'जाँचें',
  checking: 'जाँच हो रही है...',
  pincodeSixDigits: 'पिनकोड 6 अंकों का होना चाहिए',
  pincodeInvalid: 'कृपया सही पिनकोड डालें।',
  notDelivered: (place: string) => `माफ़ कीजिए, हम अभी ${place} में डिलीवरी नहीं करते।`,
  deliveryAvailable: (place: string) => `${place} में डिलीवरी उपलब्ध है। मिलेगा `,
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
