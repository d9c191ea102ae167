/**
 * The checkout's payment-method rules (spec 4 'Payment method selection') as pure functions: which methods are
 * chosen after a click, which are disabled, and what the pay button says. The amounts come from priceOrder, so
 * the button shows what the server charges.
 */
import { formatRupees, toRupees, type Paise } from './money.ts';
import type { PaymentMethod, PriceBreakdown } from './pricing.ts';

export const PAYMENT_CHOICE_TEXT = {
  NEEDS_ANOTHER_METHOD_BUTTON: 'Select additional payment method',
  PROCESSING: 'Processing...',
} as const;

export type ChoiceContext = {
  /** The wallet alone covers the whole total (its remainder with WALLET chosen would be 0). */
  walletCoversAll: boolean;
  walletBalancePaise: Paise;
  isCodAvailable: boolean;
};

/** The default selection, and what an empty one falls back to. */
export const DEFAULT_METHODS: readonly PaymentMethod[] = ['ONLINE'];

/** Keeps the selection valid: ONLINE and COD exclude each other, nothing chosen means ONLINE, no duplicates. */
export function normaliseMethods(methods: readonly PaymentMethod[], ctx: ChoiceContext): PaymentMethod[] {
  const wallet = methods.includes('WALLET') && ctx.walletBalancePaise > 0;
  if (wallet && ctx.walletCoversAll) return ['WALLET'];
  const cod = methods.includes('COD') && ctx.isCodAvailable;
  const other: PaymentMethod | null = cod ? 'COD' : methods.includes('ONLINE') ? 'ONLINE' : null;
  const chosen: PaymentMethod[] = [...(wallet ? (['WALLET'] as const) : []), ...(other ? [other] : [])];
  return chosen.length ? chosen : [...DEFAULT_METHODS];
}

/**
 * The selection after the shopper clicks a method. WALLET is a checkbox that combines: ticking it keeps the
 * chosen ONLINE or COD for the remainder (one tick pays wallet + online), or leaves the wallet alone when it
 * covers everything; unticking it keeps the other method or falls back to ONLINE. ONLINE and COD are radios that keep the wallet; they do nothing while the
 * wallet covers everything, and COD does nothing when it is not offered.
 */
export function choosePaymentMethod(
  current: readonly PaymentMethod[],
  clicked: PaymentMethod,
  ctx: ChoiceContext,
): PaymentMethod[] {
  const now = normaliseMethods(current, ctx);
  const wallet = now.includes('WALLET');
  if (clicked === 'WALLET') {
    if (wallet)
      return normaliseMethods(
        now.filter((m) => m !== 'WALLET'),
        ctx,
      );
    return ctx.walletBalancePaise > 0 ? normaliseMethods(['WALLET', ...now], ctx) : now;
  }
  const state = methodStates(now, ctx);
  if ((clicked === 'ONLINE' && state.onlineDisabled) || (clicked === 'COD' && state.codDisabled)) return now;
  return normaliseMethods([...(wallet ? (['WALLET'] as const) : []), clicked], ctx);
}

/** Which choices are disabled, for the given selection. */
export function methodStates(methods: readonly PaymentMethod[], ctx: ChoiceContext) {
  const walletChosen = methods.includes('WALLET');
  const walletTakesAll = walletChosen && ctx.walletCoversAll;
  return {
    walletDisabled: ctx.walletBalancePaise <= 0,
    onlineDisabled: walletTakesAll,
    codDisabled: walletTakesAll || !ctx.isCodAvailable,
  };
}

export type PayButton = { text: string; disabled: boolean; needsAnotherMethod: boolean; codDueOnDeliveryPaise: Paise };

/**
 * The pay button for a priced selection: 'Pay with Wallet ₹{total}' when the wallet pays everything, 'Select
 * additional payment method' (disabled, with the warning) when the wallet alone leaves a remainder, 'Pay
 * ₹{remaining} (+ ₹{wallet} from wallet)' for the wallet with ONLINE or COD, else 'Pay Now ₹{total}'; and
 * 'Processing...' while paying. codDueOnDeliveryPaise: what the courier collects (the remainder, which holds
 * the COD charge) when COD pays.
 */
export function payButton(price: PriceBreakdown, opts: { processing: boolean }): PayButton {
  const rupees = (p: Paise) => formatRupees(toRupees(p));
  const needsAnotherMethod = price.problem?.code === 'WALLET_NEEDS_ANOTHER_METHOD';
  const codDueOnDeliveryPaise = price.remainderMethod === 'COD' ? price.remainingPaise : 0;
  const base = { needsAnotherMethod, codDueOnDeliveryPaise };
  if (opts.processing) return { ...base, text: PAYMENT_CHOICE_TEXT.PROCESSING, disabled: true };
  if (needsAnotherMethod) return { ...base, text: PAYMENT_CHOICE_TEXT.NEEDS_ANOTHER_METHOD_BUTTON, disabled: true };
  const disabled = price.problem !== null;
  if (price.walletUsedPaise > 0 && price.remainingPaise === 0)
    return { ...base, text: `Pay with Wallet ${rupees(price.totalPaise)}`, disabled };
  if (price.walletUsedPaise > 0)
    return {
      ...base,
      text: `Pay ${rupees(price.remainingPaise)} (+ ${rupees(price.walletUsedPaise)} from wallet)`,
      disabled,
    };
  return { ...base, text: `Pay Now ${rupees(price.totalPaise)}`, disabled };
}
