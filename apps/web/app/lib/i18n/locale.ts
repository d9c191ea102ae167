/**
 * The store's languages and where the shopper's one is read: the URL. English is the default and unprefixed
 * (the spec's addresses and texts unchanged); Hindi pages are the same routes under `/hi` (routes.ts). Pure
 * functions, no React: routes.ts, the server and the browser share them.
 */
export type Locale = 'en' | 'hi';

export const LOCALES = ['en', 'hi'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'en';

/** The path segment a non-default locale's pages sit under. */
export const HINDI_PREFIX = '/hi';

/** BCP 47 tags: `<html lang>`, `hreflang` and the Intl formatters ('en-IN' is what the store always used). */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };
export const HREFLANG: Record<Locale, string> = { en: 'en', hi: 'hi' };
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The cookie the language switcher writes: the shopper's choice, applied when they come back to the home page. */
export const LOCALE_COOKIE = 'shringar_lang';

const isHindiPath = (pathname: string) => pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`);

/** `/hi`, `/hi/product/7` → 'hi'; everything else (store, account and console pages) → 'en'. */
export function localeFromPath(pathname: string): Locale {
  return isHindiPath(pathname) ? 'hi' : DEFAULT_LOCALE;
}

/** The English address of a page: `/hi/product/7?x=1` → `/product/7?x=1`, `/hi` → `/`. */
export function stripLocale(path: string): string {
  if (!isHindiPath(path.split(/[?#]/)[0] ?? path)) return path;
  const rest = path.slice(HINDI_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Paths that are not store pages and never take a prefix: the console, the API, files. */
const UNPREFIXED = /^\/(admin|api)(\/|$|\?)/;

/**
 * A store path in a locale: `localePath('hi', '/product/7')` → `/hi/product/7`, `'/'` → `/hi`, `'/?q=1'` →
 * `/hi?q=1`. English paths are returned as they are; relative paths, other origins and the console are left
 * alone; an already prefixed path is not prefixed twice.
 */
export function localePath(locale: Locale, path: string): string {
  const english = path.startsWith('/') && !path.startsWith('//') ? stripLocale(path) : path;
  if (locale === DEFAULT_LOCALE || !english.startsWith('/') || english.startsWith('//') || UNPREFIXED.test(english)) {
    return english;
  }
  return english === '/' || /^\/[?#]/.test(english)
    ? `${HINDI_PREFIX}${english.slice(1)}`
    : `${HINDI_PREFIX}${english}`;
}

/** The cookie's value in a `Cookie` header or `document.cookie`, when it names a known locale. */
export function localeFromCookie(cookie: string | null | undefined): Locale | null {
  const match = cookie?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]+)`));
  const value = match?.[1];
  return value === 'en' || value === 'hi' ? value : null;
}
