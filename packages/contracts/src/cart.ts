import { z } from 'zod';

/** Largest quantity one cart line may hold through the API (a variant may allow fewer: maxPerOrder). */
export const MAX_CART_LINE_QUANTITY = 10;

export { CART_MESSAGES } from './cart-messages.ts';

/** An id in a body or query: a positive whole number (ids are 32-bit), or its digits as a string. */
export const idSchema = (field: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${field} must be a positive whole number` })
      .int(`${field} must be a positive whole number`)
      .positive(`${field} must be a positive whole number`)
      .max(2_147_483_647, `${field} is not a valid id`),
  );

/** Quantity strictly as a JSON whole number 1..10: 0, -1, 1.5, 10^9 and strings are 400s. */
export const cartQuantitySchema = z
  .number({ error: 'quantity must be a whole number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(MAX_CART_LINE_QUANTITY, `quantity must be at most ${MAX_CART_LINE_QUANTITY}`);

/** productId and variantId may be missing here so the answer can be the spec's 'Product information is incomplete'. */
export const cartAddBodySchema = z
  .object({
    // Optional to the parser so a missing one gets the cart's own message ('productId is required'); required
    // in the API description, since the server refuses a call without them.
    productId: idSchema('productId').optional(),
    variantId: idSchema('variantId').optional(),
    quantity: cartQuantitySchema.default(1),
  })
  .meta({ required: ['productId', 'variantId'] });
export type CartAddBody = z.input<typeof cartAddBodySchema>;

export const cartMinusQuerySchema = z.object({ itemId: idSchema('itemId') });
export const cartRemoveQuerySchema = z.object({ cartItemId: idSchema('cartItemId') });

export const cartItemSchema = z.object({
  cartItemId: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int(),
  variantName: z.string(),
  productName: z.string(),
  images: z.array(z.string()),
  /** 0-5, one decimal. */
  avgRating: z.number(),
  /** Review count. */
  reviews: z.number().int(),
  /** Live unit price and base price in rupees. */
  itemPrice: z.number(),
  itemBasePrice: z.number(),
  /** Percent saved. */
  itemDiscount: z.number().int(),
  itemStock: z.number().int(),
  itemQuantity: z.number().int(),
  /** The most this line may hold: the smaller of stock, the variant's maxPerOrder and 10. */
  itemMaxQuantity: z.number().int(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const freeDeliveryBannerSchema = z.object({
  stage: z.enum(['MINIMUM_UNMET', 'FREE_DELIVERY_UNMET', 'FREE_DELIVERY_EARNED']),
  /** Rupees still missing for the stage. */
  amount: z.number(),
  progressPercent: z.number().int(),
  message: z.string(),
});

/** Spec 3 Cart; the totals come from priceOrder in ./pricing, in rupees. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Sum of quantities. */
  itemCount: z.number().int(),
  cartPrice: z.number(),
  allItemsBasePrice: z.number(),
  finalDiscount: z.number(),
  finalDeliveryCharge: z.number(),
  /** The charge COD would add (0 when COD is unavailable); applied only when COD pays. */
  codCharge: z.number(),
  minimumOrderAmount: z.number(),
  isMinimumOrderMet: z.boolean(),
  freeDeliveryBanner: freeDeliveryBannerSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const cartCountSchema = z.object({ itemCount: z.number().int() });
