import { PHONE_MESSAGE } from '@shringar/contracts/auth-messages';
import type { Dictionary } from '~/lib/i18n/i18n';

/** The contact page and its call-back form. */
const en = {
  metaTitle: 'Contact Us | Shringar',
  metaDescription: (whatsapp: boolean, hours: string) =>
    `Contact Shringar support: request a call-back${whatsapp ? ', chat with us on WhatsApp' : ''}, or write to us. Support hours ${hours}.`,
  // Spec 1 and 9: the contact page states these support hours (the about page says 24x7).
  hours: 'Mon-Sat 10:00 AM to 6:00 PM IST',
  heading: 'Contact Us',
  intro: (whatsapp: boolean) =>
    `Questions about an order, a payment or a return? Ask us for a call${whatsapp ? ' or message us on WhatsApp' : ''}.`,
  faqsBefore: 'Many answers are already in our ',
  faqs: 'Help & FAQs',
  faqsAfter: '.',
  requestCall: 'Request a Call',
  callBack: 'Leave your number and our support team will call you back.',
  supportHours: (hours: string) => `Support hours: ${hours}`,
  whatsapp: 'Chat with us on WhatsApp',
  reachUs: 'Reach us',
  email: 'E-mail',
  phone: 'Phone',
  office: 'Registered office',
  loadingDetails: 'Loading contact details',
  submitted: 'Request submitted! Our team will call you soon.',
  submitFailed: 'Failed to submit request. Please try again.',
  phoneNumber: 'Phone number',
  phonePlaceholder: '10-digit mobile number',
  requesting: 'Requesting...',
  requestCallButton: 'Request Call',
  phoneInvalid: PHONE_MESSAGE,
};

const hi = {
  metaTitle: 'संपर्क करें | श्रृंगार',
  metaDescription: (whatsapp: boolean, hours: string) =>
    `श्रृंगार सपोर्ट से संपर्क करें: कॉल-बैक माँगें${whatsapp ? ', व्हाट्सऐप पर हमसे बात करें' : ''}, या हमें लिखें। सपोर्ट का समय: ${hours}।`,
  hours: 'सोमवार से शनिवार, सुबह 10:00 से शाम 6:00 बजे तक (भारतीय समय)',
  heading: 'संपर्क करें',
  intro: (whatsapp: boolean) =>
    `ऑर्डर, भुगतान या वापसी के बारे में सवाल है? हमसे कॉल माँगें${whatsapp ? ' या व्हाट्सऐप पर मैसेज करें' : ''}।`,
  faqsBefore: 'बहुत से जवाब पहले से हमारे ',
  faqs: 'सहायता और सवाल-जवाब',
  faqsAfter: ' में हैं।',
  requestCall: 'कॉल माँगें',
  callBack: 'अपना नंबर छोड़ें, हमारी सपोर्ट टीम आपको वापस कॉल करेगी।',
  supportHours: (hours: string) => `सपोर्ट का समय: ${hours}`,
  whatsapp: 'व्हाट्सऐप पर हमसे बात करें',
  reachUs: 'हमसे जुड़ें',
  email: 'ई-मेल',
  phone: 'फ़ोन',
  office: 'पंजीकृत कार्यालय',
  loadingDetails: 'संपर्क की जानकारी लोड हो रही है',
  submitted: 'अनुरोध भेज दिया गया! हमारी टीम जल्द ही आपको कॉल करेगी।',
  submitFailed: 'अनुरोध नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  phoneNumber: 'फ़ोन नंबर',
  phonePlaceholder: '10 अंकों का मोबाइल नंबर',
  requesting: 'भेजा जा रहा है...',
  requestCallButton: 'कॉल माँगें',
  phoneInvalid: 'कृपया 10 अंकों का सही मोबाइल नंबर डालें',
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
