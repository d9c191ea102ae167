import type { VerifyWalletAnswer, VerifyWalletBody } from '@shringar/contracts/payments';
import { toRupees } from '@shringar/contracts/money';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { walletTopups } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { BadRequest, NotFound } from '../../lib/errors.ts';
import { recordUnpaidAttempt, verifyCapturedPayment } from './payment-verification.ts';
import { latestPaymentForTopup } from './payment-records.ts';

/**
 * POST /wallet/verify: a wallet top-up's checkout came back. A verified payment credits the wallet once
 * (ledger key topup:<id>), whether this call or the webhook gets there first.
 */
export async function verifyWalletTopup(
  ctx: AppContext,
  userId: number,
  input: VerifyWalletBody,
): Promise<VerifyWalletAnswer> {
  const [topup] = await ctx.db
    .select({ id: walletTopups.id })
    .from(walletTopups)
    .where(and(eq(walletTopups.id, input.walletTopupId), eq(walletTopups.userId, userId)));
  if (!topup) throw new NotFound('Wallet top-up not found.');
  const record = await latestPaymentForTopup(ctx.db, topup.id);
  if (!record) throw new NotFound('Wallet top-up not found.');

  if (input.paymentId && input.signature) {
    await verifyCapturedPayment(ctx, record, input.paymentId, input.signature);
  } else if (input.paymentId || input.signature) {
    throw new BadRequest('paymentId and signature must be sent together', 'VALIDATION_ERROR');
  } else if (record.status !== 'PAID') {
    await recordUnpaidAttempt(ctx, record, input.reason);
  }

  const [after] = await ctx.db
    .select({ status: walletTopups.status, balance: users.walletBalancePaise })
    .from(walletTopups)
    .innerJoin(users, eq(users.id, walletTopups.userId))
    .where(eq(walletTopups.id, topup.id));
  return { walletAmount: toRupees(after!.balance), isPaid: after!.status === 'PAID' };
}
