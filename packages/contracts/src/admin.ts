import { ORDER_PAYMENT_FILTERS } from './order-payment-filters.ts';
import { z } from 'zod';
import { calendarDay, rupeeAmount } from './operator-input.ts';
import { multiline } from './text-hygiene.ts';
import { REFUND_DESTINATIONS, REFUND_STATES, orderRefundBody } from './refunds.ts';
import { COD_CONFIRMATION_STATES, ORDER_STATUSES, orderDetailsSchema } from './orders.ts';
import { pagedSchema, paginationQuery } from './pagination.ts';

/** The operator API's bodies and answers (the ops CLI and the operator console call it). Money is rupees. */

export const statusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
  note: multiline(z.string().trim().max(500, 'note must be at most 500 characters')).optional(),
  trackingId: z
    .string()
    .trim()
    .min(1, 'trackingId must not be empty')
    .max(60, 'trackingId must be at most 60 characters')
    .optional(),
});

export const walletCreditBody = z.object({
  phone: z.string({ error: 'phone is required' }).regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit phone number'),
  amount: rupeeAmount('amount', { min: 'above-zero', max: 100_000 }),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'reason must be at least 3 characters')
    .max(200, 'reason must be at most 200 characters'),
});

/** An operator's message to one shopper: it lands in their notifications (support follow-ups, goodwill notes). */
export const shopperNotificationBody = z.object({
  phone: z.string({ error: 'phone is required' }).regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit phone number'),
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(3, 'title must be at least 3 characters')
    .max(120, 'title must be at most 120 characters'),
  body: multiline(
    z
      .string({ error: 'body is required' })
      .trim()
      .min(3, 'body must be at least 3 characters')
      .max(1000, 'body must be at most 1000 characters'),
  ),
});
export const shopperNotificationAnswer = z.object({ notificationId: z.number().int(), userId: z.number().int() });

/** An operator's refund on an order: all that is left by default, or `amount`; see ./refunds.ts. */
export const refundBody = orderRefundBody;

const statusEnum = z.enum(ORDER_STATUSES);

export const adminOrderView = z.object({
  order: orderDetailsSchema,
  isDraft: z.boolean(),
  customer: z.object({ userId: z.number().int(), name: z.string(), phone: z.string() }),
  history: z.array(
    z.object({ status: statusEnum, note: z.string().nullable(), actor: z.string(), created_at: z.string() }),
  ),
  allowedNextStatuses: z.array(statusEnum),
  /** Rupees still refundable on the order: what the shopper paid less every refund given or in progress. */
  refundable: z.number(),
  /** Each item's SKU (as the variant has it now) for the packing slip. */
  skus: z.array(z.object({ orderItemId: z.number().int(), sku: z.string() })),
});
export type AdminOrderView = z.infer<typeof adminOrderView>;

export const statusChangeAnswer = adminOrderView.extend({
  change: z.object({ from: statusEnum, to: statusEnum, changed: z.boolean() }),
});

export const walletCreditAnswer = z.object({
  userId: z.number().int(),
  phone: z.string(),
  credited: z.number(),
  applied: z.boolean(),
  walletAmount: z.number(),
});

export const refundAnswer = z.object({
  orderId: z.string(),
  refundId: z.number().int(),
  /** The gateway's refund id when the refund went to the original payment. */
  providerRefundId: z.string().nullable(),
  amount: z.number(),
  destination: z.enum(REFUND_DESTINATIONS),
  status: z.enum(REFUND_STATES),
  /** False when the Idempotency-Key had already been used: the first refund is returned unchanged. */
  created: z.boolean(),
  /** Rupees still refundable on the order after this refund. */
  refundable: z.number(),
});

const day = (field: string) => calendarDay(field).optional();

export const ORDER_SEARCH_SORTS = ['newest', 'oldest', 'total-high', 'total-low'] as const;
export { ORDER_PAYMENT_FILTERS } from './order-payment-filters.ts';

/** The console's order search: every filter optional, dates in India time, placed orders only (no drafts). */
export const adminOrderSearchQuery = paginationQuery(20).extend({
  q: z.string().trim().max(40, 'q must be at most 40 characters').optional(),
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  paymentMethod: z
    .enum(ORDER_PAYMENT_FILTERS, { error: `paymentMethod must be one of ${ORDER_PAYMENT_FILTERS.join(', ')}` })
    .optional(),
  pincode: z
    .string()
    .regex(/^\d{6}$/, 'Pincode must be 6 digits')
    .optional(),
  phone: z
    .string()
    .regex(/^\d{10}$/, 'phone must be 10 digits')
    .optional(),
  from: day('from'),
  to: day('to'),
  /** AWAITING: the queue of COD orders waiting for the shopper's confirmation (cancelled ones left out). */
  codConfirmation: z.enum(['AWAITING'], { error: 'codConfirmation must be AWAITING' }).optional(),
  sort: z.enum(ORDER_SEARCH_SORTS, { error: `sort must be one of ${ORDER_SEARCH_SORTS.join(', ')}` }).default('newest'),
});

export const adminOrderRow = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: statusEnum,
  customerName: z.string(),
  phone: z.string(),
  pincode: z.string(),
  city: z.string(),
  paymentMethods: z.array(z.string()),
  paymentStatus: z.string(),
  total: z.number(),
  itemCount: z.number().int(),
  codConfirmation: z.enum(COD_CONFIRMATION_STATES).nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;

/** A page of orders, and how many COD orders wait for confirmation now (the console's queue count). */
export const adminOrderPage = pagedSchema(adminOrderRow).extend({ codAwaitingCount: z.number().int() });
