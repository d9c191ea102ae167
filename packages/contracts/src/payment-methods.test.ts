import { describe, expect, it } from 'vitest';
import { type PaymentMethod, PRICING_MESSAGES } from './pricing.ts';
// The breakdown with the charges also by name, as these assertions read them.
import { priceOrderNamed as priceOrder } from './pricing-named-charges.test-support.ts';

/** Spec 4 'Payment method selection', case by case, as the checkout screen shows it and the server charges it. */
const settings = {
  deliveryChargePaise: 4_900,
  minimumAmountForFreeDeliveryPaise: 24_900,
  codChargePaise: 2_000,
  isCodAvailable: true,
  minimumOrderAmountPaise: 0,
};
const lines = [{ unitPricePaise: 10_000, unitBasePricePaise: 12_000, quantity: 1 }]; // ₹100 + ₹49 delivery
const price = (methods: PaymentMethod[], walletBalancePaise = 0, codAvailable = true) =>
  priceOrder({ lines, settings: { ...settings, isCodAvailable: codAvailable }, methods, walletBalancePaise });

describe('payment method rules', () => {
  it('pays online when nothing is chosen, the whole total through the gateway', () => {
    const p = price([]);
    expect(p).toMatchObject({ methods: ['ONLINE'], totalPaise: 14_900, amountInPaise: 14_900, problem: null });
  });

  it('adds the COD charge when cash on delivery pays, and nothing goes through the gateway', () => {
    const p = price(['COD']);
    expect(p).toMatchObject({ codChargePaise: 2_000, totalPaise: 16_900, amountInPaise: 0, remainderMethod: 'COD' });
  });

  it('refuses online and cash on delivery together', () => {
    expect(price(['ONLINE', 'COD']).problem).toEqual({
      code: 'ONLINE_AND_COD',
      message: PRICING_MESSAGES.ONLINE_AND_COD,
    });
  });

  it('lets the wallet pay alone when it covers everything, with no COD charge', () => {
    const p = price(['WALLET', 'COD'], 50_000);
    expect(p).toMatchObject({ methods: ['WALLET'], walletUsedPaise: 14_900, codChargePaise: 0, remainingPaise: 0 });
    expect(p.problem).toBeNull();
  });

  it('asks for a second method when the wallet covers only part', () => {
    expect(price(['WALLET'], 5_000).problem?.message).toBe(PRICING_MESSAGES.WALLET_NEEDS_ANOTHER_METHOD);
    const split = price(['WALLET', 'ONLINE'], 5_000);
    expect(split).toMatchObject({ walletUsedPaise: 5_000, remainingPaise: 9_900, amountInPaise: 9_900, problem: null });
  });

  it('refuses cash on delivery when the store has turned it off', () => {
    expect(price(['COD'], 0, false).problem?.code).toBe('COD_UNAVAILABLE');
  });
});
