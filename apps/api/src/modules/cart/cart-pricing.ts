import type { PricingLine } from '@shringar/contracts/pricing';

/** Live prices of lines (cart rows or a buy-now line) as pricing lines. */
export function pricingLinesOf(
  lines: readonly { pricePaise: number; basePricePaise: number; quantity: number; gstRateBp?: number }[],
): PricingLine[] {
  return lines.map((l) => ({
    unitPricePaise: l.pricePaise,
    unitBasePricePaise: l.basePricePaise,
    quantity: l.quantity,
    ...(l.gstRateBp === undefined ? {} : { gstRateBp: l.gstRateBp }),
  }));
}

/** The average of a product's review stars to one decimal; 0 without reviews. */

/** What one line may hold: stock, the variant's own cap and the API's cap of 10, whichever is smallest. */
export const lineLimit = (stock: number, maxPerOrder: number, apiMax: number) =>
  Math.max(0, Math.min(stock, maxPerOrder, apiMax));
