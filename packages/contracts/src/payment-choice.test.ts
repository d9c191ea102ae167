import { describe, expect, it } from 'vitest';
import { choosePaymentMethod, methodStates, normaliseMethods, payButton } from './payment-choice.ts';
import { type PaymentMethod, priceOrder, type PricingSettings } from './pricing.ts';

const settings: PricingSettings = {
  deliveryChargePaise: 4900,
  minimumAmountForFreeDeliveryPaise: 24900,
  codChargePaise: 900,
  isCodAvailable: true,
  minimumOrderAmountPaise: 19900,
};
const lines = [{ unitPricePaise: 29900, unitBasePricePaise: 39900, quantity: 1 }];
const price = (methods: PaymentMethod[], walletBalancePaise = 0) =>
  priceOrder({ lines, settings, methods, walletBalancePaise });
const ctx = (walletBalancePaise: number, isCodAvailable = true) => ({
  walletBalancePaise,
  isCodAvailable,
  walletCoversAll: price(['WALLET'], walletBalancePaise).remainingPaise === 0,
});

describe('choosePaymentMethod', () => {
  it('starts with ONLINE and falls back to it when nothing is chosen', () => {
    expect(normaliseMethods([], ctx(0))).toEqual(['ONLINE']);
    expect(choosePaymentMethod(['WALLET'], 'WALLET', ctx(5000))).toEqual(['ONLINE']);
    // Spec 4: the wallet combines; one tick over the default pays wallet + online.
    expect(choosePaymentMethod(['ONLINE'], 'WALLET', ctx(5000))).toEqual(['WALLET', 'ONLINE']);
  });

  it('keeps ONLINE and COD exclusive and lets the wallet combine with either', () => {
    expect(choosePaymentMethod(['ONLINE'], 'COD', ctx(0))).toEqual(['COD']);
    expect(choosePaymentMethod(['COD'], 'ONLINE', ctx(0))).toEqual(['ONLINE']);
    expect(normaliseMethods(['ONLINE', 'COD'], ctx(0))).toEqual(['COD']);
    expect(choosePaymentMethod(['WALLET'], 'COD', ctx(5000))).toEqual(['WALLET', 'COD']);
    expect(choosePaymentMethod(['WALLET', 'COD'], 'ONLINE', ctx(5000))).toEqual(['WALLET', 'ONLINE']);
  });

  it('ticking the wallet keeps the other method; unticking keeps it too', () => {
    expect(choosePaymentMethod(['COD'], 'WALLET', ctx(5000))).toEqual(['WALLET', 'COD']);
    expect(choosePaymentMethod(['WALLET', 'COD'], 'WALLET', ctx(5000))).toEqual(['COD']);
  });

  it('an empty wallet cannot be ticked', () => {
    expect(choosePaymentMethod(['ONLINE'], 'WALLET', ctx(0))).toEqual(['ONLINE']);
    expect(methodStates(['ONLINE'], ctx(0)).walletDisabled).toBe(true);
  });

  it('a wallet that covers everything pays alone and disables ONLINE and COD', () => {
    const c = ctx(100000);
    expect(choosePaymentMethod(['ONLINE'], 'WALLET', c)).toEqual(['WALLET']);
    expect(choosePaymentMethod(['WALLET'], 'COD', c)).toEqual(['WALLET']);
    expect(normaliseMethods(['WALLET', 'ONLINE'], c)).toEqual(['WALLET']);
    expect(methodStates(['WALLET'], c)).toEqual({ walletDisabled: false, onlineDisabled: true, codDisabled: true });
    expect(methodStates(['ONLINE'], c)).toEqual({ walletDisabled: false, onlineDisabled: false, codDisabled: false });
  });

  it('COD is refused when the store does not offer it', () => {
    expect(choosePaymentMethod(['ONLINE'], 'COD', ctx(0, false))).toEqual(['ONLINE']);
    expect(methodStates(['ONLINE'], ctx(0, false)).codDisabled).toBe(true);
  });
});

describe('payButton', () => {
  it('says Pay Now with the total when the wallet is not used', () => {
    expect(payButton(price(['ONLINE']), { processing: false })).toMatchObject({
      text: 'Pay Now ₹299',
      disabled: false,
    });
    expect(payButton(price(['COD']), { processing: false })).toMatchObject({
      text: 'Pay Now ₹308',
      codDueOnDeliveryPaise: 30800,
    });
  });

  it('says Pay with Wallet when the wallet pays everything', () => {
    expect(payButton(price(['WALLET'], 100000), { processing: false })).toMatchObject({
      text: 'Pay with Wallet ₹299',
      disabled: false,
      codDueOnDeliveryPaise: 0,
    });
  });

  it('disables the wallet alone with a remainder and asks for another method', () => {
    expect(payButton(price(['WALLET'], 5000), { processing: false })).toEqual({
      text: 'Select additional payment method',
      disabled: true,
      needsAnotherMethod: true,
      codDueOnDeliveryPaise: 0,
    });
  });

  it('shows the remainder and the wallet part; COD collects the remainder with its charge', () => {
    expect(payButton(price(['WALLET', 'ONLINE'], 5000), { processing: false }).text).toBe(
      'Pay ₹249 (+ ₹50 from wallet)',
    );
    expect(payButton(price(['WALLET', 'COD'], 5000), { processing: false })).toMatchObject({
      text: 'Pay ₹258 (+ ₹50 from wallet)',
      codDueOnDeliveryPaise: 25800,
    });
  });

  it('reads Processing... while paying, and is disabled below the minimum order', () => {
    expect(payButton(price(['ONLINE']), { processing: true })).toMatchObject({
      text: 'Processing...',
      disabled: true,
    });
    const small = priceOrder({
      lines: [{ unitPricePaise: 9900, unitBasePricePaise: 9900, quantity: 1 }],
      settings,
      methods: ['ONLINE'],
    });
    expect(payButton(small, { processing: false })).toMatchObject({ text: 'Pay Now ₹148', disabled: true });
  });
});
