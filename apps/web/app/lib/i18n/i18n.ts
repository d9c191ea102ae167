/**
 * The store's languages (docs/decisions.md 'Hindi storefront'), one import for components:
 * - `useMessages(messages)`: the page locale's half of a feature's `messages.ts` ({ en, hi } satisfies Dictionary);
 * - `LocaleLink`, `useLocalePath()`, `useLocaleNavigate()`: links and navigations that keep `/hi`;
 * - `useFormat()`: prices, numbers and dates through Intl (en-IN / hi-IN);
 * - `useErrorMessage()`: an API error's text in the page's language (api-error-texts.ts);
 * - `useLocale()`, `localePath()`, `Locale`: for what the hooks do not cover.
 */
export type { Dictionary } from './dictionary';
export { DEFAULT_LOCALE, localeFromPath, localePath, stripLocale, type Locale } from './locale';
export { useLocale, useLocalePath, useMessages } from './locale-context';
export { LocaleLink, localeTo, useLocaleNavigate } from './locale-link';
export { useFormat } from './use-format';
export { formatDate, formatNumber, formatPrice } from './format';
export { useErrorMessage } from './use-error-message';
export { LanguageSwitcher } from './language-switcher';
