import { formatRupees, groupIndian } from '@shringar/contracts/money';
import { INTL_LOCALE, type Locale } from './locale';

type Cache<T> = Map<string, T>;
const numberFormats: Cache<Intl.NumberFormat> = new Map();
const dateFormats: Cache<Intl.DateTimeFormat> = new Map();

// Formatters are made once per locale and options: building one per call costs more than formatting.
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(INTL_LOCALE[locale], options)));
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[locale], options)));
  return format;
}

/**
 * Rupees as the store shows them: ₹1,23,456 or ₹299.50, in both languages: hi-IN writes Latin digits with the same
 * lakh grouping as en-IN, so Hindi pages take formatRupees too and no Intl formatter is built while a page
 * hydrates (contracts' money.ts says why; format.test.ts holds both to Intl's output).
 */
export function formatPrice(rupees: number, _locale: Locale): string {
  return formatRupees(rupees);
}

/** A count or quantity with the locale's grouping (1,00,000): whole numbers written out, as prices are. */
export function formatNumber(value: number, locale: Locale): string {
  if (Number.isSafeInteger(value))
    return `${value < 0 || Object.is(value, -0) ? '-' : ''}${groupIndian(String(Math.abs(value)))}`;
  return numberFormat(locale, {}).format(value);
}

/** A date in the locale's words: `formatDate(d, 'hi', { day: 'numeric', month: 'long' })` → '28 नवंबर'. */
export function formatDate(date: Date | string | number, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(locale, options).format(new Date(date));
}
