import type { Dictionary } from './dictionary';

/** The page shown when a page itself fails (root.tsx's error boundary). */
const en = {
  notFound: 'Page Not Found',
  failed: 'Something went wrong',
  tryAgain: 'Please try again, or go back to the home page.',
  goHome: 'Go Home',
};

const hi = {
  notFound: 'पेज नहीं मिला',
  failed: 'कुछ गड़बड़ हो गई',
  tryAgain: 'कृपया फिर से कोशिश करें, या होम पेज पर वापस जाएँ।',
  goHome: 'होम पर जाएँ',
} satisfies typeof en;

export const rootMessages = { en, hi } satisfies Dictionary<typeof en>;
