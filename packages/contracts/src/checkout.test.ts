import { describe, expect, it } from 'vitest';
import { checkoutBreakdown, placeBuyNowOrderBodySchema, placeCartOrderBodySchema } from './checkout.ts';
import { toPaise } from './money.ts';
import { priceOrder, pricingSettingsOf } from './pricing.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

describe('checkoutBreakdown', () => {
  it('prices the cart answer in rupees exactly as the server does in paise', () => {
    const p = priceOrder({
      lines: [{ unitPricePaise: toPaise(349), unitBasePricePaise: toPaise(499), quantity: 2 }],
      settings: pricingSettingsOf(DEFAULT_SETTINGS),
      methods: ['WALLET', 'COD'],
      couponDiscountPaise: toPaise(69.8),
      walletBalancePaise: toPaise(100.5),
    });
    expect(checkoutBreakdown(p)).toEqual({
      basePrice: 998,
      discount: 300,
      couponDiscount: 69.8,
      cartPrice: 698,
      deliveryCharge: 0,
      codCharge: 9,
      totalAmount: 637.2,
      walletAmountUsed: 100.5,
      remainingAmount: 536.7,
    });
    expect(p.problem).toBeNull();
  });
});

describe('order bodies', () => {
  it('drops prices and totals a client sends and normalises the coupon code', () => {
    const body = placeCartOrderBodySchema.parse({
      paymentMethods: ['COD'],
      couponCode: ' glow15 ',
      addressId: '7',
      totalAmount: 1,
    });
    expect(body).toEqual({ paymentMethods: ['COD'], couponCode: 'GLOW15', addressId: 7 });
  });

  it('refuses quantities other than whole numbers 1..10', () => {
    for (const quantity of [0, -1, 1.5, 1e9, '2'])
      expect(placeBuyNowOrderBodySchema.safeParse({ productId: 1, variantId: 1, quantity }).success).toBe(false);
    expect(placeBuyNowOrderBodySchema.parse({ productId: 1, variantId: 1 }).quantity).toBe(1);
  });
});
