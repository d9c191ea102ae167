import { z } from 'zod';

/** A rupee amount with at most two decimals, between ₹1 and ₹10,00,000 (the edges of a variant's price). */
const rupees = (field: string) =>
  z
    .number({ error: `${field} must be a number of rupees` })
    .min(1, `${field} must be at least 1 rupee`)
    .max(1_000_000, `${field} must be at most 1000000 rupees`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${field} must have at most 2 decimals`,
    });

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
