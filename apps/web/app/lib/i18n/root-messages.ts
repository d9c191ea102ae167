import type { Dictionary } from './dictionary';

/** The page shown when a page itself fails (root.tsx's error boundary), and the store's 404 page. */
const en = {
  notFound: 'Page Not Found',
  failed: 'Something went wrong',
  tryAgain: 'Please try again, or go back to the home page.',
  goHome: 'Go Home',
  goBack: 'Go Back',
  pageMissing: 'The page you are looking for does not exist or has moved.',
  notFoundTitle: 'Page Not Found — Shringar',
  notFoundDescription: 'The page you are looking for does not exist on Shringar.',
};

const hi = {
  notFound: 'पेज नहीं मिला',
  failed: 'कुछ गड़बड़ हो गई',
  tryAgain: 'कृपया फिर से कोशिश करें, या होम पेज पर वापस जाएँ।',
  goHome: 'होम पर जाएँ',
  goBack: 'वापस जाएँ',
  pageMissing: 'आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है या कहीं और चला गया है।',
  notFoundTitle: 'पेज नहीं मिला — श्रृंगार',
  notFoundDescription: 'आप जो पेज ढूँढ रहे हैं वह श्रृंगार पर मौजूद नहीं है।',
} satisfies typeof en;

export const rootMessages = { en, hi } satisfies Dictionary<typeof en>;
