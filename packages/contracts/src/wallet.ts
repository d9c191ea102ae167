import { z } from 'zod';
import { pagedSchema, paginationQuery } from './pagination.ts';

export const WALLET_TOPUP_MIN_RUPEES = 1;
export const WALLET_TOPUP_MAX_RUPEES = 50_000;

export const walletBalanceSchema = z.object({ walletAmount: z.number() });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/**
 * What an entry was: money added through the gateway, paid for an order, given back for an order (a
 * cancellation, an expired reservation), or an operator's credit or debit.
 */
export const WALLET_ENTRY_KINDS = ['TOP_UP', 'ORDER_PAYMENT', 'ORDER_REFUND', 'CREDIT', 'DEBIT'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

export const walletTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(['CREDIT', 'DEBIT']),
  kind: z.enum(WALLET_ENTRY_KINDS),
  /** Rupees. */
  amount: z.number(),
  reason: z.string(),
  orderId: z.string().optional(),
  created_at: z.string(),
  /** The balance right after this entry, in rupees. */
  balanceAfter: z.number(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** Top-up amount in rupees, at most two decimals. */
export const walletTopupAmountSchema = z
  .number({ error: 'amount must be a number' })
  .min(WALLET_TOPUP_MIN_RUPEES, `amount must be at least ₹${WALLET_TOPUP_MIN_RUPEES}`)
  .max(WALLET_TOPUP_MAX_RUPEES, `amount must be at most ₹${WALLET_TOPUP_MAX_RUPEES}`)
  // Paise must be whole: 19.99 is fine (float noise aside), 10.123 is not.
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'amount has at most two decimals' });

export const walletInitBodySchema = z.object({ amount: walletTopupAmountSchema });

/** WALLET_TOPUP_MIN_RUPEES (1) to WALLET_TOPUP_MAX_RUPEES (50,000) written as text, at most two decimals. */
const DEPOSIT_PATTERN = /^(?:(?:[1-9]\d{0,3}|[1-4]\d{4})(?:\.\d{1,2})?|50000(?:\.00?)?)$/;

/** POST /wallet/?deposit=N: the amount in the query, as the spec's web app sends it. */
export const walletDepositQuerySchema = z.object({
  deposit: z
    .string()
    // ₹1 to ₹50,000 with at most two decimals, as a pattern, so the API description states the whole rule.
    .regex(DEPOSIT_PATTERN, 'deposit must be an amount in rupees from 1 to 50000')
    .transform(Number)
    .pipe(walletTopupAmountSchema),
});

export const walletTopupAnswerSchema = z.object({
  walletTopupId: z.number().int(),
  razorpayOrderId: z.string(),
  razorpayKeyId: z.string(),
  amountInPaise: z.number().int(),
});
export type WalletTopupAnswer = z.infer<typeof walletTopupAnswerSchema>;

export const walletTransactionsQuery = paginationQuery();
export const pagedWalletTransactionsSchema = pagedSchema(walletTransactionSchema);

export { walletTopupLimits } from './wallet-limits.ts';
