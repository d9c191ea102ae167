import { describe, expect, it } from 'vitest';
import { financialYear, formatInvoiceNumber } from './invoice-number.ts';

describe('invoice numbers', () => {
  it('numbers invoices per Indian financial year, within GST’s 16 characters', () => {
    expect(financialYear(new Date('2026-11-22T10:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:29:00Z'))).toBe('26-27'); // 23:59 IST on 31 March
    expect(financialYear(new Date('2027-03-31T18:31:00Z'))).toBe('27-28'); // 00:01 IST on 1 April
    expect(formatInvoiceNumber('26-27', 123)).toBe('SHR/26-27/000123');
    expect(formatInvoiceNumber('26-27', 123).length).toBeLessThanOrEqual(16);
  });
});
