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

/**
 * A whole number's digits grouped the Indian way: the last three, then pairs (1,23,45,678), as the en-IN number
 * format groups them. Written out rather than asked of Intl.NumberFormat: a browser's first Intl formatter loads
 * its locale data, tens of milliseconds of one task on a slow phone, and every store page shows a price while it
 * hydrates. money-format.test.ts holds it to the en-IN formatter's output.
 */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** ₹1,23,456 or ₹299.50 — Indian digit grouping, paise shown only when present. */
export function formatRupees(rupees: number): string {
  const hasPaise = Math.round(rupees * 100) % 100 !== 0;
  // toFixed rounds the exact binary value half away from zero, as Intl's default rounding does.
  const [whole, paise] = Math.abs(rupees)
    .toFixed(hasPaise ? 2 : 0)
    .split('.');
  // Intl shows the sign of any negative amount, -0 included.
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  return `₹${sign}${groupIndian(whole!)}${paise === undefined ? '' : `.${paise}`}`;
}

/** Whole percent saved from base to price (spec: variantDiscount, 'Save x%'). */
export function discountPercent(pricePaise: Paise, basePricePaise: Paise): number {
  if (basePricePaise <= 0 || pricePaise >= basePricePaise) return 0;
  return Math.round(((basePricePaise - pricePaise) * 100) / basePricePaise);
}
