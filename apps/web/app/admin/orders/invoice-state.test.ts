import { describe, expect, it } from 'vitest';
import { invoiceState } from './invoice-state';

describe('invoiceState: the order page’s invoice line', () => {
  it('never says “Issued once paid” beside a Download invoice button', () => {
    expect(invoiceState(null, '/api/v4/invoice/SH1?sig=x')).toBe('Ready; numbered when first downloaded');
    expect(invoiceState('SH/2026-27/00012', '/api/v4/invoice/SH1?sig=x')).toBe('SH/2026-27/00012');
  });

  it('says when an unpaid order gets one', () => {
    expect(invoiceState(null, null)).toBe('Issued once paid (COD: on delivery)');
  });
});
