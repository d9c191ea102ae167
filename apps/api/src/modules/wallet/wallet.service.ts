import { formatRupees, toPaise, toRupees } from '@shringar/contracts/money';
import { pagination } from '@shringar/contracts/pagination';
import { type WalletTopupAnswer, type WalletTransaction, walletTopupLimits } from '@shringar/contracts/wallet';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { walletLedger, walletTopups } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { NotFound, ValidationError } from '../../lib/errors.ts';
import { recordProviderOrder } from '../payments/payments.public.ts';
import { getSettings } from '../settings/settings.public.ts';

export async function walletBalance(ctx: AppContext, userId: number) {
  const [row] = await ctx.db.select({ balance: users.walletBalancePaise }).from(users).where(eq(users.id, userId));
  if (!row) throw new NotFound('User not found');
  return { walletAmount: toRupees(row.balance) };
}

/** The ledger, newest first: every credit and debit with the balance right after it. */
export async function walletTransactions(ctx: AppContext, userId: number, page: number, itemsPerPage: number) {
  const [entries, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId))
      .orderBy(desc(walletLedger.id))
      .limit(itemsPerPage)
      .offset((page - 1) * itemsPerPage),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId)),
  ]);
  const items: WalletTransaction[] = entries.map((e) => ({
    id: e.id,
    type: e.type,
    kind: entryKind(e),
    amount: toRupees(e.amountPaise),
    reason: e.reason,
    ...(e.orderId ? { orderId: e.orderId } : {}),
    created_at: e.createdAt.toISOString(),
    balanceAfter: toRupees(e.balanceAfterPaise),
  }));
  return { items, pagination: pagination(Number(count?.n ?? 0), page, itemsPerPage) };
}

function entryKind(e: { type: 'CREDIT' | 'DEBIT'; orderId: string | null; walletTopupId: number | null }) {
  if (e.walletTopupId !== null) return 'TOP_UP' as const;
  if (e.orderId !== null) return e.type === 'DEBIT' ? ('ORDER_PAYMENT' as const) : ('ORDER_REFUND' as const);
  return e.type;
}

/**
 * Starts a top-up: a wallet_topups row and a provider order for its amount, stored server-side so that
 * /wallet/verify and the webhook can match the payment. The wallet is credited only when the payment is
 * confirmed (through the ledger, by the payments module).
 */
export async function startWalletTopup(
  ctx: AppContext,
  userId: number,
  amountRupees: number,
  field: 'amount' | 'deposit' = 'amount',
): Promise<WalletTopupAnswer> {
  // The schema holds the absolute bounds (and the API description states them); the store's own limits come
  // from its live settings, a rule of the store rather than of the request's shape: a code of their own.
  const { min, max } = walletTopupLimits(await getSettings(ctx));
  const outside = 'TOPUP_OUTSIDE_STORE_LIMITS';
  if (amountRupees < min) throw ValidationError.field(field, `${field} must be at least ${formatRupees(min)}`, outside);
  if (amountRupees > max) throw ValidationError.field(field, `${field} must be at most ${formatRupees(max)}`, outside);
  const amountPaise = toPaise(amountRupees);
  const now = ctx.clock.now();
  const [topup] = await ctx.db
    .insert(walletTopups)
    .values({ userId, amountPaise, createdAt: now, updatedAt: now })
    .returning({ id: walletTopups.id });
  // Not in a transaction with the row above: the provider call is a network call (and the simulator writes
  // through its own connection). A refused or unreachable provider marks the top-up FAILED instead.
  let order: Awaited<ReturnType<AppContext['payments']['createOrder']>>;
  try {
    order = await ctx.payments.createOrder({
      amountPaise,
      receipt: `topup:${topup!.id}`,
      notes: { walletTopupId: String(topup!.id), userId: String(userId) },
    });
  } catch (err) {
    await ctx.db
      .update(walletTopups)
      .set({ status: 'FAILED', updatedAt: ctx.clock.now() })
      .where(eq(walletTopups.id, topup!.id));
    throw err;
  }
  await recordProviderOrder(ctx.db, {
    userId,
    walletTopupId: topup!.id,
    provider: ctx.payments.id,
    providerOrderId: order.providerOrderId,
    amountPaise: order.amountPaise,
    createdAt: now,
    updatedAt: now,
  });
  return {
    walletTopupId: topup!.id,
    razorpayOrderId: order.providerOrderId,
    razorpayKeyId: ctx.payments.keyId,
    amountInPaise: order.amountPaise,
  };
}
