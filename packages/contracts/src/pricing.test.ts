import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  freeDeliveryBanner,
  PAYMENT_METHODS,
  type PaymentMethod,
  PRICING_MESSAGES,
  type PricingSettings,
} from './pricing.ts';
// The breakdown with the charges also by name, as these assertions read them.
import { priceOrderNamed as priceOrder } from './pricing-named-charges.test-support.ts';

const defaults: PricingSettings = {
  deliveryChargePaise: 4900,
  minimumAmountForFreeDeliveryPaise: 24900,
  codChargePaise: 900,
  isCodAvailable: true,
  minimumOrderAmountPaise: 19900,
};

const line = fc
  .record({
    unitPricePaise: fc.integer({ min: 1, max: 5_000_000 }),
    extra: fc.nat(2_000_000),
    quantity: fc.integer({ min: 1, max: 10 }),
  })
  .map(({ unitPricePaise, extra, quantity }) => ({
    unitPricePaise,
    unitBasePricePaise: unitPricePaise + extra,
    quantity,
  }));

const settings = fc.record({
  deliveryChargePaise: fc.integer({ min: 1, max: 50_000 }),
  minimumAmountForFreeDeliveryPaise: fc.nat(5_000_000),
  codChargePaise: fc.integer({ min: 1, max: 50_000 }),
  isCodAvailable: fc.boolean(),
  minimumOrderAmountPaise: fc.nat(1_000_000),
});

const methods = fc.subarray([...PAYMENT_METHODS]) as fc.Arbitrary<PaymentMethod[]>;

const input = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  settings,
  methods,
  couponDiscountPaise: fc.nat(10_000_000),
  walletBalancePaise: fc.nat(10_000_000),
});

describe('priceOrder: spec 5 rules hold for any cart', () => {
  it('keeps every amount a whole number of paise and the total at or above 0', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        for (const v of [
          p.cartPricePaise,
          p.basePricePaise,
          p.discountPaise,
          p.deliveryChargePaise,
          p.codChargePaise,
          p.couponDiscountPaise,
          p.totalPaise,
          p.walletUsedPaise,
          p.remainingPaise,
          p.amountInPaise,
        ]) {
          expect(Number.isSafeInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('adds up: total = cart + delivery + COD − coupon, coupon never above the cart price', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        expect(p.couponDiscountPaise).toBeLessThanOrEqual(p.cartPricePaise);
        expect(p.couponDiscountPaise).toBe(Math.min(i.couponDiscountPaise, p.cartPricePaise));
        expect(p.totalPaise).toBe(
          Math.max(0, p.cartPricePaise + p.deliveryChargePaise + p.codChargePaise - p.couponDiscountPaise),
        );
        expect(p.basePricePaise - p.cartPricePaise).toBe(p.discountPaise);
      }),
    );
  });

  it('never uses more wallet than the balance or the total, and wallet + remainder = total', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        expect(p.walletUsedPaise).toBeLessThanOrEqual(i.walletBalancePaise);
        expect(p.walletUsedPaise).toBeLessThanOrEqual(p.totalPaise);
        expect(p.walletUsedPaise + p.remainingPaise).toBe(p.totalPaise);
        if (!i.methods.includes('WALLET')) expect(p.walletUsedPaise).toBe(0);
        else expect(p.walletUsedPaise).toBe(Math.min(i.walletBalancePaise, p.totalPaise));
      }),
    );
  });

  it('charges delivery exactly when the cart price is under the free-delivery threshold', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        expect(p.deliveryChargePaise === 0).toBe(p.cartPricePaise >= i.settings.minimumAmountForFreeDeliveryPaise);
        if (p.deliveryChargePaise) expect(p.deliveryChargePaise).toBe(i.settings.deliveryChargePaise);
      }),
    );
  });

  it('adds the COD charge only when COD pays', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        if (p.codChargePaise > 0) expect(p.methods).toContain('COD');
        if (!i.methods.includes('COD')) expect(p.codChargePaise).toBe(0);
        if (p.methods.includes('COD')) expect(p.codChargePaise).toBe(i.settings.codChargePaise);
      }),
    );
  });

  it('follows the payment-method rules of spec 4', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        const chosenBoth = i.methods.includes('ONLINE') && i.methods.includes('COD');
        if (chosenBoth) expect(p.problem?.code).toBe('ONLINE_AND_COD');
        expect(p.methods.includes('ONLINE') && p.methods.includes('COD')).toBe(false);
        // Wallet covering everything: WALLET alone.
        if (i.methods.includes('WALLET') && p.remainingPaise === 0 && !chosenBoth)
          expect(p.methods).toEqual(['WALLET']);
        // WALLET alone with a remainder is refused.
        if (i.methods.length === 1 && i.methods[0] === 'WALLET' && p.remainingPaise > 0)
          expect(p.problem).toEqual({
            code: 'WALLET_NEEDS_ANOTHER_METHOD',
            message: PRICING_MESSAGES.WALLET_NEEDS_ANOTHER_METHOD,
          });
        // Empty selection falls back to ONLINE.
        if (i.methods.length === 0) expect(p.methods).toEqual(['ONLINE']);
        // The gateway is asked for the remainder exactly when ONLINE pays it.
        expect(p.amountInPaise).toBe(p.remainderMethod === 'ONLINE' ? p.remainingPaise : 0);
        if (p.remainingPaise === 0) expect(p.remainderMethod).toBeNull();
      }),
    );
  });

  it('refuses carts under the minimum order value', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder({ ...i, methods: ['ONLINE'] });
        expect(p.problem?.code === 'MINIMUM_ORDER_NOT_MET').toBe(p.cartPricePaise < i.settings.minimumOrderAmountPaise);
      }),
    );
  });
});

describe('priceOrder: worked examples', () => {
  const lipstick = { unitPricePaise: 34900, unitBasePricePaise: 49900, quantity: 1 };

  it('prices a ₹349 lipstick with free delivery, paid online', () => {
    const p = priceOrder({ lines: [lipstick], settings: defaults, methods: [] });
    expect(p).toMatchObject({
      cartPricePaise: 34900,
      basePricePaise: 49900,
      discountPaise: 15000,
      discountPercent: 30,
      deliveryChargePaise: 0,
      codChargePaise: 0,
      totalPaise: 34900,
      remainingPaise: 34900,
      amountInPaise: 34900,
      methods: ['ONLINE'],
      problem: null,
    });
  });

  it('adds delivery under ₹249 and the COD charge with COD', () => {
    const p = priceOrder({
      lines: [{ unitPricePaise: 20000, unitBasePricePaise: 20000, quantity: 1 }],
      settings: defaults,
      methods: ['COD'],
    });
    expect(p).toMatchObject({ deliveryChargePaise: 4900, codChargePaise: 900, totalPaise: 25800, amountInPaise: 0 });
    expect(p.remainderMethod).toBe('COD');
  });

  it('splits wallet and COD: due on delivery is the rest plus the COD charge', () => {
    const p = priceOrder({
      lines: [lipstick],
      settings: defaults,
      methods: ['WALLET', 'COD'],
      walletBalancePaise: 10000,
    });
    expect(p).toMatchObject({ totalPaise: 35800, walletUsedPaise: 10000, remainingPaise: 25800, codChargePaise: 900 });
    expect(p.remainingPaise).toBe(34900 - 10000 + 900);
  });

  it('drops COD when the wallet covers the whole order', () => {
    const p = priceOrder({
      lines: [lipstick],
      settings: defaults,
      methods: ['WALLET', 'COD'],
      walletBalancePaise: 50000,
    });
    expect(p).toMatchObject({ methods: ['WALLET'], codChargePaise: 0, totalPaise: 34900, walletUsedPaise: 34900 });
    expect(p.problem).toBeNull();
  });

  it('refuses COD when the store has switched it off', () => {
    const p = priceOrder({ lines: [lipstick], settings: { ...defaults, isCodAvailable: false }, methods: ['COD'] });
    expect(p.problem?.code).toBe('COD_UNAVAILABLE');
  });

  it('names the minimum order value in rupees', () => {
    const p = priceOrder({
      lines: [{ unitPricePaise: 9900, unitBasePricePaise: 9900, quantity: 1 }],
      settings: defaults,
      methods: [],
    });
    expect(p.problem).toEqual({ code: 'MINIMUM_ORDER_NOT_MET', message: 'Minimum order value of ₹199 required' });
  });

  it('refuses fractional or negative paise', () => {
    expect(() =>
      priceOrder({ lines: [{ ...lipstick, unitPricePaise: 1.5 }], settings: defaults, methods: [] }),
    ).toThrow(RangeError);
    expect(() => priceOrder({ lines: [lipstick], settings: defaults, methods: [], walletBalancePaise: -1 })).toThrow(
      RangeError,
    );
  });
});

describe('freeDeliveryBanner', () => {
  it('walks through the three stages of spec 4', () => {
    expect(freeDeliveryBanner(10000, defaults)).toEqual({
      stage: 'MINIMUM_UNMET',
      amountPaise: 9900,
      progressPercent: 50,
      message: 'Add ₹99 more for minimum order',
    });
    expect(freeDeliveryBanner(20000, defaults)).toMatchObject({
      stage: 'FREE_DELIVERY_UNMET',
      amountPaise: 4900,
      message: 'Add ₹49 more for FREE delivery!',
    });
    expect(freeDeliveryBanner(24900, defaults)).toEqual({
      stage: 'FREE_DELIVERY_EARNED',
      amountPaise: 0,
      progressPercent: 100,
      message: "Congratulations! You've earned FREE delivery!",
    });
    expect(freeDeliveryBanner(19950, defaults).message).toBe('Add ₹49.50 more for FREE delivery!');
  });

  it('always reports the amount still missing for its stage', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), settings, (cart, s) => {
        const b = freeDeliveryBanner(cart, s);
        if (b.stage === 'MINIMUM_UNMET') expect(cart + b.amountPaise).toBe(s.minimumOrderAmountPaise);
        else if (b.stage === 'FREE_DELIVERY_UNMET')
          expect(cart + b.amountPaise).toBe(s.minimumAmountForFreeDeliveryPaise);
        else
          expect(cart).toBeGreaterThanOrEqual(Math.max(s.minimumOrderAmountPaise, s.minimumAmountForFreeDeliveryPaise));
        expect(b.progressPercent).toBeGreaterThanOrEqual(0);
        expect(b.progressPercent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
