import { toRupees } from '@shringar/contracts/money';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/users.ts';
import { NotFound } from '../../lib/errors.ts';
import { appendWalletEntry } from './wallet.public.ts';

/**
 * An operator's goodwill credit to a shopper's wallet, through the ledger. The idempotency key names the
 * request, so a retried command (same Idempotency-Key) credits once.
 */
export async function creditWalletByPhone(
  ctx: AppContext,
  input: { phone: string; amountPaise: number; reason: string; requestKey: string; operator: string },
) {
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.phone, `+91${input.phone}`));
    if (!user) throw new NotFound('No shopper is signed up with this phone number', 'USER_NOT_FOUND');
    const entry = await appendWalletEntry(tx, {
      userId: user.id,
      type: 'CREDIT',
      amountPaise: input.amountPaise,
      reason: input.reason,
      idempotencyKey: `operator-credit:${input.requestKey}`,
    });
    ctx.log.info({ userId: user.id, amountPaise: input.amountPaise, operator: input.operator }, 'wallet credited');
    return {
      userId: user.id,
      phone: input.phone,
      credited: toRupees(input.amountPaise),
      applied: entry.applied,
      walletAmount: toRupees(entry.balanceAfterPaise),
    };
  });
}
