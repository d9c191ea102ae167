import { toPaise } from '@shringar/contracts/money';
import { type ChoiceContext } from '@shringar/contracts/payment-choice';
import { type PaymentMethod, priceOrder, pricingSettingsOf } from '@shringar/contracts/pricing';
import type { PublicSettings } from '@shringar/contracts/settings';
import { type CheckoutLine, toPricingLines } from './api/checkout-data';

/**
 * The totals shown at checkout, from the same priceOrder the server charges with: the lines, the settings, the
 * chosen methods, the applied coupon's discount and the wallet balance.
 */
export function priceSelection(input: {
  lines: readonly CheckoutLine[];
  settings: PublicSettings;
  methods: readonly PaymentMethod[];
  couponDiscount: number;
  walletAmount: number;
}) {
  return priceOrder({
    lines: toPricingLines(input.lines),
    settings: pricingSettingsOf(input.settings),
    methods: input.methods,
    couponDiscountPaise: toPaise(input.couponDiscount),
    walletBalancePaise: toPaise(input.walletAmount),
  });
}

/** What the method rules need: whether the wallet alone pays everything, its balance, and whether COD is offered. */
export function choiceContext(input: Omit<Parameters<typeof priceSelection>[0], 'methods'>): ChoiceContext {
  const walletOnly = priceSelection({ ...input, methods: ['WALLET'] });
  return {
    walletCoversAll: toPaise(input.walletAmount) > 0 && walletOnly.remainingPaise === 0,
    walletBalancePaise: toPaise(input.walletAmount),
    isCodAvailable: input.settings.isCodAvailable,
  };
}
