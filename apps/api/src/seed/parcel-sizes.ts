/**
 * A packed unit's weight and box for the seeded catalogues, by the category family's HSN heading (each seed
 * category carries one): what a courier booking needs (weight and dimensions per variant). Figures are a
 * typical retail pack with its shipping carton, rounded: a lipstick in a padded mailer, a folded saree, a boxed
 * handbag.
 */
export type ParcelSize = { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number };

const BY_HSN: Record<string, ParcelSize> = {
  '3304': { weightGrams: 150, lengthCm: 12, breadthCm: 8, heightCm: 5 }, // make-up and skin care
  '3305': { weightGrams: 450, lengthCm: 20, breadthCm: 8, heightCm: 8 }, // shampoo, hair oil
  '3303': { weightGrams: 350, lengthCm: 14, breadthCm: 10, heightCm: 8 }, // perfume in its box
  '3406': { weightGrams: 500, lengthCm: 15, breadthCm: 15, heightCm: 12 }, // scented candles
  '6204': { weightGrams: 400, lengthCm: 30, breadthCm: 25, heightCm: 4 }, // a folded kurta
  '5208': { weightGrams: 700, lengthCm: 35, breadthCm: 28, heightCm: 5 }, // a folded saree
  '4202': { weightGrams: 800, lengthCm: 35, breadthCm: 28, heightCm: 12 }, // a boxed handbag
  '7117': { weightGrams: 100, lengthCm: 12, breadthCm: 10, heightCm: 4 }, // jewellery in its case
};
const OTHER: ParcelSize = { weightGrams: 300, lengthCm: 20, breadthCm: 15, heightCm: 8 };

export const parcelSizeFor = (hsnCode: string): ParcelSize => BY_HSN[hsnCode] ?? OTHER;
