import { and, count, eq, gt, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/orders.ts';

/** Online orders still waiting for their payment (drafts that have not expired or been cancelled). */
export async function unpaidDrafts(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.isDraft, true),
        gt(orders.draftExpiresAt, ctx.clock.now()),
        notInArray(orders.status, ['CANCELLED', 'CANCELLED_BY_USER', 'CANCELLED_BY_SHRINGAR']),
      ),
    );
  return row?.n ?? 0;
}
