/** How order fields read on screen, in the page's language. */
import { formatDate as formatLocaleDate } from '~/lib/i18n/format';
import { useMessages, type Locale } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** 'WALLET, ONLINE' → 'Wallet + Online Payment'; a method the store does not know keeps its raw text. */
export function formatPaymentMethod(paymentMethod: string, names: Record<string, string>): string {
  const parts = paymentMethod
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  return parts.map((m) => names[m.toUpperCase()] ?? m).join(' + ');
}

/** Spec 3: a variant value may arrive as a JSON list string ('["Red","M"]'), shown joined by commas. */
export function formatVariant(variant: string | null | undefined): string {
  if (!variant) return '';
  const text = variant.trim();
  if (text.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(text);
      if (Array.isArray(list)) return list.map(String).join(', ');
    } catch {
      // not JSON after all: shown as it came
    }
  }
  return text;
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
};
const DATE_ONLY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};

/** '22 Nov 2026, 8:40 pm' in Indian time (the store's shoppers are in India); the raw value if unreadable. */
export function formatDateTime(iso: string, locale: Locale = 'en'): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatLocaleDate(d, locale, DATE_TIME);
}

export function formatDate(iso: string, locale: Locale = 'en'): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formatLocaleDate(d, locale, DATE_ONLY);
}

/** A delivery status in the page's language (spec 4's English); an unknown status shows its raw text. */
export function useOrderStatusLabel(): (status: string) => string {
  const t = useMessages(messages);
  return (status) => t.statuses[status] ?? status;
}
