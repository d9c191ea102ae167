import type { Locale } from '~/lib/i18n/i18n';

const LONG: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // One fixed zone so the server render and the browser agree on the day (the store's customers are in India).
  timeZone: 'Asia/Kolkata',
};
const BY_LOCALE: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', LONG),
  hi: new Intl.DateTimeFormat('hi-IN', LONG),
};

/**
 * Spec 2: created_at in long en-US form ('November 22, 2026') on English pages, hi-IN's words on Hindi ones
 * ('22 नवंबर 2026'); the raw value when it is not a date.
 */
export function formatPolicyDate(raw: string, locale: Locale = 'en'): string {
  try {
    const date = new Date(raw);
    return Number.isNaN(date.getTime()) ? raw : BY_LOCALE[locale].format(date);
  } catch {
    return raw;
  }
}
