/**
 * The one pricing function: the server charges with it and the web shows it, so the totals a shopper sees are
 * the totals they pay (spec 5 'Totals', spec 4 'Payment method selection'). Pure, integer paise only.
 */
import { discountPercent, type Paise } from './money.ts';

export const PAYMENT_METHODS = ['WALLET', 'ONLINE', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type PricingLine = {
  unitPricePaise: Paise;
  unitBasePricePaise: Paise;
  quantity: number;
};

export type PricingSettings = {
  deliveryChargePaise: Paise;
  /** Delivery is free from this cart price (minimumAmountForFreeDelivery). */
  freeDeliveryFromPaise: Paise;
  codChargePaise: Paise;
  isCodAvailable: boolean;
  minimumOrderPaise: Paise;
};

export type PricingInput = {
  lines: PricingLine[];
  settings: PricingSettings;
  /** As the shopper chose them; an empty list means ONLINE. */
  methods: readonly PaymentMethod[];
  /** The coupon's discount on this cart; capped at the cart price here. */
  couponDiscountPaise?: Paise;
  walletBalancePaise?: Paise;
};

export const PRICING_MESSAGES = {
  WALLET_NEEDS_ANOTHER_METHOD: 'Please select an additional payment method for the remaining amount.',
  ONLINE_AND_COD: 'Choose either online payment or cash on delivery, not both',
  COD_UNAVAILABLE: 'Cash on delivery is not available',
} as const;

export type PricingProblem = {
  code: 'WALLET_NEEDS_ANOTHER_METHOD' | 'ONLINE_AND_COD' | 'COD_UNAVAILABLE' | 'MINIMUM_ORDER_NOT_MET';
  message: string;
};

export type PriceBreakdown = {
  /** Sum of quantities. */
  itemCount: number;
  /** Payable subtotal of the lines (spec: cartPrice). */
  cartPricePaise: Paise;
  /** Subtotal before product discounts (spec: allItemsBasePrice). */
  basePricePaise: Paise;
  /** Saved by product discounts (spec: finalDiscount). */
  discountPaise: Paise;
  discountPercent: number;
  deliveryChargePaise: Paise;
  /** Only when the remainder is paid by COD. */
  codChargePaise: Paise;
  couponDiscountPaise: Paise;
  /** cart + delivery + COD − coupon, never below 0. */
  totalPaise: Paise;
  walletUsedPaise: Paise;
  /** What is left after the wallet: paid online, or on delivery. */
  remainingPaise: Paise;
  /** The methods that actually pay: WALLET alone when it covers everything. */
  methods: PaymentMethod[];
  /** Who pays the remainder; null when nothing remains. */
  remainderMethod: 'ONLINE' | 'COD' | null;
  /** The gateway amount: the remainder when it is paid ONLINE, else 0. */
  amountInPaise: Paise;
  /** The first rule the selection breaks, or null when the order may be placed. */
  problem: PricingProblem | null;
};

const assertPaise = (name: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole non-negative paise`);
};

/** Sums the lines: cart price, base price, product discount and item count. */
export function sumLines(lines: readonly PricingLine[]) {
  let cartPricePaise = 0;
  let basePricePaise = 0;
  let itemCount = 0;
  for (const line of lines) {
    assertPaise('unitPricePaise', line.unitPricePaise);
    assertPaise('unitBasePricePaise', line.unitBasePricePaise);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError('quantity must be ≥ 1');
    cartPricePaise += line.unitPricePaise * line.quantity;
    // A base price below the price is a data slip; it never makes the discount negative.
    basePricePaise += Math.max(line.unitBasePricePaise, line.unitPricePaise) * line.quantity;
    itemCount += line.quantity;
  }
  return {
    itemCount,
    cartPricePaise,
    basePricePaise,
    discountPaise: basePricePaise - cartPricePaise,
    discountPercent: discountPercent(cartPricePaise, basePricePaise),
  };
}

/** Delivery is free from the threshold; an empty cart has nothing to deliver. */
export function deliveryChargeFor(cartPricePaise: Paise, settings: PricingSettings): Paise {
  if (cartPricePaise <= 0 || cartPricePaise >= settings.freeDeliveryFromPaise) return 0;
  return settings.deliveryChargePaise;
}

/**
 * ONLINE and COD exclude each other; an empty selection means ONLINE; duplicates collapse. Returns the chosen
 * remainder method (null when only WALLET was chosen) or the conflict.
 */
function readMethods(methods: readonly PaymentMethod[]) {
  const wallet = methods.includes('WALLET');
  const online = methods.includes('ONLINE');
  const cod = methods.includes('COD');
  if (online && cod) return { wallet, other: null, conflict: true } as const;
  const other = cod ? ('COD' as const) : online || !wallet ? ('ONLINE' as const) : null;
  return { wallet, other, conflict: false } as const;
}

export function priceOrder(input: PricingInput): PriceBreakdown {
  const { settings } = input;
  for (const key of ['deliveryChargePaise', 'freeDeliveryFromPaise', 'codChargePaise', 'minimumOrderPaise'] as const)
    assertPaise(key, settings[key]);
  const balance = input.walletBalancePaise ?? 0;
  const couponAsked = input.couponDiscountPaise ?? 0;
  assertPaise('walletBalancePaise', balance);
  assertPaise('couponDiscountPaise', couponAsked);

  const sums = sumLines(input.lines);
  const deliveryChargePaise = deliveryChargeFor(sums.cartPricePaise, settings);
  const couponDiscountPaise = Math.min(couponAsked, sums.cartPricePaise);
  const { wallet, other, conflict } = readMethods(input.methods);
  const totalWithout = Math.max(0, sums.cartPricePaise + deliveryChargePaise - couponDiscountPaise);

  let methods: PaymentMethod[];
  let codChargePaise = 0;
  let walletUsedPaise = 0;
  let totalPaise = totalWithout;
  if (wallet && balance >= totalWithout) {
    // The wallet covers everything: WALLET alone pays, so no COD charge arises (spec 4).
    methods = ['WALLET'];
    walletUsedPaise = totalWithout;
  } else {
    codChargePaise = other === 'COD' ? settings.codChargePaise : 0;
    totalPaise = Math.max(0, sums.cartPricePaise + deliveryChargePaise + codChargePaise - couponDiscountPaise);
    walletUsedPaise = wallet ? Math.min(balance, totalPaise) : 0;
    methods = [...(wallet ? (['WALLET'] as const) : []), ...(other ? [other] : [])];
  }
  const remainingPaise = totalPaise - walletUsedPaise;
  const remainderMethod = remainingPaise > 0 ? other : null;

  let problem: PricingProblem | null = null;
  if (conflict) problem = { code: 'ONLINE_AND_COD', message: PRICING_MESSAGES.ONLINE_AND_COD };
  else if (remainingPaise > 0 && other === null)
    problem = { code: 'WALLET_NEEDS_ANOTHER_METHOD', message: PRICING_MESSAGES.WALLET_NEEDS_ANOTHER_METHOD };
  else if (methods.includes('COD') && !settings.isCodAvailable)
    problem = { code: 'COD_UNAVAILABLE', message: PRICING_MESSAGES.COD_UNAVAILABLE };
  else if (sums.cartPricePaise < settings.minimumOrderPaise)
    problem = { code: 'MINIMUM_ORDER_NOT_MET', message: minimumOrderMessage(settings.minimumOrderPaise) };

  return {
    ...sums,
    deliveryChargePaise,
    codChargePaise,
    couponDiscountPaise,
    totalPaise,
    walletUsedPaise,
    remainingPaise,
    methods,
    remainderMethod,
    amountInPaise: remainderMethod === 'ONLINE' ? remainingPaise : 0,
    problem,
  };
}

/** Whole rupees without a symbol when there are no paise: 199, 12.5. */
const rupeeText = (paise: Paise) =>
  paise % 100 === 0
    ? (paise / 100).toLocaleString('en-IN')
    : (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function minimumOrderMessage(minimumOrderPaise: Paise, currency = '₹') {
  return `Minimum order value of ${currency}${rupeeText(minimumOrderPaise)} required`;
}

export type FreeDeliveryBanner =
  | { stage: 'MINIMUM_UNMET'; amountPaise: Paise; progressPercent: number; message: string }
  | { stage: 'FREE_DELIVERY_UNMET'; amountPaise: Paise; progressPercent: number; message: string }
  | { stage: 'FREE_DELIVERY_EARNED'; amountPaise: 0; progressPercent: 100; message: string };

const progress = (have: Paise, need: Paise) => (need <= 0 ? 100 : Math.min(100, Math.floor((have * 100) / need)));

/** The cart drawer's three-stage banner (spec 4), with the amount still missing and the progress bar value. */
export function freeDeliveryBanner(
  cartPricePaise: Paise,
  settings: Pick<PricingSettings, 'minimumOrderPaise' | 'freeDeliveryFromPaise'>,
  currency = '₹',
): FreeDeliveryBanner {
  if (cartPricePaise < settings.minimumOrderPaise) {
    const amountPaise = settings.minimumOrderPaise - cartPricePaise;
    return {
      stage: 'MINIMUM_UNMET',
      amountPaise,
      progressPercent: progress(cartPricePaise, settings.minimumOrderPaise),
      message: `Add ${currency}${rupeeText(amountPaise)} more for minimum order`,
    };
  }
  if (cartPricePaise < settings.freeDeliveryFromPaise) {
    const amountPaise = settings.freeDeliveryFromPaise - cartPricePaise;
    return {
      stage: 'FREE_DELIVERY_UNMET',
      amountPaise,
      progressPercent: progress(cartPricePaise, settings.freeDeliveryFromPaise),
      message: `Add ${currency}${rupeeText(amountPaise)} more for FREE delivery!`,
    };
  }
  return {
    stage: 'FREE_DELIVERY_EARNED',
    amountPaise: 0,
    progressPercent: 100,
    message: "Congratulations! You've earned FREE delivery!",
  };
}
