import type { Locale } from '~/lib/i18n/i18n';

/**
 * Query keys of the orders area, hierarchical so one invalidation refreshes an order everywhere. The answers the
 * API words (list, details, tracking) end with the page's language, so English and Hindi answers never mix in the
 * cache; a key without it reaches both.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (locale?: Locale) => ['orders', 'list', ...(locale ? [locale] : [])] as const,
  detail: (orderId: string, locale?: Locale) => ['orders', 'detail', orderId, ...(locale ? [locale] : [])] as const,
  tracking: (orderId: string, locale?: Locale) => ['orders', 'tracking', orderId, ...(locale ? [locale] : [])] as const,
  reasons: (kind: 'cancel' | 'return') => ['orders', 'reasons', kind] as const,
};

/** The query of an order call in the page's language: Hindi pages ask for the store's words in Hindi. */
export const langQuery = (locale: Locale) => (locale === 'hi' ? { lang: locale } : {});
