import { z } from 'zod';
import { multiline } from './text-hygiene.ts';
import { ORDER_STATUSES, orderDetailsSchema } from './orders.ts';

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
  amount: z
    .number({ error: 'amount must be a number of rupees' })
    .positive('amount must be more than 0')
    .max(100_000, 'amount must be at most 100000 rupees')
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: 'amount must have at most 2 decimals',
    }),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'reason must be at least 3 characters')
    .max(200, 'reason must be at most 200 characters'),
});

export const refundBody = z
  .object({
    amount: z
      .number({ error: 'amount must be a number of rupees' })
      .positive('amount must be more than 0')
      .max(1_000_000, 'amount is too large')
      .optional(),
    reason: z.string().trim().max(200, 'reason must be at most 200 characters').optional(),
  })
  .default({});

const statusEnum = z.enum(ORDER_STATUSES);

export const adminOrderView = z.object({
  order: orderDetailsSchema,
  isDraft: z.boolean(),
  customer: z.object({ userId: z.number().int(), name: z.string(), phone: z.string() }),
  history: z.array(
    z.object({ status: statusEnum, note: z.string().nullable(), actor: z.string(), created_at: z.string() }),
  ),
  allowedNextStatuses: z.array(statusEnum),
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
  providerRefundId: z.string().nullable(),
  amount: z.number(),
  status: z.enum(['PENDING', 'PROCESSED', 'FAILED']),
  created: z.boolean(),
});
