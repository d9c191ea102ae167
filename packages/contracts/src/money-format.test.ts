import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';

describe('formatRupees', () => {
  it('groups digits the Indian way and shows paise only when present, always two digits of them', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(299.5)).toBe('₹299.50');
    expect(formatRupees(124999.99)).toBe('₹1,24,999.99');
    expect(formatRupees(0.05)).toBe('₹0.05');
    expect(formatRupees(1000000)).toBe('₹10,00,000');
  });
});
