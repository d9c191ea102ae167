import type { Dictionary } from '~/lib/i18n/i18n';

/** The Help & FAQs page's frame; the questions and answers are the operator's content. */
const en = {
  metaTitle: 'Help & FAQs | Shringar',
  metaDescription: (cod: boolean) =>
    `Answers about orders, payments${cod ? ' and cash on delivery' : ''}, delivery, returns and refunds, the Shringar wallet and your account.`,
  failed: 'Failed to load FAQs',
  heading: 'Help & FAQs',
  intro: 'Answers to what shoppers ask us most about orders, payments and returns.',
  search: 'Search FAQs',
  placeholderCod: "Try 'refund' or 'cash on delivery'",
  placeholder: "Try 'refund' or 'delivery'",
  noneYet: 'No FAQs yet',
  noneYetMessage: 'Our team has not published any questions yet. Contact us and we will help you directly.',
  noMatch: 'No matching questions',
  noMatchMessage: (search: string) => `Nothing in our FAQs matches '${search}'. Try other words, or contact us.`,
  clearSearch: 'Clear Search',
  matching: (count: number) => `${count} matching questions`,
  stillNeedHelp: 'Still need help? Our support team is a call or a message away.',
  contactUs: 'Contact Us',
  loading: 'Loading FAQs',
};

const hi = {
  metaTitle: 'सहायता और सवाल-जवाब | श्रृंगार',
  metaDescription: (cod: boolean) =>
    `ऑर्डर, भुगतान${cod ? ' और कैश ऑन डिलीवरी' : ''}, डिलीवरी, वापसी और रिफ़ंड, श्रृंगार वॉलेट और आपके खाते के बारे में जवाब।`,
  failed: 'सवाल-जवाब लोड नहीं हो सके',
  heading: 'सहायता और सवाल-जवाब',
  intro: 'ऑर्डर, भुगतान और वापसी के बारे में खरीदारों के सबसे आम सवालों के जवाब।',
  search: 'सवाल खोजें',
  placeholderCod: "'रिफ़ंड' या 'कैश ऑन डिलीवरी' लिखकर देखें",
  placeholder: "'रिफ़ंड' या 'डिलीवरी' लिखकर देखें",
  noneYet: 'अभी कोई सवाल नहीं',
  noneYetMessage: 'हमारी टीम ने अभी कोई सवाल नहीं डाला है। हमसे संपर्क करें, हम सीधे आपकी मदद करेंगे।',
  noMatch: 'कोई मिलता सवाल नहीं',
  noMatchMessage: (search: string) => `'${search}' से कोई सवाल नहीं मिला। दूसरे शब्द आज़माएँ, या हमसे संपर्क करें।`,
  clearSearch: 'खोज हटाएँ',
  matching: (count: number) => `${count} मिलते सवाल`,
  stillNeedHelp: 'अब भी मदद चाहिए? हमारी सपोर्ट टीम बस एक कॉल या मैसेज दूर है।',
  contactUs: 'संपर्क करें',
  loading: 'सवाल-जवाब लोड हो रहे हैं',
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
