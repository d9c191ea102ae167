import { useMemo } from 'react';
import { formatDate, formatNumber, formatPrice } from './format';
import { useLocale } from './locale-context';

/** The page locale's formatters: `const f = useFormat(); f.price(349); f.number(12000); f.date(d, {...})`. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      price: (rupees: number) => formatPrice(rupees, locale),
      number: (value: number) => formatNumber(value, locale),
      date: (date: Date | string | number, options: Intl.DateTimeFormatOptions) => formatDate(date, locale, options),
    }),
    [locale],
  );
}
