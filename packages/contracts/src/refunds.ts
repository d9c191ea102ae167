import { z } from 'zod';
import { formatRupees } from './money.ts';
import { rupeeAmount } from './operator-input.ts';
import type { StoreLang } from './store-lang.ts';

/**
 * Refunds an operator gives on an order or a return. Money is rupees here (paise in the API's tables). Every
 * refund is one row: to the shopper's Shringar wallet, to the original online payment (through the gateway), or
 * a payout the store made by bank transfer or UPI outside the system, recorded with its reference.
 */
export const REFUND_DESTINATIONS = ['WALLET', 'SOURCE', 'PAYOUT'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const PAYOUT_METHODS = ['UPI', 'BANK'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** A refund is PENDING while the gateway has it, DONE once given, FAILED when the gateway refused it. */
export const REFUND_STATES = ['PENDING', 'DONE', 'FAILED'] as const;

/** The largest single refund the console and the API accept (an order is never more than this). */
export const MAX_REFUND_RUPEES = 1_000_000;

const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const REFERENCE = /^[A-Za-z0-9-]{6,35}$/;

const reference = z
  .string({ error: 'Payout reference is required' })
  .trim()
  .regex(REFERENCE, 'Payout reference (UTR) must be 6–35 letters or digits');

/** A bank or UPI payout the store made itself: where the money went and the bank's reference (UTR). */
export const payoutSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('UPI'),
      upiId: z.string({ error: 'UPI id is required' }).trim().regex(UPI_ID, 'UPI id must look like name@bank'),
      reference,
    }),
    z.object({
      method: z.literal('BANK'),
      accountLast4: z
        .string({ error: 'Account number (last 4 digits) is required' })
        .trim()
        .regex(/^\d{4}$/, 'Account number must be its last 4 digits'),
      ifsc: z
        .string({ error: 'IFSC is required' })
        .trim()
        .toUpperCase()
        .regex(IFSC, 'IFSC must be 11 characters like SBIN0001234'),
      reference,
    }),
  ],
  { error: 'Payout method must be UPI or BANK' },
);
export type Payout = z.infer<typeof payoutSchema>;

const destination = z.enum(REFUND_DESTINATIONS, {
  error: 'Refund destination must be the wallet, the original payment or a bank/UPI payout',
});

/** The common part of a refund on an order and on a return: amount (default: all that is left), where to. */
const refundRequest = z.object({
  amount: rupeeAmount('Amount', { min: 'above-zero', max: MAX_REFUND_RUPEES }).optional(),
  reason: z.string().trim().max(200, 'Reason must be at most 200 characters').optional(),
  payout: payoutSchema.optional(),
});

const payoutMatchesDestination = (
  body: { destination: RefundDestination; payout?: Payout | undefined },
  ctx: z.RefinementCtx,
) => {
  if (body.destination === 'PAYOUT' && !body.payout)
    ctx.addIssue({ code: 'custom', path: ['payout'], message: 'A bank or UPI payout needs its details and reference' });
  if (body.destination !== 'PAYOUT' && body.payout)
    ctx.addIssue({ code: 'custom', path: ['payout'], message: 'Payout details go only with a bank or UPI payout' });
};

/** POST /admin/orders/{id}/refund: the original payment unless another destination is named (the CLI's default). */
export const orderRefundBody = refundRequest
  .extend({ destination: destination.default('SOURCE') })
  .superRefine(payoutMatchesDestination)
  .default({ destination: 'SOURCE' });

/** POST /admin/returns/{id}/refund: the destination is always chosen. */
export const returnRefundBody = refundRequest
  .extend({
    destination: z.enum(REFUND_DESTINATIONS, { error: `destination must be one of ${REFUND_DESTINATIONS.join(', ')}` }),
  })
  .superRefine(payoutMatchesDestination);

/** One refund as the order page (console and shopper) lists it. */
export const orderRefundSchema = z.object({
  refundId: z.number().int(),
  /** The return it settles; null for a refund on the order (goodwill, part of the price). */
  returnId: z.number().int().nullable(),
  amount: z.number(),
  destination: z.enum(REFUND_DESTINATIONS),
  status: z.enum(REFUND_STATES),
  payout: payoutSchema.nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** Where a refund went, in words both the console and the shopper read (the shopper's in their language). */
export function refundDestinationText(
  refund: Pick<OrderRefund, 'destination' | 'payout'>,
  lang: StoreLang = 'en',
): string {
  const hi = lang === 'hi';
  if (refund.destination === 'WALLET') return hi ? 'Shringar वॉलेट' : 'Shringar wallet';
  if (refund.destination === 'SOURCE') return hi ? 'जिस तरीके से पे किया था, उसी में' : 'Original payment';
  const p = refund.payout;
  if (!p) return hi ? 'बैंक या UPI पेआउट' : 'Bank or UPI payout';
  if (p.method === 'UPI')
    return hi
      ? `UPI ID ${p.upiId} पर पेआउट (रेफ़रेंस ${p.reference})`
      : `UPI payout to ${p.upiId} (reference ${p.reference})`;
  return hi
    ? `${p.accountLast4} पर खत्म होने वाले खाते में बैंक ट्रांसफ़र, ${p.ifsc} (रेफ़रेंस ${p.reference})`
    : `Bank transfer to account ending ${p.accountLast4}, ${p.ifsc} (reference ${p.reference})`;
}

/** One line of the order's refund list: '₹250.00 to Shringar wallet'. */
export const refundSummary = (refund: Pick<OrderRefund, 'amount' | 'destination' | 'payout'>) =>
  `${formatRupees(refund.amount)} to ${refundDestinationText(refund)}`;
