/**
 * GST on an invoice, in integer paise. Prices in the store include GST, so each line's tax is carved out of
 * what the shopper paid for it: taxable = inclusive × 100 / (100 + rate). A coupon lowers the goods' value
 * (spread over the goods in proportion to their price); each charge of the order (delivery, COD, …) is a line at
 * the rate the order stored for it (the rate of the main goods: one composite supply). Line amounts add up to the
 * order total exactly.
 */
import { type Charge, chargeSac, chargeText } from '@shringar/contracts/pricing';

type GoodsLine = {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  gstRateBp: number;
};

type InvoiceInput = {
  goods: GoodsLine[];
  /** The order's charges, in order; zero amounts (free delivery) make no line. */
  charges: readonly Pick<Charge, 'code' | 'label' | 'amountPaise' | 'gstRateBp'>[];
  couponDiscountPaise: number;
  /** Buyer's state is the seller's: CGST + SGST; otherwise IGST. */
  intraState: boolean;
};

export type InvoiceLine = {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: number;
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstRateBp: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type InvoiceTotals = {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export function computeInvoice(input: InvoiceInput): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const raw = [
    ...input.goods.map((g) => ({ ...g, grossPaise: g.unitPricePaise * g.quantity })),
    ...input.charges.flatMap((c) => charge(chargeText(c, 'invoice'), chargeSac(c), c.amountPaise, c.gstRateBp)),
  ];
  const goodsCount = input.goods.length;
  const goodsGross = raw.slice(0, goodsCount).reduce((s, l) => s + l.grossPaise, 0);
  const allGross = raw.reduce((s, l) => s + l.grossPaise, 0);
  // The total never goes below 0: a coupon larger than everything only brings it to 0.
  const coupon = Math.min(input.couponDiscountPaise, allGross);
  const onGoods = Math.min(coupon, goodsGross);
  const discounts = [
    ...spread(
      onGoods,
      raw.slice(0, goodsCount).map((l) => l.grossPaise),
    ),
    ...spread(
      coupon - onGoods,
      raw.slice(goodsCount).map((l) => l.grossPaise),
    ),
  ];

  const lines = raw.map((l, i): InvoiceLine => {
    const discountPaise = discounts[i] ?? 0;
    const totalPaise = l.grossPaise - discountPaise;
    const taxablePaise = Math.round((totalPaise * 10_000) / (10_000 + l.gstRateBp));
    const tax = totalPaise - taxablePaise;
    const cgstPaise = input.intraState ? Math.floor(tax / 2) : 0;
    return {
      description: l.description,
      hsnCode: l.hsnCode,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      grossPaise: l.grossPaise,
      discountPaise,
      taxablePaise,
      gstRateBp: l.gstRateBp,
      cgstPaise,
      sgstPaise: input.intraState ? tax - cgstPaise : 0,
      igstPaise: input.intraState ? 0 : tax,
      totalPaise,
    };
  });
  const sum = (k: keyof InvoiceTotals) => lines.reduce((s, l) => s + l[k], 0);
  return {
    lines,
    totals: {
      grossPaise: sum('grossPaise'),
      discountPaise: sum('discountPaise'),
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: sum('totalPaise'),
    },
  };
}

function charge(description: string, hsnCode: string, paise: number, gstRateBp: number) {
  return paise > 0 ? [{ description, hsnCode, quantity: 1, unitPricePaise: paise, gstRateBp, grossPaise: paise }] : [];
}

/** Splits an amount over weights in proportion, in whole paise, the remainders going to the largest fractions. */
export function spread(amount: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((s, v) => s + v, 0);
  const order = exact.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
