import type { Dictionary } from '~/lib/i18n/i18n';

/** A policy page's frame (spec 2 'Policy'); the policy's own text is the operator's content. */
const en = {
  metaTitle: (title: string) => `${title} | Shringar`,
  metaTitleNotFound: 'Policy Not Found | Shringar',
  metaTitleUnknown: 'Policy | Shringar',
  metaDescription: (title: string) => `Read Shringar's ${title}: what it covers and how it applies to your orders.`,
  metaDescriptionUnknown: 'Shringar policy documents: privacy, terms, returns and refunds, shipping and cancellation.',
  notFoundMessage: 'The requested policy could not be found.',
  loadFailed: 'Failed to load policy',
  loading: 'Loading policy',
  notFound: 'Policy Not Found',
  goBack: 'Go Back',
  tryAgain: 'Try Again',
  lastUpdated: (date: string) => `Last updated: ${date}`,
  documentLabel: 'Policy Document:',
  readCarefully: ' Please read this policy carefully to understand our terms and conditions.',
  print: 'Print Policy',
  backHome: 'Back to Home',
};

const hi = {
  metaTitle: (title: string) => `${title} | श्रृंगार`,
  metaTitleNotFound: 'नीति नहीं मिली | श्रृंगार',
  metaTitleUnknown: 'नीति | श्रृंगार',
  metaDescription: (title: string) => `श्रृंगार की ${title} पढ़ें: इसमें क्या शामिल है और यह आपके ऑर्डर पर कैसे लागू होती है।`,
  metaDescriptionUnknown: 'श्रृंगार की नीतियाँ: गोपनीयता, शर्तें, वापसी और रिफ़ंड, डिलीवरी और ऑर्डर रद्द करना।',
  notFoundMessage: 'माँगी गई नीति नहीं मिली।',
  loadFailed: 'नीति लोड नहीं हो सकी',
  loading: 'नीति लोड हो रही है',
  notFound: 'नीति नहीं मिली',
  goBack: 'वापस जाएँ',
  tryAgain: 'फिर से कोशिश करें',
  lastUpdated: (date: string) => `पिछला बदलाव: ${date}`,
  documentLabel: 'नीति दस्तावेज़:',
  readCarefully: ' हमारी शर्तें समझने के लिए कृपया इस नीति को ध्यान से पढ़ें।',
  print: 'नीति प्रिंट करें',
  backHome: 'होम पर वापस जाएँ',
} satisfies typeof en;

export const messages = { en, hi } satisfies Dictionary<typeof en>;
