import { formatDate, type Locale } from '~/lib/i18n/i18n';

const DAY = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** 'YYYY-MM-DD' (India date from the API) → 'Fri, 28 Nov' ('शुक्र, 28 नव॰' in Hindi); the raw value when it is not a date. */
export function formatDeliveryDate(isoDate: string, locale: Locale = 'en'): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  return formatDate(d, locale, DAY);
}
