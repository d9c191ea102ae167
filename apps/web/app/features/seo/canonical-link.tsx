import { useLocation } from 'react-router';
import { canonicalUrl } from './canonical-url';

/** `<link rel="canonical">` for the page shown (React places it in the document head). */
export function CanonicalLink({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  return <link rel="canonical" href={canonicalUrl(origin, pathname, search)} />;
}
