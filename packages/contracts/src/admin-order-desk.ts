import { z } from 'zod';
import { addressInput, addressListSchema } from './address.ts';
import { adminOrderSearchQuery } from './admin.ts';
import { ORDER_STATUSES } from './orders.ts';
import { multiline } from './text-hygiene.ts';

/** The console's order desk beyond one order: bulk status changes, the CSV export and manual (phone) orders. */

/** At most one list page of orders (the list shows up to 100) in one bulk call. */
export const MAX_BULK_ORDERS = 100;

export const bulkStatusBody = z.object({
  orderIds: z
    .array(z.string().trim().min(1, 'orderIds must not hold an empty id').max(40), { error: 'orderIds is required' })
    .min(1, 'Select at least one order')
    .max(MAX_BULK_ORDERS, `Select at most ${MAX_BULK_ORDERS} orders`),
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
  note: multiline(z.string().trim().max(500, 'note must be at most 500 characters')).optional(),
});
export type BulkStatusBody = z.infer<typeof bulkStatusBody>;

/** One order's outcome: done (moved, or already there), or refused with the reason the single change gives. */
export const bulkStatusResult = z.object({
  orderId: z.string(),
  outcome: z.enum(['done', 'refused']),
  /** The order's status after the call (unchanged when refused; absent when no such order). */
  status: z.enum(ORDER_STATUSES).nullable(),
  /** Why it was refused, in the single change's words, and its error code. */
  reason: z.string().nullable(),
  code: z.string().nullable(),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResult>;

export const bulkStatusAnswer = z.object({
  results: z.array(bulkStatusResult),
  done: z.number().int(),
  refused: z.number().int(),
});
export type BulkStatusAnswer = z.infer<typeof bulkStatusAnswer>;

/** The export takes the list's filters (no page, no sort: oldest first, every matching order). */
export const orderExportQuery = adminOrderSearchQuery.omit({ page: true, itemsPerPage: true, sort: true }).extend({
  /** The orders selected on the list, by id (comma-separated), besides or instead of the filters. */
  ids: z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9]{1,40}(,[A-Za-z0-9]{1,40}){0,${MAX_BULK_ORDERS - 1}}$`),
      `ids must be at most ${MAX_BULK_ORDERS} order ids separated by commas`,
    )
    .optional(),
});
export type OrderExportQuery = z.infer<typeof orderExportQuery>;

/** The export's columns, in the order an accountant reads them. */
export const ORDER_EXPORT_COLUMNS = [
  'Order no.',
  'Date',
  'Customer',
  'Phone',
  'City',
  'State',
  'Pincode',
  'Items',
  'Subtotal',
  'Discount',
  'Charges',
  'Total',
  'Paid',
  'Payment method',
  'Status',
  'Invoice no.',
] as const;

export const orderCsvSchema = z.string().describe('CSV text (text/csv), one row per order');

/** How a phone order is paid: cash on delivery, or online by a link the shopper opens (the order waits unpaid). */
export const MANUAL_ORDER_PAYMENTS = ['COD', 'PAYMENT_LINK'] as const;
export type ManualOrderPayment = (typeof MANUAL_ORDER_PAYMENTS)[number];

const phone = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit phone number');

export const shopperLookupQuery = z.object({ phone });

/** The shopper behind a phone number (null when the number has no account yet) and their saved addresses. */
export const shopperLookupAnswer = z.object({
  userId: z.number().int().nullable(),
  name: z.string(),
  addresses: addressListSchema,
});
export type ShopperLookup = z.infer<typeof shopperLookupAnswer>;

export const variantSearchQuery = z.object({
  q: z.string({ error: 'Search is required' }).trim().min(2, 'Type at least 2 letters').max(60),
});

/** A variant staff may add to a phone order: its product, price (rupees) and what may be ordered now. */
export const variantChoice = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  productName: z.string(),
  variantName: z.string(),
  sku: z.string(),
  price: z.number(),
  stock: z.number().int(),
});
export type VariantChoice = z.infer<typeof variantChoice>;
export const variantChoices = z.array(variantChoice);

const wholeId = (field: string) =>
  z
    .number({ error: `${field} is required` })
    .int()
    .positive();

export const manualOrderBody = z.object({
  phone,
  name: z.string().trim().max(80, 'Name must be at most 80 characters').default(''),
  /** A saved address of the shopper, or `address` to save a new one. */
  addressId: wholeId('addressId').optional(),
  address: addressInput.optional(),
  items: z
    .array(
      z.object({
        productId: wholeId('productId'),
        variantId: wholeId('variantId'),
        quantity: z.number({ error: 'Quantity is required' }).int().min(1, 'Quantity must be at least 1').max(99),
      }),
      { error: 'Items are required' },
    )
    .min(1, 'Add at least one item')
    .max(30, 'At most 30 items'),
  payment: z.enum(MANUAL_ORDER_PAYMENTS, { error: 'Payment must be COD or PAYMENT_LINK' }),
  couponCode: z.string().trim().max(40).default(''),
});
export type ManualOrderBody = z.input<typeof manualOrderBody>;

export const manualOrderAnswer = z.object({
  orderId: z.string(),
  /** A payment-link order waits unpaid until the shopper pays (or it expires as any unpaid order does). */
  isDraft: z.boolean(),
  total: z.number(),
  payment: z.enum(MANUAL_ORDER_PAYMENTS),
  /** Where the shopper pays (their order's page, after signing in with the phone's OTP); null for COD. */
  paymentLink: z.string().nullable(),
  shopperCreated: z.boolean(),
});
export type ManualOrderAnswer = z.infer<typeof manualOrderAnswer>;
