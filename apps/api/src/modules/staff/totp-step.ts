import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import { acceptedTotpStep } from './totp.ts';

/**
 * Accepts an authenticator code once: the step it belongs to must be later than the last one this member used,
 * claimed by a conditional update, so a code seen over someone's shoulder (or sent twice at once) is refused.
 * 'used' is a right code of a step already claimed: its owner typed it twice, or signs in twice in one step.
 */
export async function claimTotpCode(
  ctx: AppContext,
  member: { id: number; totpSecret: string },
  code: string,
): Promise<'claimed' | 'wrong' | 'used'> {
  const step = acceptedTotpStep(member.totpSecret, code, ctx.clock.now());
  if (step === null) return 'wrong';
  const claimed = await ctx.db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(eq(staffMembers.id, member.id), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))),
    )
    .returning({ id: staffMembers.id });
  return claimed.length === 1 ? 'claimed' : 'used';
}
