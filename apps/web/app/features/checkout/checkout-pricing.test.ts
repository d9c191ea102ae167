import { DEFAULT_SETTINGS, type PublicSettings } from '@shringar/contracts/settings';
import { describe, expect, it } from 'vitest';
import type { CheckoutLine } from './api/checkout-data';
import { choiceContext, codOptionDetail } from './checkout-pricing';

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
const input = (
  over: Partial<PublicSettings>,
  walletAmount = 0,
  shopper = { pincode: '400001', isCodAllowed: true },
) => ({
  lines: [line],
  settings: settingsWith(over),
  couponDiscount: 0,
  walletAmount,
  ...shopper,
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

  it('words the same rules in Hindi on Hindi pages', () => {
    expect(codOptionDetail(input({ codCharge: 15 }), ['ONLINE'], 'hi')).toBe('₹15 COD शुल्क लगेगा');
    expect(codOptionDetail(input({ codCharge: 0 }), ['ONLINE'], 'hi')).toBe('कोई अतिरिक्त शुल्क नहीं');
    expect(codOptionDetail(input({ codCeiling: 308 }), ['ONLINE'], 'hi')).toBe(
      'कैश ऑन डिलीवरी ₹308 तक के ऑर्डर पर ही उपलब्ध है',
    );
  });
});

describe('the COD risk rules at checkout', () => {
  // ₹300 of goods (free delivery) + ₹9 COD charge: ₹309 when COD pays.
  it('refuses COD above the ceiling, counting the COD charge, and names the ceiling', () => {
    expect(codOptionDetail(input({ codCeiling: 308 }), ['ONLINE'])).toBe(
      'Cash on delivery is available on orders up to ₹308',
    );
    expect(codOptionDetail(input({ codCeiling: 309 }), ['ONLINE'])).toBe('₹9 COD Charge applies');
    expect(choiceContext(input({ codCeiling: 308 })).isCodAvailable).toBe(false);
    expect(choiceContext(input({ codCeiling: 0 })).isCodAvailable).toBe(true);
  });

  it('refuses COD at a pincode without it, and for a shopper whose COD is off', () => {
    expect(codOptionDetail(input({ codBlockedPincodes: ['400001'] }), ['ONLINE'])).toBe(
      'Cash on delivery is not available at your delivery pincode',
    );
    expect(codOptionDetail(input({ codBlockedPincodes: ['110001'] }), ['ONLINE'])).toBe('₹9 COD Charge applies');
    const offForShopper = input({}, 0, { pincode: '400001', isCodAllowed: false });
    expect(codOptionDetail(offForShopper, ['ONLINE'])).toBe(
      'Cash on delivery is not available on your account after earlier deliveries were refused',
    );
    expect(choiceContext(offForShopper).isCodAvailable).toBe(false);
  });
});
