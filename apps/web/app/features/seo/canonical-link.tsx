import { useLocation } from 'react-router';
import { HREFLANG, LOCALES, localePath, stripLocale } from '~/lib/i18n/locale';
import { canonicalUrl } from './canonical-url';

/**
 * `<link rel="canonical">` for the page shown and its language alternates (React places them in the document
 * head): the page in each language under `hreflang`, and English as `x-default`, so search engines index both
 * and send each reader to their own.
 */
export function CanonicalLink({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const english = stripLocale(pathname);
  return (
    <>
      <link rel="canonical" href={canonicalUrl(origin, pathname, search)} />
      {LOCALES.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={HREFLANG[locale]}
          href={canonicalUrl(origin, localePath(locale, english), search)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={canonicalUrl(origin, english, search)} />
    </>
  );
}
