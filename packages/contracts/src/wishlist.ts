import { z } from 'zod';

/** Spec 3 'Wishlist item', one per saved product variant. Money is rupees. */
export const wishlistItemSchema = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  productName: z.string(),
  variantName: z.string(),
  productImageUrl: z.string().nullable(),
  price: z.number(),
  basePrice: z.number(),
  /** Whole percent saved from basePrice. */
  variantDiscount: z.number().int(),
  avgRating: z.number(),
  /** Units in stock now (0 when sold out). */
  stockAvailable: z.number().int(),
  inStock: z.boolean(),
  /** When it was saved, for the 'newest' sort. */
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

const id = (field: string) =>
  z.coerce
    .number({ error: `${field} is required` })
    .int(`${field} must be a positive whole number`)
    .positive(`${field} must be a positive whole number`)
    .max(2_147_483_647, `${field} must be a positive whole number`);

/** POST /wishlist/: a toggle; both ids are required (spec: 'Product information is incomplete' on the client). */
export const wishlistToggleBody = z.object({ productId: id('productId'), variantId: id('variantId') });
export type WishlistToggleBody = z.infer<typeof wishlistToggleBody>;

export const wishlistToggleAnswer = z.object({ isFavorite: z.boolean() });

export const wishlistSchema = z.array(wishlistItemSchema);
