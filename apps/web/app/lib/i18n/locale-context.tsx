import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Dictionary } from './dictionary';
import { DEFAULT_LOCALE, localePath, type Locale } from './locale';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Set once in root.tsx from the URL (`localeFromPath`); the server render and the browser agree by construction. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The page's locale: 'hi' under `/hi`, else 'en'. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The current locale's half of a feature's dictionary: `const t = useMessages(messages); t.title; t.items(3)`. */
export function useMessages<E>(dictionary: Dictionary<E>): E {
  return dictionary[useLocale()];
}

/** `to(storePaths.product(7))` → `/hi/product/7` on Hindi pages: for navigate(), redirects and plain anchors. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}
