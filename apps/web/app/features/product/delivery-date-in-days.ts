import { formatDate, type Locale } from '~/lib/i18n/i18n';

/** delivery-date.ts's words, in a module of their own: only the pincode check (its own chunk) counts days. */
const DAY = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** Today (in India) plus n days: 'Fri, 28 Nov' ('शुक्र, 28 नव॰' in Hindi). */
export function deliveryDateInDays(days: number, now = new Date(), locale: Locale = 'en'): string {
  const india = new Date(now.getTime() + 5.5 * 3600 * 1000);
  const d = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + days));
  return formatDate(d, locale, DAY);
}
