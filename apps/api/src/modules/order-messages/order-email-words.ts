import { normaliseWhatsappNumber } from '@shringar/contracts/phone';
import { chargeText } from '@shringar/contracts/pricing';
import { callSupportNumber, whatsappSupportLink } from '@shringar/contracts/store-promises';
import type { Config } from '../../config.ts';
import type { MessageAudience, MessageLocale, SupportSettings } from './message-locale.ts';

/** Every word of the order e-mail around the order's own data, in one language. */
export type EmailWords = {
  lang: MessageLocale;
  line: (name: string, variant: string, quantity: number, amount: string) => string;
  items: string;
  /** A charge of the order by its rule's code; `label` is what the order stored. */
  charge: (charge: { code: string; label: string }) => string;
  free: string;
  coupon: (code: string | null) => string;
  total: string;
  paidFromWallet: string;
  toPayOnDelivery: string;
  paidOnline: string;
  order: (id: string) => string;
  deliveringTo: string;
  phone: (phone: string) => string;
  yourOrder: (url: string) => string;
  viewYourOrder: string;
  columns: { item: string; quantity: string; amount: string };
  /** The store's lines under the signature. */
  footer: string[];
};

const storeLines = (config: Config) => [
  config.STORE_LEGAL_NAME,
  `${config.STORE_ADDRESS}, ${config.STORE_STATE} ${config.STORE_PINCODE}`,
];

/** The English e-mail as it has always read: the store's legal name, address, e-mail and phone. */
function englishWords(config: Config): EmailWords {
  return {
    lang: 'en',
    line: (name, variant, quantity, amount) => `- ${name} (${variant}) x ${quantity}: ${amount}`,
    items: 'Items',
    charge: (charge) => chargeText(charge, 'message'),
    free: 'Free',
    coupon: (code) => `Coupon ${code ?? ''}`.trim(),
    total: 'Total',
    paidFromWallet: 'Paid from wallet',
    toPayOnDelivery: 'To pay on delivery',
    paidOnline: 'Paid online',
    order: (id) => `Order ${id}`,
    deliveringTo: 'Delivering to',
    phone: (phone) => `Phone ${phone}`,
    yourOrder: (url) => `Your order: ${url}`,
    viewYourOrder: 'View your order',
    columns: { item: 'Item', quantity: 'Qty', amount: 'Amount' },
    footer: [...storeLines(config), `${config.STORE_EMAIL} · ${config.STORE_PHONE}`],
  };
}

/**
 * The shopper's ways to reach the store in Hindi: the e-mail always, WhatsApp and a call while the live settings
 * have them on (the numbers the store's Contact page shows).
 */
function hindiSupportLine(config: Config, support: SupportSettings): string {
  const whatsapp = whatsappSupportLink(support) && normaliseWhatsappNumber(support.whatsappSupportNumber);
  const call = callSupportNumber(support);
  const ways = [
    `ईमेल ${config.STORE_EMAIL}`,
    ...(whatsapp ? [`WhatsApp +${whatsapp}`] : []),
    ...(call ? [`कॉल ${call}`] : []),
  ];
  return `मदद चाहिए? ${ways.join(' · ')}`;
}

function hindiWords(config: Config, support: SupportSettings): EmailWords {
  return {
    lang: 'hi',
    line: (name, variant, quantity, amount) => `- ${name} (${variant}), मात्रा ${quantity}: ${amount}`,
    items: 'आइटम की कीमत',
    charge: (charge) => chargeText(charge, 'message', 'hi'),
    free: 'मुफ़्त',
    coupon: (code) => `कूपन ${code ?? ''}`.trim(),
    total: 'कुल राशि',
    paidFromWallet: 'वॉलेट से चुकाया',
    toPayOnDelivery: 'डिलीवरी पर देना है',
    paidOnline: 'ऑनलाइन चुकाया',
    order: (id) => `ऑर्डर ${id}`,
    deliveringTo: 'डिलीवरी का पता',
    phone: (phone) => `फ़ोन ${phone}`,
    yourOrder: (url) => `आपका ऑर्डर: ${url}`,
    viewYourOrder: 'अपना ऑर्डर देखें',
    columns: { item: 'आइटम', quantity: 'मात्रा', amount: 'राशि' },
    footer: [...storeLines(config), hindiSupportLine(config, support)],
  };
}

export const emailWords = (config: Config, audience: MessageAudience): EmailWords =>
  audience.locale === 'hi' ? hindiWords(config, audience.support) : englishWords(config);
