import { z } from 'zod';
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
