import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings.ts';
import {
  CHARGE_RULES,
  chargesTotalPaise,
  chargeText,
  isPaymentCharge,
  PAYMENT_METHODS,
  type PaymentMethod,
  priceOrder,
  pricingSettingsOf,
} from './pricing.ts';

const settings = pricingSettingsOf(DEFAULT_SETTINGS); // ₹49 delivery below ₹249, ₹9 COD
const line = (rupees: number, gstRateBp = 1800) => ({
  unitPricePaise: rupees * 100,
  unitBasePricePaise: rupees * 100,
  quantity: 1,
  gstRateBp,
});

describe('the charge rules', () => {
  it('list delivery under the threshold and COD when COD pays, in rule order, at the top GST rate', () => {
    const p = priceOrder({ lines: [line(100, 300), line(50, 1200)], settings, methods: ['COD'] });
    expect(p.charges).toEqual([
      { code: 'delivery', label: 'Delivery Charge', amountPaise: 4900, gstRateBp: 1200, refundable: false },
      { code: 'cod', label: 'COD Charge', amountPaise: 900, gstRateBp: 1200, refundable: false },
    ]);
  });

  it('keep delivery as a FREE line from the threshold, and no COD line for an online remainder', () => {
    const p = priceOrder({ lines: [line(249)], settings, methods: ['ONLINE'] });
    expect(p.charges.map((c) => [c.code, c.amountPaise])).toEqual([['delivery', 0]]);
  });

  it('give no COD line when the wallet pays everything, nor when the store charges nothing for COD', () => {
    const byWallet = priceOrder({ lines: [line(300)], settings, methods: ['WALLET', 'COD'], walletBalancePaise: 1e6 });
    expect(byWallet.charges.map((c) => c.code)).toEqual(['delivery']);
    const free = priceOrder({ lines: [line(300)], settings: { ...settings, codChargePaise: 0 }, methods: ['COD'] });
    expect(free.charges.map((c) => c.code)).toEqual(['delivery']);
  });

  it('list nothing for an empty cart', () => {
    expect(priceOrder({ lines: [], settings, methods: [] }).charges).toEqual([]);
  });

  it('make the total: cart + charges − coupon, for any order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 5 }),
        fc.subarray([...PAYMENT_METHODS]) as fc.Arbitrary<PaymentMethod[]>,
        fc.nat(200_000),
        fc.nat(200_000),
        (prices, methods, coupon, wallet) => {
          const p = priceOrder({
            lines: prices.map((paise) => ({ unitPricePaise: paise, unitBasePricePaise: paise, quantity: 1 })),
            settings,
            methods,
            couponDiscountPaise: coupon,
            walletBalancePaise: wallet,
          });
          expect(p.totalPaise).toBe(
            Math.max(0, p.cartPricePaise + chargesTotalPaise(p.charges) - p.couponDiscountPaise),
          );
          // Each rule gives at most one line, in the rules' order; a payment charge only with a remainder.
          const order = CHARGE_RULES.map((r) => r.code);
          expect(p.charges.map((c) => order.indexOf(c.code))).toEqual(
            [...p.charges.map((c) => order.indexOf(c.code))].sort((a, b) => a - b),
          );
          expect(new Set(p.charges.map((c) => c.code)).size).toBe(p.charges.length);
          if (p.charges.some((c) => isPaymentCharge(c))) expect(p.remainderMethod).toBe('COD');
        },
      ),
    );
  });

  it('word a charge per document, and keep the stored label of a charge whose rule is gone', () => {
    expect(chargeText({ code: 'delivery', label: 'Delivery Charge' }, 'invoice')).toBe('Delivery charges');
    expect(chargeText({ code: 'cod', label: 'COD Charge' }, 'message')).toBe('Cash on delivery charge');
    expect(chargeText({ code: 'gift-wrap', label: 'Gift Wrap' }, 'invoice')).toBe('Gift Wrap');
  });
});
