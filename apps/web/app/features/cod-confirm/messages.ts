import type { Dictionary } from '~/lib/i18n/i18n';

type Outcome = 'CONFIRMED' | 'CANCELLED' | 'EXPIRED';

/** The COD confirmation link's page: the order, what is paid on delivery, confirm or cancel. */
const en = {
  metaTitle: 'Confirm your order — Shringar',
  title: 'Confirm your cash-on-delivery order',
  outcome: (state: Outcome, id: string) =>
    state === 'CONFIRMED'
      ? `Your order ${id} is confirmed. We will pack it and let you know when it ships.`
      : state === 'CANCELLED'
        ? `Your order ${id} is cancelled.`
        : `This confirmation link has expired. Sign in to confirm order ${id} from your orders, or contact us.`,
  linkInvalid: 'This confirmation link is not valid',
  somethingWrong: 'Something went wrong',
  order: (id: string) => `Order ${id}`,
  orderNumber: (id: string) => `Order #${id}`,
  orderTotal: 'Order total',
  payOnDelivery: 'Pay on delivery',
  deliveringTo: 'Delivering to',
  confirm: 'Confirm order',
  cancel: 'Cancel order',
  continueShopping: 'Continue Shopping',
};

const hi = {
  metaTitle: 'अपना ऑर्डर कन्फ़र्म करें — Shringar',
  title: 'अपना कैश ऑन डिलीवरी ऑर्डर कन्फ़र्म करें',
  outcome: (state: Outcome, id: string) =>
    state === 'CONFIRMED'
      ? `आपका ऑर्डर ${id} कन्फ़र्म हो गया है। हम इसे पैक करेंगे और भेजते ही आपको बताएँगे।`
      : state === 'CANCELLED'
        ? `आपका ऑर्डर ${id} रद्द कर दिया गया है।`
        : `इस कन्फ़र्मेशन लिंक की समय-सीमा खत्म हो गई है। ऑर्डर ${id} कन्फ़र्म करने के लिए साइन इन करके अपने ऑर्डर में जाएँ, या हमसे संपर्क करें।`,
  linkInvalid: 'यह कन्फ़र्मेशन लिंक मान्य नहीं है',
  somethingWrong: 'कुछ गड़बड़ हो गई',
  order: (id: string) => `ऑर्डर ${id}`,
  orderNumber: (id: string) => `ऑर्डर #${id}`,
  orderTotal: 'ऑर्डर की कुल राशि',
  payOnDelivery: 'डिलीवरी पर देने होंगे',
  deliveringTo: 'डिलीवरी का पता',
  confirm: 'ऑर्डर कन्फ़र्म करें',
  cancel: 'ऑर्डर रद्द करें',
  continueShopping: 'खरीदारी जारी रखें',
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
