import { toRupees } from '@shringar/contracts/money';
import { pagination } from '@shringar/contracts/pagination';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { walletLedger } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { appendWalletEntry } from '../wallet/wallet.public.ts';
import { customerNotFound } from './customer-profile-admin.service.ts';

/** GET /admin/customers/{id}/wallet: the balance and the ledger, newest entry first. */
export async function listCustomerLedger(
  ctx: AppContext,
  userId: number,
  page: { page: number; itemsPerPage: number },
) {
  const [user] = await ctx.db.select({ balance: users.walletBalancePaise }).from(users).where(eq(users.id, userId));
  if (!user) throw customerNotFound();
  const mine = eq(walletLedger.userId, userId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(walletLedger)
      .where(mine)
      .orderBy(desc(walletLedger.id))
      .limit(page.itemsPerPage)
      .offset((page.page - 1) * page.itemsPerPage),
    ctx.db.select({ n: count() }).from(walletLedger).where(mine),
  ]);
  return {
    walletAmount: toRupees(user.balance),
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      amount: toRupees(r.amountPaise),
      balanceAfter: toRupees(r.balanceAfterPaise),
      reason: r.reason,
      orderId: r.orderId,
      createdAt: r.createdAt.toISOString(),
    })),
    pagination: pagination(total?.n ?? 0, page.page, page.itemsPerPage),
  };
}

/**
 * POST /admin/customers/{id}/wallet: a credit or debit by staff, with their reason, through the ledger. The
 * ledger's conditional update keeps a debit from overdrawing whatever runs beside it (409); the request's
 * Idempotency-Key (or a fresh one) names the entry, so a retried adjustment applies once.
 */
export async function adjustCustomerWallet(
  ctx: AppContext,
  input: {
    userId: number;
    type: 'CREDIT' | 'DEBIT';
    amountPaise: number;
    reason: string;
    requestKey: string;
    operator: string;
  },
) {
  // The shopper reads the reason in their wallet; who made the adjustment is in the audit log and the server log.
  ctx.log.info(
    { userId: input.userId, type: input.type, amountPaise: input.amountPaise, operator: input.operator },
    'wallet adjusted',
  );
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ balance: users.walletBalancePaise }).from(users).where(eq(users.id, input.userId));
    if (!user) throw customerNotFound();
    const entry = await appendWalletEntry(tx, {
      userId: input.userId,
      type: input.type,
      amountPaise: input.amountPaise,
      reason: input.reason,
      idempotencyKey: `operator-adjust:${input.userId}:${input.requestKey}`,
    });
    const beforePaise = entry.applied
      ? entry.balanceAfterPaise + (input.type === 'CREDIT' ? -input.amountPaise : input.amountPaise)
      : entry.balanceAfterPaise;
    return {
      userId: input.userId,
      type: input.type,
      amount: toRupees(input.amountPaise),
      applied: entry.applied,
      walletAmount: toRupees(entry.balanceAfterPaise),
      walletAmountBefore: toRupees(beforePaise),
    };
  });
}
