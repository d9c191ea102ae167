import { z } from 'zod';
import { cartQuantitySchema, idSchema } from './cart.ts';
import { toRupees } from './money.ts';
import { chargePaise, PAYMENT_METHODS, type PriceBreakdown } from './pricing.ts';

export { CHECKOUT_MESSAGES } from './checkout-messages.ts';

const paymentMethodsSchema = z
  .array(z.enum(PAYMENT_METHODS, { error: 'paymentMethods must be WALLET, ONLINE or COD' }))
  .max(3, 'paymentMethods has at most 3 entries')
  .default([]);

/** Coupon codes are upper-cased and trimmed; '' means none. */
export const couponCodeSchema = z
  .string({ error: 'couponCode must be text' })
  .max(40, 'couponCode is too long')
  .transform((s) => s.trim().toUpperCase());

/**
 * POST /order/cart. Only choices travel: prices and totals a client sends are not part of the schema and are
 * dropped; the server prices the order from the database. addressId may be missing so the answer can be the
 * spec's 'Missing required information'.
 */
export const placeCartOrderBodySchema = z.object({
  paymentMethods: paymentMethodsSchema,
  couponCode: couponCodeSchema.default(''),
  addressId: idSchema('addressId').optional(),
});
export type PlaceCartOrderBody = z.input<typeof placeCartOrderBodySchema>;

/** POST /order/create: "buy now", one line, same rules and answer. */
export const placeBuyNowOrderBodySchema = placeCartOrderBodySchema.extend({
  productId: idSchema('productId').optional(),
  variantId: idSchema('variantId').optional(),
  quantity: cartQuantitySchema.default(1),
});
export type PlaceBuyNowOrderBody = z.input<typeof placeBuyNowOrderBodySchema>;

export const placeOrderAnswerSchema = z.object({
  orderId: z.string(),
  /** Rupees. */
  totalAmount: z.number(),
  /** Rupees still to pay after the wallet (online, or on delivery). */
  remaining_price: z.number(),
  walletAmountUsed: z.number(),
  /** The provider's order id; only when ONLINE pays a remainder. */
  razorpayOrderId: z.string().optional(),
  razorpayKeyId: z.string(),
  /** What the gateway charges (0 when nothing is paid online). */
  amountInPaise: z.number().int(),
  isDraft: z.boolean(),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
});
export type PlaceOrderAnswer = z.infer<typeof placeOrderAnswerSchema>;

/** Spec 3 'Checkout price breakdown', in rupees. */
export const checkoutBreakdownSchema = z.object({
  basePrice: z.number(),
  discount: z.number(),
  couponDiscount: z.number(),
  cartPrice: z.number(),
  deliveryCharge: z.number(),
  codCharge: z.number(),
  totalAmount: z.number(),
  walletAmountUsed: z.number(),
  remainingAmount: z.number(),
});
export type CheckoutBreakdown = z.infer<typeof checkoutBreakdownSchema>;

export function checkoutBreakdown(p: PriceBreakdown): CheckoutBreakdown {
  return {
    basePrice: toRupees(p.basePricePaise),
    discount: toRupees(p.discountPaise),
    couponDiscount: toRupees(p.couponDiscountPaise),
    cartPrice: toRupees(p.cartPricePaise),
    // The spec's two named fields, read from the list.
    deliveryCharge: toRupees(chargePaise(p.charges, 'delivery')),
    codCharge: toRupees(chargePaise(p.charges, 'cod')),
    totalAmount: toRupees(p.totalPaise),
    walletAmountUsed: toRupees(p.walletUsedPaise),
    remainingAmount: toRupees(p.remainingPaise),
  };
}

/**
 * POST /coupon-code/validate. orderValue is the cart price in rupees (the items' payable subtotal): the order
 * applies the coupon to the same amount, so the discount shown is the discount charged.
 */
export const couponValidateBodySchema = z.object({
  couponCode: couponCodeSchema.optional(),
  code: couponCodeSchema.optional(),
  orderValue: z
    .number({ error: 'orderValue must be a number' })
    .min(0, 'orderValue must be at least 0')
    .max(10_000_000, 'orderValue is too large'),
});
export type CouponValidateBody = z.input<typeof couponValidateBodySchema>;

export const couponValidateAnswerSchema = z.object({
  code: z.string(),
  /** Rupees. */
  discount_amount: z.number(),
  description: z.string(),
});
export type CouponValidateAnswer = z.infer<typeof couponValidateAnswerSchema>;

/** Headers of the order-placing calls. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,100}$/, 'Idempotency-Key must be 1 to 100 visible ASCII characters')
    .optional()
    .describe('A retry with the same key returns the first answer instead of placing a second order'),
});
