import { describe, expect, it } from 'vitest';
import { normaliseWhatsappNumber, whatsappLink } from './phone.ts';

describe('normaliseWhatsappNumber (spec 5)', () => {
  it('strips non-digits and keeps a number that already starts with 91', () => {
    expect(normaliseWhatsappNumber('+91 98200 12345')).toBe('919820012345');
    expect(normaliseWhatsappNumber('919820012345')).toBe('919820012345');
  });
  it('prefixes 91 to a 10-digit number', () => {
    expect(normaliseWhatsappNumber('98200-12345')).toBe('919820012345');
    expect(normaliseWhatsappNumber('(982) 001 2345')).toBe('919820012345');
  });
  it('keeps empty empty, including a number with no digits at all', () => {
    expect(normaliseWhatsappNumber('')).toBe('');
    expect(normaliseWhatsappNumber(null)).toBe('');
    expect(normaliseWhatsappNumber(undefined)).toBe('');
    expect(normaliseWhatsappNumber(' - ')).toBe('');
  });
  it('leaves other lengths as their digits', () => {
    expect(normaliseWhatsappNumber('022 4890 1234 5')).toBe('022489012345');
    expect(normaliseWhatsappNumber('12345')).toBe('12345');
  });
  it('builds a wa.me link, or nothing without a number', () => {
    expect(whatsappLink('9820012345')).toBe('https://wa.me/919820012345');
    expect(whatsappLink('')).toBe('');
  });
});
