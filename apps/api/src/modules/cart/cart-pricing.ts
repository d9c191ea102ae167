import type { PricingLine, PricingSettings } from '@shringar/contracts/pricing';
import type { EffectiveSettings } from '../settings/settings.public.ts';

/** The store settings in the shape the shared pricing function takes. */
export function pricingSettingsOf(s: EffectiveSettings): PricingSettings {
  return {
    deliveryChargePaise: s.deliveryChargePaise,
    freeDeliveryFromPaise: s.minimumAmountForFreeDeliveryPaise,
    codChargePaise: s.codChargePaise,
    isCodAvailable: s.isCodAvailable,
    minimumOrderPaise: s.minimumOrderAmountPaise,
  };
}

/** Live prices of lines (cart rows or a buy-now line) as pricing lines. */
export function pricingLinesOf(
  lines: readonly { pricePaise: number; basePricePaise: number; quantity: number }[],
): PricingLine[] {
  return lines.map((l) => ({
    unitPricePaise: l.pricePaise,
    unitBasePricePaise: l.basePricePaise,
    quantity: l.quantity,
  }));
}

/** The average of a product's review stars to one decimal; 0 without reviews. */

/** What one line may hold: stock, the variant's own cap and the API's cap of 10, whichever is smallest. */
export const lineLimit = (stock: number, maxPerOrder: number, apiMax: number) =>
  Math.max(0, Math.min(stock, maxPerOrder, apiMax));
