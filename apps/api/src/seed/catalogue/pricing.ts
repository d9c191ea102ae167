import type { Rng } from '../prng.ts';

/** Rounds to a price a shopper expects to see: ₹99, ₹149 ... ₹949 below a thousand, then ₹1,099, ₹1,299. */
export function nicePrice(rupees: number): number {
  if (rupees < 1000) return Math.max(99, Math.round(rupees / 50) * 50 - 1);
  return Math.round(rupees / 100) * 100 - 1;
}

/** A discount fraction: none on some products, mostly 10–40%, sometimes up to 60%. */
export function pickDiscount(rng: Rng): number {
  if (rng.chance(0.15)) return 0;
  if (rng.chance(0.1)) return rng.int(45, 60) / 100;
  if (rng.chance(0.1)) return rng.int(5, 9) / 100;
  return rng.int(10, 40) / 100;
}

/** The MRP for a selling price and discount, also a 'nice' number and never below the price. */
export function basePriceFor(price: number, discount: number): number {
  if (discount <= 0) return price;
  const base = nicePrice(price / (1 - discount));
  return base > price ? base : price;
}
