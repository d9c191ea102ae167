import { DEFAULT_SETTINGS, type PublicSettings } from '@shringar/contracts/settings';
import { describe, expect, it } from 'vitest';
import type { CheckoutLine } from './api/checkout-data';
import { codOptionDetail } from './checkout-pricing';

const line: CheckoutLine = {
  key: '1',
  productId: 1,
  variantId: 1,
  productName: 'Kundan necklace',
  variantName: 'Gold',
  image: undefined,
  quantity: 1,
  price: 300,
  basePrice: 300,
};
const settingsWith = (over: Partial<PublicSettings>) => ({ ...DEFAULT_SETTINGS, ...over }) as unknown as PublicSettings;
const input = (over: Partial<PublicSettings>, walletAmount = 0) => ({
  lines: [line],
  settings: settingsWith(over),
  couponDiscount: 0,
  walletAmount,
});

describe('the Cash on Delivery option line', () => {
  it('names the fee the store sets today, by its charge label', () => {
    expect(codOptionDetail(input({ codCharge: 15 }), ['ONLINE'])).toBe('₹15 COD Charge applies');
    expect(codOptionDetail(input({ codCharge: 7 }), ['COD'])).toBe('₹7 COD Charge applies');
  });

  it('says there is no extra charge when the fee is 0, and not available when COD is off', () => {
    expect(codOptionDetail(input({ codCharge: 0 }), ['ONLINE'])).toBe('No extra charge');
    expect(codOptionDetail(input({ isCodAvailable: false }), ['ONLINE'])).toBe('Not available');
  });

  it('keeps the wallet: the fee still applies to what the wallet leaves', () => {
    expect(codOptionDetail(input({ codCharge: 12 }, 100), ['WALLET'])).toBe('₹12 COD Charge applies');
  });
});
