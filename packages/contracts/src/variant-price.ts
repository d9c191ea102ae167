import { z } from 'zod';
import { rupeeAmount } from './operator-input.ts';

/** A rupee amount with at most two decimals, between ₹1 and ₹10,00,000 (the edges of a variant's price). */
const rupees = (field: string) => rupeeAmount(field, { min: 1, max: 1_000_000 });

/** PUT /admin/variants/{id}/price: the selling price and, optionally, the base (MRP) price, in rupees. */
export const variantPriceBody = z
  .object({ price: rupees('price'), basePrice: rupees('basePrice').optional() })
  .strict();

export const variantPriceAnswer = z.object({
  variantId: z.number().int(),
  productId: z.number().int(),
  price: z.number(),
  basePrice: z.number(),
});
export type VariantPriceAnswer = z.infer<typeof variantPriceAnswer>;
