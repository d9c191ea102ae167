import { z } from 'zod';
import { multiline } from './text-hygiene.ts';
import { pagedSchema, paginationQuery, paginationSchema } from './pagination.ts';
import { COD_CONFIRMATION_STATES, ORDER_STATUSES } from './order-statuses.ts';
import { REFUND_DESTINATIONS, orderRefundSchema } from './refunds.ts';

/**
 * Orders after checkout: statuses with the labels of spec 4, the transitions an operator may make, and the
 * answer shapes of the order-reading, return, review and invoice calls (spec 3, API.md).
 */

export {
  ORDER_STATUSES,
  COD_CONFIRMATION_STATES,
  COD_AWAITING_TEXT,
  COD_AWAITING_TEXTS,
  type CodConfirmationState,
  ORDER_STATUS_LABELS,
  HINDI_ORDER_STATUS_LABELS,
  orderStatusLabel,
  ORDER_FLOW,
  CANCELLED_STATUSES,
  isCancelledStatus,
  flowIndex,
  isBeforeStatus,
  allowedNextStatuses,
  canTransition,
  type OrderStatus,
  type OrderFlowStatus,
} from './order-statuses.ts';

// ---------------------------------------------------------------------------------------------------------
// Answer shapes. Money is rupees (numbers with at most 2 decimals); times are ISO 8601 strings in UTC.

const isoTime = z.string();
const rupees = z.number();

/** GET /orders/: one row per order item, newest order first (spec 3 'Order list row'). */
export const orderRowSchema = z.object({
  orderId: z.string(),
  order_item_id: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int(),
  productName: z.string(),
  variantName: z.string(),
  orderImg: z.string(),
  isCartOrder: z.boolean(),
  /** What this line cost the shopper: unit price times quantity. */
  orderPrice: rupees,
  orderItemQuantity: z.number().int(),
  orderDeliveryStatus: z.enum(ORDER_STATUSES),
  /** 'Delivered on 18 Nov 2026', 'Expected by 27 Nov 2026', 'Cancelled on 20 Nov 2026', 'Returned on ...'. */
  orderDeliveryDateText: z.string(),
  last_status_update: isoTime,
  created_at: isoTime,
  /** The shopper's own rating of this item, 0 when not rated. */
  productRating: z.number().int().min(0).max(5),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderAddressSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  landmark: z.string().nullable(),
  phone: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderItemSchema = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int(),
  name: z.string(),
  variantName: z.string(),
  imageUrl: z.string(),
  orderItemQuantity: z.number().int(),
  /** Line price: unit price times quantity. */
  price: rupees,
  unitPrice: rupees,
  /** The shopper's own rating, 0 when not rated. */
  user_rating: z.number().int().min(0).max(5),
  /** Whether a return of this item may be asked for now (its category's rule and window, not yet asked). */
  isReturnAvailable: z.boolean(),
  /** Only a damaged, defective or wrong item is accepted back (hygiene), with a photo. */
  returnFaultOnly: z.boolean(),
  /** The item's return rule as the shopper reads it, or why it cannot be returned. */
  returnNote: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * A return's life: requested by the shopper, approved or rejected (with a reason) by staff, received back at the
 * store, refunded (REFUNDING while a refund to the original payment is with the gateway). COMPLETED is a
 * return closed by moving the whole order to RETURNED before this queue existed; it counts as received.
 */
export const RETURN_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'RECEIVED',
  'REFUNDING',
  'REFUNDED',
  'COMPLETED',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** What staff found when a return came back: sellable (its units go back to stock) or damaged (they do not). */
export const RETURN_RECEIVED_CONDITIONS = ['RESTOCKED', 'DAMAGED'] as const;
export type ReturnReceivedCondition = (typeof RETURN_RECEIVED_CONDITIONS)[number];
export const RETURN_REFUND_DESTINATIONS = REFUND_DESTINATIONS;
export type ReturnRefundDestination = (typeof RETURN_REFUND_DESTINATIONS)[number];

/** What the shopper reads about a return of one item. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  REQUESTED: 'Return requested',
  APPROVED: 'Return approved',
  REJECTED: 'Return rejected',
  RECEIVED: 'Return received',
  REFUNDING: 'Refund in progress',
  REFUNDED: 'Refunded',
  COMPLETED: 'Return received',
};

/** The same, on the store's Hindi pages. */
export const HINDI_RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  REQUESTED: 'वापसी का अनुरोध भेजा गया',
  APPROVED: 'वापसी मंज़ूर हो गई',
  REJECTED: 'वापसी स्वीकार नहीं हुई',
  RECEIVED: 'वापसी का आइटम मिल गया',
  REFUNDING: 'रिफ़ंड हो रहा है',
  REFUNDED: 'रिफ़ंड हो गया',
  COMPLETED: 'वापसी का आइटम मिल गया',
};

/** Staff's names for the statuses in the console (the shopper's labels are written to them). */
export const ADMIN_RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  ...RETURN_STATUS_LABELS,
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  RECEIVED: 'Received',
  COMPLETED: 'Received (order returned)',
};

/** One photo of a return: a larger view and a thumbnail, with the alt text both are shown with. */
export const returnPhotoSchema = z.object({
  photoId: z.number().int(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type ReturnPhoto = z.infer<typeof returnPhotoSchema>;

/** One item's return as the shopper's order page shows it. */
export const orderReturnSchema = z.object({
  returnId: z.number().int(),
  orderItemId: z.number().int(),
  status: z.enum(RETURN_STATUSES),
  statusLabel: z.string(),
  /** Why the store refused the return; null unless REJECTED. */
  rejectionReason: z.string().nullable(),
  /** Rupees refunded for this item, once REFUNDED. */
  refundAmount: rupees.nullable(),
  refundDestination: z.enum(RETURN_REFUND_DESTINATIONS).nullable(),
  updated_at: isoTime,
  /** The photos the shopper sent, as signed links only they can open (they expire like the invoice link). */
  photos: z.array(returnPhotoSchema),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** One charge of an order besides its goods, as the price details list it (amount 0: shown as FREE). */
export const orderChargeSchema = z.object({ code: z.string(), label: z.string(), amount: rupees });
export type OrderCharge = z.infer<typeof orderChargeSchema>;

/** GET /order/details/{id} (spec 3 'Order details'). */
export const orderDetailsSchema = z.object({
  id: z.string(),
  delivery_status: z.enum(ORDER_STATUSES),
  orderItems: z.array(orderItemSchema),
  /** Items after product discounts (the cart price). */
  after_discount_price: rupees,
  /** The order total: after_discount_price + charges − coupon. */
  price: rupees,
  /** Items before product discounts (the Subtotal row). */
  beforeDiscountPrice: rupees,
  discountInAmount: rupees,
  discountInPercentage: z.number().int(),
  /** The spec's two named charges, read from `charges`. */
  delivery_charge: rupees,
  cod_charge: rupees,
  /** Every charge of the order, in the order the price details show them. */
  charges: z.array(orderChargeSchema),
  coupon_code: z.string().nullable(),
  coupon_code_discount: rupees,
  wallet_amount: rupees,
  isPaid: z.boolean(),
  /** What the wallet did not cover: paid online, or due on delivery for COD. */
  remaining_amount: rupees,
  /** The methods joined by ', ' (e.g. 'WALLET, ONLINE'); paymentMethods has them as a list. */
  payment_method: z.string(),
  paymentMethods: z.array(z.string()),
  paymentStatus: z.string(),
  /** A signed link the browser can open directly; null until the order is paid (COD: delivered). */
  invoice_download_link: z.string().nullable(),
  invoice_number: z.string().nullable(),
  address: orderAddressSchema,
  isCancelAvailable: z.boolean(),
  isReturnAvailable: z.boolean(),
  tracking_id: z.string().nullable(),
  last_status_update: isoTime,
  created_at: isoTime,
  delivered_at: isoTime.nullable(),
  /** The returns asked for this order's items, with their outcome. */
  returns: z.array(orderReturnSchema),
  /** Every refund given on the order (for a return or on the order itself), oldest first. */
  refunds: z.array(orderRefundSchema),
  /** COD confirmation (cod-confirmation.ts): AWAITING until the shopper confirms; null when none was asked. */
  codConfirmation: z.enum(COD_CONFIRMATION_STATES).nullable(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** GET /order/delivery-status/{id} (spec 3 'Delivery status response'). */
export const deliveryStatusSchema = z.object({
  tracking_id: z.string().nullable(),
  delivery_statuses: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      label: z.string(),
      isCompleted: z.boolean(),
      created_at: isoTime.nullable(),
      descriptions: z.array(z.object({ description: z.string(), created_at: isoTime })),
    }),
  ),
});
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

// ---------------------------------------------------------------------------------------------------------
// Returns

export const returnRequestBodySchema = z.object({
  orderId: z.string().min(1, 'orderId is required').max(40),
  orderItemId: z.coerce
    .number({ error: 'orderItemId must be a number' })
    .int('orderItemId must be a whole number')
    .positive('orderItemId must be positive')
    .max(2_147_483_647, 'orderItemId is not a valid id'),
  reasonId: z.coerce
    .number({ error: 'reasonId must be a number' })
    .int('reasonId must be a whole number')
    .positive('reasonId must be positive'),
  comment: multiline(z.string().trim().max(1000, 'comment must be at most 1000 characters')).optional(),
});
export type ReturnRequestBody = z.infer<typeof returnRequestBodySchema>;

/**
 * As the endpoint declares it: JSON, or the same fields in multipart/form-data with up to three files `photos`
 * (read by the multipart parser, so the JSON schema allows no body; the server still requires the fields).
 */
export const returnRequestForm = returnRequestBodySchema.nullish();

export const returnRequestAnswerSchema = z.object({
  returnId: z.number().int(),
  status: z.enum(RETURN_STATUSES),
  photoCount: z.number().int(),
});

/** A return photo's id in its path, and which size. */
export const returnPhotoParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647, 'id is too large'),
});
export const RETURN_PHOTO_SIZES = ['full', 'thumb'] as const;
export const returnPhotoQuery = z.object({
  size: z.enum(RETURN_PHOTO_SIZES, { error: 'size must be full or thumb' }).default('full'),
  expires: z.coerce.number({ error: 'expires must be a number' }).int().positive().optional(),
  sig: z
    .string()
    .regex(/^[a-f0-9]{64}$/, 'sig must be 64 hex digits')
    .optional(),
});
export const returnPhotoFileSchema = z.any().describe('The photo (WebP)');

export const reasonSchema = z.object({ id: z.number().int(), reason: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Reviews

export const reviewBodySchema = z.object({
  productId: z.coerce
    .number({ error: 'productId must be a number' })
    .int('productId must be a whole number')
    .positive('productId must be positive')
    .max(2_147_483_647, 'productId is not a valid id'),
  variantId: z.coerce
    .number({ error: 'variantId must be a number' })
    .int('variantId must be a whole number')
    .positive('variantId must be positive')
    .max(2_147_483_647, 'variantId is not a valid id')
    .optional(),
  orderItemId: z.coerce
    .number({ error: 'orderItemId must be a number' })
    .int('orderItemId must be a whole number')
    .positive('orderItemId must be positive')
    .max(2_147_483_647, 'orderItemId is not a valid id')
    .optional(),
  rating: z
    .number({ error: 'rating must be a number from 1 to 5' })
    .int('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be from 1 to 5')
    .max(5, 'rating must be from 1 to 5'),
  comment: multiline(z.string().trim().max(2000, 'comment must be at most 2000 characters')).optional(),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  orderItemId: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** First name and initial of the reviewer ('Priya S.'). */
  userName: z.string(),
  variantName: z.string().nullable(),
  /** Shoppers who found this review helpful. */
  helpfulCount: z.number().int(),
  /** The store's answer, shown under the review; null when the store has not replied. */
  storeReply: z.string().nullable(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /reviews/mine: the shopper's own review of one order item, or null before they write one. */
export const myReviewQuery = z.object({
  orderItemId: z
    .string({ error: 'orderItemId is required' })
    .regex(/^\d{1,9}$/, 'orderItemId must be a whole number')
    .transform(Number),
});
export const myReviewSchema = reviewSchema.nullable();

/** `{ id }` of a review in a path. */
export const reviewIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id must be a review id')
    .transform(Number),
});
export const reviewHelpfulAnswer = z.object({ helpfulCount: z.number().int() });

export const reviewSummarySchema = z.object({
  avgRating: z.number(),
  count: z.number().int(),
  histogram: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const productReviewsSchema = z.object({
  items: z.array(reviewSchema),
  summary: reviewSummarySchema,
  pagination: paginationSchema,
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Paths and lists

const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** `{ id }` of an order in a path (shopper and operator calls alike). */
export const orderIdParams = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'id is required')
    .max(40, 'id must be at most 40 characters')
    .regex(ORDER_ID_PATTERN, 'id must be an order id'),
});

export const orderRowListSchema = z.array(orderRowSchema);

export const orderListAnswer = z.union([orderRowListSchema, pagedSchema(orderRowSchema)]);
export type OrderListAnswer = z.infer<typeof orderListAnswer>;

/** GET /invoices/{orderId}.pdf */
export const invoiceParams = z.object({
  orderId: z
    .string()
    .max(40, 'orderId must be at most 40 characters')
    .regex(ORDER_ID_PATTERN, 'orderId must be an order id'),
});

/** The signed link's query; without it the call needs the shopper's token. */
export const invoiceLinkQuery = z.object({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, 'expires must be a whole number')
    .transform(Number)
    .optional(),
  sig: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'sig must be a signature')
    .optional(),
});

export const invoicePdfSchema = z.any().describe('The invoice, application/pdf');

/** How a product's reviews are ordered: newest first, or most helpful first (ties newest first). */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** GET /reviews */
export const reviewListQuery = paginationQuery(10).extend({
  productId: z
    .string({ error: 'productId is required' })
    .regex(/^\d{1,9}$/, 'productId must be a whole number')
    .transform(Number),
  sort: z.enum(REVIEW_SORTS, { error: 'sort must be newest or helpful' }).default('newest'),
});
