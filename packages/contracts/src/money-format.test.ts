import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees, groupIndian } from './money';

/** What formatRupees wrote with Intl before it grouped digits itself: the output it must keep. */
const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
const inrWithPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const withIntl = (rupees: number) =>
  `₹${Math.round(rupees * 100) % 100 !== 0 ? inrWithPaise.format(rupees) : inr.format(rupees)}`;

describe('formatRupees', () => {
  it('groups digits the Indian way and shows paise only when present, always two digits of them', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(299.5)).toBe('₹299.50');
    expect(formatRupees(124999.99)).toBe('₹1,24,999.99');
    expect(formatRupees(0.05)).toBe('₹0.05');
    expect(formatRupees(1000000)).toBe('₹10,00,000');
    expect(formatRupees(-1234)).toBe('₹-1,234');
  });

  it('writes what the en-IN Intl formatter writes, for any amount in paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        expect(formatRupees(paise / 100)).toBe(withIntl(paise / 100));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds amounts finer than a paisa as Intl does', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (rupees) => {
        expect(formatRupees(rupees)).toBe(withIntl(rupees));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('groupIndian', () => {
  it('keeps the last three digits together and pairs the rest', () => {
    expect(['7', '12', '999', '1000', '12345', '123456', '12345678'].map(groupIndian)).toEqual([
      '7',
      '12',
      '999',
      '1,000',
      '12,345',
      '1,23,456',
      '1,23,45,678',
    ]);
  });
});
