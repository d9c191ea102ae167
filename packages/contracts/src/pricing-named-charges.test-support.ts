import { CHARGE_RULES, chargePaise, type PriceBreakdown, type PricingInput, priceOrder } from './pricing.ts';

/**
 * priceOrder with each rule's charge also as a field named `<code>ChargePaise` (0 when absent): the shape the
 * pricing tests were written against when the breakdown had one field per charge, so their assertions stay as
 * they were while the breakdown carries the list.
 */
export function priceOrderNamed(
  input: PricingInput,
): PriceBreakdown & Record<'deliveryChargePaise' | 'codChargePaise', number> {
  const p = priceOrder(input);
  const named = Object.fromEntries(CHARGE_RULES.map((r) => [`${r.code}ChargePaise`, chargePaise(p.charges, r.code)]));
  return { ...p, ...named } as PriceBreakdown & Record<'deliveryChargePaise' | 'codChargePaise', number>;
}
