/**
 * The one pricing function: the server charges with it and the web shows it, so the totals a shopper sees are
 * the totals they pay (spec 5 'Totals', spec 4 'Payment method selection'). Pure, integer paise only.
 */
import { discountPercent, type Paise, toPaise } from './money.ts';
import type { Settings } from './settings.ts';
import type { StoreLang } from './store-lang.ts';

export const PAYMENT_METHODS = ['WALLET', 'ONLINE', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type PricingLine = {
  unitPricePaise: Paise;
  unitBasePricePaise: Paise;
  quantity: number;
  /** The line's GST rate; the charges are taxed at the highest of them (one composite supply). 0 when unknown. */
  gstRateBp?: number;
};

/**
 * What priceOrder reads of the settings. Each field keeps its setting's name (settings.ts), with `Paise` added
 * where rupees become paise, so a value has one name from the operator's form to the cart drawer.
 */
export type PricingSettings = {
  deliveryChargePaise: Paise;
  /** Delivery is free from this cart price. */
  minimumAmountForFreeDeliveryPaise: Paise;
  codChargePaise: Paise;
  isCodAvailable: boolean;
  minimumOrderAmountPaise: Paise;
};

/** The store settings an order's price reads, as operators keep them (rupees). */
export type PricingSettingsSource = Pick<
  Settings,
  'deliveryCharge' | 'minimumAmountForFreeDelivery' | 'codCharge' | 'isCodAvailable' | 'minimumOrderAmount'
>;

/** The one mapping from the store settings to what priceOrder takes; the server and the web both use it. */
export function pricingSettingsOf(s: PricingSettingsSource): PricingSettings {
  return {
    deliveryChargePaise: toPaise(s.deliveryCharge),
    minimumAmountForFreeDeliveryPaise: toPaise(s.minimumAmountForFreeDelivery),
    codChargePaise: toPaise(s.codCharge),
    isCodAvailable: s.isCodAvailable,
    minimumOrderAmountPaise: toPaise(s.minimumOrderAmount),
  };
}

/**
 * One charge on an order besides the goods: what the shopper pays for it and how documents treat it. The order
 * keeps these rows (order_charges), so a charge's wording and rate are those of the day it was placed.
 */
export type Charge = {
  /** A rule's code (CHARGE_RULES). */
  code: string;
  /** As the price details show it (spec 3). */
  label: string;
  /** 0 when the rule applies but waives it (free delivery): shown as FREE. */
  amountPaise: Paise;
  /** GST in basis points the invoice carves out of the amount. */
  gstRateBp: number;
  /** Given back with a returned item (in proportion to its price); a cancelled order refunds everything anyway. */
  refundable: boolean;
};

/** What a rule decides from. */
type ChargeContext = {
  cartPricePaise: Paise;
  settings: PricingSettings;
  /** Who pays what the wallet leaves (only for rules of stage 'remainder'). */
  remainderMethod: 'ONLINE' | 'COD' | null;
};

/**
 * A charge rule. Stage 'order' charges are part of the total before payment is split; stage 'remainder' charges
 * arise only when something is left after the wallet, and depend on who pays it (spec 4: no COD charge when the
 * wallet covers the order). amount answers null when the charge does not arise at all.
 */
export type ChargeRule = {
  code: string;
  label: string;
  /** The line's wording on the GST invoice and in the order messages. */
  invoiceText: string;
  messageText: string;
  /** The label and message wording on the store's Hindi pages and in Hindi messages (invoices stay English). */
  hindi: { label: string; messageText: string };
  /** The invoice line's SAC (services accounting code). */
  sac: string;
  refundable: boolean;
  stage: 'order' | 'remainder';
  amount: (c: ChargeContext) => Paise | null;
};

/** SAC 996812, courier services: delivery and the handling of cash on delivery. */
const COURIER_SAC = '996812';

/** Every charge an order may carry, in the order documents list them. A new charge is one more entry here. */
export const CHARGE_RULES: readonly ChargeRule[] = [
  {
    code: 'delivery',
    label: 'Delivery Charge',
    invoiceText: 'Delivery charges',
    messageText: 'Delivery',
    hindi: { label: 'डिलीवरी शुल्क', messageText: 'डिलीवरी शुल्क' },
    sac: COURIER_SAC,
    refundable: false,
    stage: 'order',
    // Free from the threshold; an empty cart has nothing to deliver.
    amount: ({ cartPricePaise, settings }) =>
      cartPricePaise <= 0
        ? null
        : cartPricePaise >= settings.minimumAmountForFreeDeliveryPaise
          ? 0
          : settings.deliveryChargePaise,
  },
  {
    code: 'cod',
    label: 'COD Charge',
    invoiceText: 'Cash on delivery charges',
    messageText: 'Cash on delivery charge',
    hindi: { label: 'COD शुल्क', messageText: 'कैश ऑन डिलीवरी शुल्क' },
    sac: COURIER_SAC,
    refundable: false,
    stage: 'remainder',
    amount: ({ remainderMethod, settings }) =>
      remainderMethod === 'COD' && settings.codChargePaise > 0 ? settings.codChargePaise : null,
  },
];

const ruleOf = (code: string) => CHARGE_RULES.find((r) => r.code === code);

/** A charge's wording on a document (a Hindi message's in Hindi); a charge whose rule is gone keeps its stored label. */
export function chargeText(
  charge: Pick<Charge, 'code' | 'label'>,
  where: 'invoice' | 'message',
  lang: StoreLang = 'en',
) {
  const rule = ruleOf(charge.code);
  if (where === 'invoice') return rule?.invoiceText ?? charge.label;
  return (lang === 'hi' ? rule?.hindi.messageText : rule?.messageText) ?? charge.label;
}

/** A charge as the price details show it: the label the order stored, or its rule's Hindi label on Hindi pages. */
export const chargeLabel = (charge: Pick<Charge, 'code' | 'label'>, lang: StoreLang) =>
  (lang === 'hi' ? ruleOf(charge.code)?.hindi.label : undefined) ?? charge.label;

/** The SAC an invoice gives a charge; one whose rule is gone is taxed as the courier service it was. */
export const chargeSac = (charge: Pick<Charge, 'code'>) => ruleOf(charge.code)?.sac ?? COURIER_SAC;

/** A charge that arises from who pays the remainder (COD), not from the cart. */
export const isPaymentCharge = (charge: Pick<Charge, 'code'>) => ruleOf(charge.code)?.stage === 'remainder';

/** The amount of one charge in a list, 0 when absent: for the spec's wire fields named after a charge. */
export const chargePaise = (charges: readonly Pick<Charge, 'code' | 'amountPaise'>[], code: string): Paise =>
  charges.reduce((sum, c) => (c.code === code ? sum + c.amountPaise : sum), 0);

/** The sum of a list of charges. */
export const chargesTotalPaise = (charges: readonly Pick<Charge, 'amountPaise'>[]): Paise =>
  charges.reduce((sum, c) => sum + c.amountPaise, 0);

function chargesOf(stage: ChargeRule['stage'], context: ChargeContext, gstRateBp: number): Charge[] {
  return CHARGE_RULES.flatMap((rule) => {
    if (rule.stage !== stage) return [];
    const amountPaise = rule.amount(context);
    if (amountPaise === null) return [];
    assertPaise(`${rule.code} charge`, amountPaise);
    return [{ code: rule.code, label: rule.label, amountPaise, gstRateBp, refundable: rule.refundable }];
  });
}

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
  /** The charges besides the goods, by CHARGE_RULES (delivery; COD only when the remainder is paid by COD). */
  charges: Charge[];
  couponDiscountPaise: Paise;
  /** cart + charges − coupon, never below 0. */
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
  for (const key of [
    'deliveryChargePaise',
    'minimumAmountForFreeDeliveryPaise',
    'codChargePaise',
    'minimumOrderAmountPaise',
  ] as const)
    assertPaise(key, settings[key]);
  const balance = input.walletBalancePaise ?? 0;
  const couponAsked = input.couponDiscountPaise ?? 0;
  assertPaise('walletBalancePaise', balance);
  assertPaise('couponDiscountPaise', couponAsked);

  const sums = sumLines(input.lines);
  const gstRateBp = input.lines.reduce((max, l) => Math.max(max, l.gstRateBp ?? 0), 0);
  const { wallet, other, conflict } = readMethods(input.methods);
  const context: ChargeContext = { cartPricePaise: sums.cartPricePaise, settings, remainderMethod: null };
  const orderCharges = chargesOf('order', context, gstRateBp);
  const couponDiscountPaise = Math.min(couponAsked, sums.cartPricePaise);
  const totalWithout = Math.max(0, sums.cartPricePaise + chargesTotalPaise(orderCharges) - couponDiscountPaise);

  let methods: PaymentMethod[];
  let charges = orderCharges;
  let walletUsedPaise = 0;
  let totalPaise = totalWithout;
  if (wallet && balance >= totalWithout) {
    // The wallet covers everything: WALLET alone pays, so no remainder charge (COD) arises (spec 4).
    methods = ['WALLET'];
    walletUsedPaise = totalWithout;
  } else {
    charges = [...orderCharges, ...chargesOf('remainder', { ...context, remainderMethod: other }, gstRateBp)];
    totalPaise = Math.max(0, sums.cartPricePaise + chargesTotalPaise(charges) - couponDiscountPaise);
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
  else if (sums.cartPricePaise < settings.minimumOrderAmountPaise)
    problem = { code: 'MINIMUM_ORDER_NOT_MET', message: minimumOrderMessage(settings.minimumOrderAmountPaise) };

  return {
    ...sums,
    charges,
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

export function minimumOrderMessage(minimumOrderAmountPaise: Paise, currency = '₹') {
  return `Minimum order value of ${currency}${rupeeText(minimumOrderAmountPaise)} required`;
}

export type FreeDeliveryBanner =
  | { stage: 'MINIMUM_UNMET'; amountPaise: Paise; progressPercent: number; message: string }
  | { stage: 'FREE_DELIVERY_UNMET'; amountPaise: Paise; progressPercent: number; message: string }
  | { stage: 'FREE_DELIVERY_EARNED'; amountPaise: 0; progressPercent: 100; message: string };

const progress = (have: Paise, need: Paise) => (need <= 0 ? 100 : Math.min(100, Math.floor((have * 100) / need)));

/** The cart drawer's three-stage banner (spec 4), with the amount still missing and the progress bar value. */
export function freeDeliveryBanner(
  cartPricePaise: Paise,
  settings: Pick<PricingSettings, 'minimumOrderAmountPaise' | 'minimumAmountForFreeDeliveryPaise'>,
  currency = '₹',
): FreeDeliveryBanner {
  if (cartPricePaise < settings.minimumOrderAmountPaise) {
    const amountPaise = settings.minimumOrderAmountPaise - cartPricePaise;
    return {
      stage: 'MINIMUM_UNMET',
      amountPaise,
      progressPercent: progress(cartPricePaise, settings.minimumOrderAmountPaise),
      message: `Add ${currency}${rupeeText(amountPaise)} more for minimum order`,
    };
  }
  if (cartPricePaise < settings.minimumAmountForFreeDeliveryPaise) {
    const amountPaise = settings.minimumAmountForFreeDeliveryPaise - cartPricePaise;
    return {
      stage: 'FREE_DELIVERY_UNMET',
      amountPaise,
      progressPercent: progress(cartPricePaise, settings.minimumAmountForFreeDeliveryPaise),
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
