/**
 * Money is integer paise everywhere inside Shringar. Rupees (JSON numbers with at most two decimals) exist only
 * at the edges: API answers, form inputs and labels.
 */
export type Paise = number;

/** Rupees as a number (349, 299.5) to integer paise, rounding to the nearest paisa without float drift. */
export function toPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not a rupee amount: ${rupees}`);
  return Math.round(Number((rupees * 100).toFixed(4)));
}

/** Integer paise to rupees for JSON answers (34950 → 349.5). */
export function toRupees(paise: Paise): number {
  if (!Number.isInteger(paise)) throw new RangeError(`Paise must be an integer: ${paise}`);
  return paise / 100;
}

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
// Made once: toLocaleString builds a formatter on every call (a card's two prices, every render).
const inrWithPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,23,456 or ₹299.50 — Indian digit grouping, paise shown only when present. */
export function formatRupees(rupees: number): string {
  const hasPaise = Math.round(rupees * 100) % 100 !== 0;
  return `₹${hasPaise ? inrWithPaise.format(rupees) : inr.format(rupees)}`;
}

/** Whole percent saved from base to price (spec: variantDiscount, 'Save x%'). */
export function discountPercent(pricePaise: Paise, basePricePaise: Paise): number {
  if (basePricePaise <= 0 || pricePaise >= basePricePaise) return 0;
  return Math.round(((basePricePaise - pricePaise) * 100) / basePricePaise);
}
