import type { Dictionary } from '~/lib/i18n/i18n';

/** The about page (spec 2 'About'); company details come from the settings. */
const en = {
  metaTitle: 'About Us | Shringar',
  metaDescription:
    'About Shringar: an online store for beauty, fashion and lifestyle shoppers in India. Our mission, why shoppers choose us, company registration details and 24x7 support.',
  aboutUs: 'About us',
  heading: (name: string) => `About ${name}`,
  intro: (name: string) =>
    `${name} is an online store for beauty, fashion and lifestyle shoppers across India. We bring together handcrafted jewellery, makeup, skincare and everyday essentials from brands we trust, at honest prices, delivered to your door.`,
  whyUs: 'Why choose us',
  genuine: 'Genuine products',
  genuineText: 'Every product comes straight from its brand or an authorised seller.',
  freeShipping: 'Free shipping',
  acrossIndia: (line: string) => `${line}, across India.`,
  deliveryAcrossIndia: 'Delivery across India.',
  payYourWay: 'Pay your way',
  payNoCod: 'UPI, cards, net banking or your Shringar wallet.',
  payWithCod: 'UPI, cards, net banking, your Shringar wallet or cash on delivery.',
  easyReturns: 'Easy returns',
  easyReturnsText: 'Changed your mind? Request a return from your orders in a few taps.',
  mission: 'Our mission',
  missionText:
    'To make looking and feeling your best simple and affordable for everyone in India: a carefully chosen catalogue, clear prices with no surprises, and people who answer when you need help.',
  registration: 'Company registration details',
  legalName: 'Legal name',
  office: 'Registered office',
  support: 'Customer support',
  email: 'E-mail:',
  phone: 'Phone:',
  whatsapp: 'Chat with us on WhatsApp',
  // Spec 1 and 9: the about page says support is 24x7 (the contact page gives its own hours).
  hours: 'Business hours: 24x7 support',
  callBack: 'Request a call-back',
  policies: 'Policies',
  privacy: 'Privacy Policy',
  terms: 'Terms and Conditions',
  returns: 'Return and Refund Policy',
};

const hi = {
  metaTitle: 'हमारे बारे में | श्रृंगार',
  metaDescription:
    'श्रृंगार के बारे में: भारत के ब्यूटी, फ़ैशन और लाइफ़स्टाइल खरीदारों के लिए एक ऑनलाइन स्टोर। हमारा लक्ष्य, खरीदार हमें क्यों चुनते हैं, कंपनी पंजीकरण की जानकारी और चौबीसों घंटे सहायता।',
  aboutUs: 'हमारे बारे में',
  heading: (name: string) => `${name} के बारे में`,
  intro: (name: string) =>
    `${name} पूरे भारत के ब्यूटी, फ़ैशन और लाइफ़स्टाइल खरीदारों के लिए एक ऑनलाइन स्टोर है। हम भरोसेमंद ब्रांड की हाथ से बनी ज्वेलरी, मेकअप, स्किनकेयर और रोज़मर्रा की ज़रूरतें सही कीमत पर आपके घर तक पहुँचाते हैं।`,
  whyUs: 'हमें क्यों चुनें',
  genuine: 'असली उत्पाद',
  genuineText: 'हर उत्पाद सीधे उसके ब्रांड या अधिकृत विक्रेता से आता है।',
  freeShipping: 'मुफ़्त डिलीवरी',
  acrossIndia: (line: string) => `${line}, पूरे भारत में।`,
  deliveryAcrossIndia: 'पूरे भारत में डिलीवरी।',
  payYourWay: 'जैसे चाहें भुगतान करें',
  payNoCod: 'यूपीआई, कार्ड, नेट बैंकिंग या आपका श्रृंगार वॉलेट।',
  payWithCod: 'यूपीआई, कार्ड, नेट बैंकिंग, आपका श्रृंगार वॉलेट या कैश ऑन डिलीवरी।',
  easyReturns: 'आसान वापसी',
  easyReturnsText: 'मन बदल गया? अपने ऑर्डर से कुछ ही टैप में वापसी का अनुरोध करें।',
  mission: 'हमारा लक्ष्य',
  missionText:
    'भारत में हर किसी के लिए अच्छा दिखना और महसूस करना आसान और किफ़ायती बनाना: ध्यान से चुने गए उत्पाद, बिना किसी छिपे खर्च की साफ़ कीमतें, और ज़रूरत पर जवाब देने वाले लोग।',
  registration: 'कंपनी पंजीकरण की जानकारी',
  legalName: 'कानूनी नाम',
  office: 'पंजीकृत कार्यालय',
  support: 'ग्राहक सहायता',
  email: 'ई-मेल:',
  phone: 'फ़ोन:',
  whatsapp: 'व्हाट्सऐप पर हमसे बात करें',
  hours: 'काम का समय: हफ़्ते के सातों दिन, चौबीसों घंटे सहायता',
  callBack: 'कॉल-बैक माँगें',
  policies: 'नीतियाँ',
  privacy: 'गोपनीयता नीति',
  terms: 'नियम और शर्तें',
  returns: 'वापसी और रिफ़ंड नीति',
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
