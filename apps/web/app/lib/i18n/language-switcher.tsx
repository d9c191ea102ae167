import { Link, useLocation } from 'react-router';
import { useLocale } from './locale-context';
import { LOCALE_COOKIE, localePath, type Locale } from './locale';
import { rememberLocaleForMessages } from './save-shopper-locale';

/**
 * Each language named in itself, so a reader of either finds their own. 'हिन्दी' has a font of just its glyphs
 * (app.css `a[hreflang='hi']`, vite/devanagari-font.plugin.ts's SWITCHER_TEXT), so systems without a Devanagari
 * font show it too, while English pages still load no other Devanagari.
 */
export const LANGUAGE_NAMES: Record<Locale, { name: string; lang: string }> = {
  en: { name: 'English', lang: 'en' },
  hi: { name: 'हिन्दी', lang: 'hi' },
};

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the shopper's choice (RememberedLocale applies it when they come back to the home page). */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * The link to the page shown in the other language (header and footer): the same path and query under the
 * other prefix, so `/hi/product/7?v=2` ↔ `/product/7?v=2`. A plain link: it works before hydration and can
 * be opened in a new tab; a click also remembers the choice.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const other: Locale = useLocale() === 'hi' ? 'en' : 'hi';
  const { name, lang } = LANGUAGE_NAMES[other];
  return (
    <Link
      to={localePath(other, `${pathname}${search}${hash}`)}
      lang={lang}
      hrefLang={lang}
      className={className}
      onClick={() => {
        rememberLocale(other);
        rememberLocaleForMessages(other);
      }}
      data-testid="language-switcher"
    >
      {name}
    </Link>
  );
}
