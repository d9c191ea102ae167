import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from './format';
import { INTL_LOCALE, type Locale } from './locale';

const LOCALES: Locale[] = ['en', 'hi'];

/** What the page locale's Intl formatter writes for a price: the output the written-out grouping must keep. */
function priceWithIntl(rupees: number, locale: Locale) {
  const digits = Math.round(rupees * 100) % 100 !== 0 ? 2 : 0;
  const format = new Intl.NumberFormat(INTL_LOCALE[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `₹${format.format(rupees)}`;
}

describe('formatPrice and formatNumber without Intl', () => {
  it('write prices as en-IN and hi-IN formatters do, in either language', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...LOCALES), (paise, locale) => {
        expect(formatPrice(paise / 100, locale)).toBe(priceWithIntl(paise / 100, locale));
      }),
      { numRuns: 3000 },
    );
  });

  it('write whole counts with the locale’s grouping, and other numbers through Intl', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e15, max: 1e15 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })),
        fc.constantFrom(...LOCALES),
        (value, locale) => {
          expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(INTL_LOCALE[locale]).format(value));
        },
      ),
      { numRuns: 3000 },
    );
    expect(formatNumber(100000, 'hi')).toBe('1,00,000');
  });
});
