import { type CodRefusal, codRefusal } from '@shringar/contracts/cod-rules';
import { toPaise, toRupees } from '@shringar/contracts/money';
import { type ChoiceContext } from '@shringar/contracts/payment-choice';
import { isPaymentCharge, type PaymentMethod, priceOrder, pricingSettingsOf } from '@shringar/contracts/pricing';
import type { PublicSettings } from '@shringar/contracts/settings';
import { formatPrice, type Locale } from '~/lib/i18n/i18n';
import { type CheckoutLine, toPricingLines } from './api/checkout-data';
import { checkoutTexts } from './checkout-wording';
import { messages } from './messages';

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

type SelectionInput = Omit<Parameters<typeof priceSelection>[0], 'methods'> & {
  /** The delivery address's pincode; null before one is chosen. */
  pincode: string | null;
  /** The shopper's own COD switch (their profile's isCodAllowed). */
  isCodAllowed: boolean;
};

/** The COD risk rule this order breaks if COD pays (the wallet, if chosen, stays chosen), or null: cod-rules.ts. */
export function codRefusalFor(input: SelectionInput, methods: readonly PaymentMethod[]): CodRefusal | null {
  const withCod = priceSelection({ ...input, methods: [...methods.filter((m) => m === 'WALLET'), 'COD'] });
  return codRefusal({
    codCeilingPaise: toPaise(input.settings.codCeiling),
    codBlockedPincodes: input.settings.codBlockedPincodes,
    pincode: input.pincode,
    accountCodAllowed: input.isCodAllowed,
    totalPaise: withCod.totalPaise,
  });
}

/**
 * What the method rules need: whether the wallet alone pays everything, its balance, and whether COD is offered
 * (the store's switch, then the COD risk rules for this order, shopper and pincode).
 */
export function choiceContext(input: SelectionInput): ChoiceContext {
  const walletOnly = priceSelection({ ...input, methods: ['WALLET'] });
  return {
    walletCoversAll: toPaise(input.walletAmount) > 0 && walletOnly.remainingPaise === 0,
    walletBalancePaise: toPaise(input.walletAmount),
    isCodAvailable: input.settings.isCodAvailable && codRefusalFor(input, ['COD']) === null,
  };
}

/**
 * The Cash on Delivery option's line, from the live settings through the charge rules: what choosing COD would
 * add to this order (each charge by its rule's label), 'No extra charge' when nothing, 'Not available' when the
 * store has COD off, and the reason when a COD risk rule refuses it for this order. The wallet, if chosen, stays
 * chosen: COD then pays only what it leaves. Worded in the page's language.
 */
export function codOptionDetail(
  input: SelectionInput,
  methods: readonly PaymentMethod[],
  locale: Locale = 'en',
): string {
  const t = messages[locale];
  const texts = checkoutTexts(locale, input.settings);
  if (!input.settings.isCodAvailable) return t.codNotAvailable;
  const refused = codRefusalFor(input, methods);
  if (refused) return texts.codRefusal(refused);
  const withCod = priceSelection({ ...input, methods: [...methods.filter((m) => m === 'WALLET'), 'COD'] });
  const charges = withCod.charges.filter((c) => isPaymentCharge(c) && c.amountPaise > 0);
  if (!charges.length) return t.noExtraCharge;
  return t.chargesApply(charges.map((c) => `${formatPrice(toRupees(c.amountPaise), locale)} ${texts.charge(c)}`));
}
