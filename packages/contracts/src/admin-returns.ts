import { z } from 'zod';
import { calendarDay } from './operator-input.ts';
import { multiline } from './text-hygiene.ts';
import {
  RETURN_RECEIVED_CONDITIONS,
  RETURN_REFUND_DESTINATIONS,
  RETURN_STATUSES,
  returnPhotoSchema,
} from './orders.ts';
import { pagedSchema, paginationQuery } from './pagination.ts';

/** The console's returns queue: what shoppers asked to return, and staff's decisions. Money is rupees. */

export const RETURN_QUEUE_SORTS = ['oldest', 'newest'] as const;

const day = (field: string) => calendarDay(field).optional();

/** Filters of the queue; the oldest request first by default (the one waiting longest). */
export const returnQueueQuery = paginationQuery(20).extend({
  status: z.enum(RETURN_STATUSES, { error: `status must be one of ${RETURN_STATUSES.join(', ')}` }).optional(),
  orderId: z.string().trim().max(40, 'orderId must be at most 40 characters').optional(),
  phone: z
    .string()
    .regex(/^\d{10}$/, 'phone must be 10 digits')
    .optional(),
  from: day('from'),
  to: day('to'),
  sort: z.enum(RETURN_QUEUE_SORTS, { error: `sort must be one of ${RETURN_QUEUE_SORTS.join(', ')}` }).default('oldest'),
});

export const returnQueueRow = z.object({
  returnId: z.number().int(),
  orderId: z.string(),
  orderItemId: z.number().int(),
  productName: z.string(),
  variantName: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  customerName: z.string(),
  phone: z.string(),
  reason: z.string(),
  comment: z.string().nullable(),
  status: z.enum(RETURN_STATUSES),
  rejectionReason: z.string().nullable(),
  /** What refunding this item gives back: its price less its share of the coupon. */
  refundableAmount: z.number(),
  refundAmount: z.number().nullable(),
  refundDestination: z.enum(RETURN_REFUND_DESTINATIONS).nullable(),
  /** Whether the order was paid (in part) online, so the original payment can take a refund. */
  paidOnline: z.boolean(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  decidedBy: z.string().nullable(),
  /** Once received: back in stock (RESTOCKED) or not sellable (DAMAGED). */
  receivedCondition: z.enum(RETURN_RECEIVED_CONDITIONS).nullable(),
  /** The photos the shopper sent (staff's own links, opened with the console's session). */
  photos: z.array(returnPhotoSchema),
});
export type ReturnQueueRow = z.infer<typeof returnQueueRow>;
export const returnQueuePage = pagedSchema(returnQueueRow);

export const returnIdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647, 'id is too large'),
});

export const returnApproveBody = z
  .object({ note: multiline(z.string().trim().max(500, 'note must be at most 500 characters')).optional() })
  .default({});

export const returnRejectBody = z.object({
  reason: multiline(
    z
      .string({ error: 'reason is required' })
      .trim()
      .min(3, 'reason must be at least 3 characters')
      .max(500, 'reason must be at most 500 characters'),
  ),
});

/** What staff found in the parcel: its units go back to stock (RESTOCKED) or are recorded as damaged. */
export const returnReceiveBody = z.object({
  condition: z.enum(RETURN_RECEIVED_CONDITIONS, {
    error: `condition must be one of ${RETURN_RECEIVED_CONDITIONS.join(', ')}`,
  }),
});

export { returnRefundBody } from './refunds.ts';

/** The return after a decision; `changed` is false when it was already so (a retried command). */
export const returnChangeAnswer = returnQueueRow.extend({ changed: z.boolean() });
export type ReturnChangeAnswer = z.infer<typeof returnChangeAnswer>;

/** At most one list page of returns in one bulk call. */
export const MAX_BULK_RETURNS = 100;
export const BULK_RETURN_ACTIONS = ['approve', 'receive', 'reject'] as const;
export type BulkReturnAction = (typeof BULK_RETURN_ACTIONS)[number];

/**
 * Many returns, one decision: approve (the note joins the shopper's message), mark received (restocked or
 * damaged: `condition`), or reject (the note is the reason the shopper reads, so it is required).
 */
export const bulkReturnBody = z
  .object({
    returnIds: z
      .array(
        z
          .number({ error: 'returnIds must hold return ids' })
          .int('returnIds must hold return ids')
          .positive()
          .max(2_147_483_647),
        { error: 'returnIds is required' },
      )
      .min(1, 'Select at least one return')
      .max(MAX_BULK_RETURNS, `Select at most ${MAX_BULK_RETURNS} returns`),
    action: z.enum(BULK_RETURN_ACTIONS, { error: `action must be one of ${BULK_RETURN_ACTIONS.join(', ')}` }),
    note: multiline(z.string().trim().max(500, 'note must be at most 500 characters')).optional(),
    condition: z
      .enum(RETURN_RECEIVED_CONDITIONS, { error: `condition must be one of ${RETURN_RECEIVED_CONDITIONS.join(', ')}` })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'reject' && (body.note ?? '').length < 3)
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'note: the reason the shoppers read, at least 3 characters',
      });
    if (body.action === 'receive' && !body.condition)
      ctx.addIssue({ code: 'custom', path: ['condition'], message: 'condition is required to mark returns received' });
  });
export type BulkReturnBody = z.infer<typeof bulkReturnBody>;

/** One return's outcome: done (decided, or already so), or refused with the single decision's reason. */
export const bulkReturnResult = z.object({
  returnId: z.number().int(),
  outcome: z.enum(['done', 'refused']),
  /** The return's status after the call (unchanged when refused; null when there is no such return). */
  status: z.enum(RETURN_STATUSES).nullable(),
  reason: z.string().nullable(),
  code: z.string().nullable(),
});
export type BulkReturnResult = z.infer<typeof bulkReturnResult>;

export const bulkReturnAnswer = z.object({
  results: z.array(bulkReturnResult),
  done: z.number().int(),
  refused: z.number().int(),
});
export type BulkReturnAnswer = z.infer<typeof bulkReturnAnswer>;
