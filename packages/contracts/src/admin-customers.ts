import { z } from 'zod';
import { rupeeAmount } from './operator-input.ts';
import { ORDER_STATUSES } from './orders.ts';
import { pagedSchema, paginationQuery } from './pagination.ts';

/** The console's customers: look-up, one shopper's orders, addresses and wallet, wallet adjustments. Money is rupees. */

export const CUSTOMER_SORTS = ['newest', 'oldest', 'name'] as const;

/** `q`: digits match the phone number (any part of it); anything else the name or e-mail. */
export const customerSearchQuery = paginationQuery(20).extend({
  q: z.string().trim().max(80, 'q must be at most 80 characters').optional(),
  sort: z.enum(CUSTOMER_SORTS, { error: `sort must be one of ${CUSTOMER_SORTS.join(', ')}` }).default('newest'),
});

export const customerRow = z.object({
  userId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  orderCount: z.number().int(),
  walletAmount: z.number(),
  joinedAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRow>;
export const customerPage = pagedSchema(customerRow);

export const customerIdParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647, 'id is too large'),
});

const customerAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  landmark: z.string().nullable(),
  phone: z.string(),
  isDefault: z.boolean(),
});

const customerOrder = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethods: z.array(z.string()),
  total: z.number(),
  itemCount: z.number().int(),
});

/** One shopper: who, where they receive orders, their latest orders and their wallet balance. */
/** The shopper's cash-on-delivery standing (COD risk controls): refused deliveries counted, and their COD switch. */
export const customerCodStanding = z.object({
  refusals: z.number().int(),
  allowed: z.boolean(),
});
export type CustomerCodStanding = z.infer<typeof customerCodStanding>;

export const customerCodBody = z.object({
  allowed: z.boolean({ error: 'allowed must be true or false' }),
});

export const customerView = z.object({
  customer: customerRow,
  cod: customerCodStanding,
  addresses: z.array(customerAddress),
  recentOrders: z.array(customerOrder),
});
export type CustomerView = z.infer<typeof customerView>;

export const walletLedgerQuery = paginationQuery(20);
export const walletLedgerRow = z.object({
  id: z.number().int(),
  type: z.enum(['CREDIT', 'DEBIT']),
  amount: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletLedgerRow = z.infer<typeof walletLedgerRow>;
export const walletLedgerPage = pagedSchema(walletLedgerRow).extend({ walletAmount: z.number() });

export const walletAdjustmentBody = z.object({
  type: z.enum(['CREDIT', 'DEBIT'], { error: 'type must be CREDIT or DEBIT' }),
  amount: rupeeAmount('amount', { min: 'above-zero', max: 100_000 }),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(3, 'reason must be at least 3 characters')
    .max(200, 'reason must be at most 200 characters'),
});

export const walletAdjustmentAnswer = z.object({
  userId: z.number().int(),
  type: z.enum(['CREDIT', 'DEBIT']),
  amount: z.number(),
  /** False when this Idempotency-Key had already been applied: nothing changed. */
  applied: z.boolean(),
  walletAmount: z.number(),
});
