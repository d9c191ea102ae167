import type { AdminCallback, CallbackPage, CallbackStatus } from '@shringar/contracts/admin-content';
import { pagination } from '@shringar/contracts/pagination';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { callbackRequests } from '../../db/schema/engagement.ts';
import { users } from '../../db/schema/users.ts';
import { NotFound } from '../../lib/errors.ts';

type Row = typeof callbackRequests.$inferSelect & { customerName: string | null };

const toAdminCallback = (r: Row): AdminCallback => ({
  id: r.id,
  phone: r.phone,
  customerName: r.customerName || null,
  status: r.status,
  note: r.note,
  handledBy: r.handledBy,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const columns = {
  id: callbackRequests.id,
  phone: callbackRequests.phone,
  userId: callbackRequests.userId,
  ip: callbackRequests.ip,
  status: callbackRequests.status,
  note: callbackRequests.note,
  handledBy: callbackRequests.handledBy,
  createdAt: callbackRequests.createdAt,
  updatedAt: callbackRequests.updatedAt,
  customerName: users.name,
};

/**
 * The call-back queue: waiting requests first (oldest first, as they should be called), then the handled
 * ones, newest first. The shopper's name when the request came from a signed-in account.
 */
export async function listCallbacks(
  ctx: AppContext,
  query: { page: number; itemsPerPage: number; status?: CallbackStatus | undefined },
): Promise<CallbackPage> {
  const where = query.status ? eq(callbackRequests.status, query.status) : undefined;
  const waitingFirst = sql`case when ${callbackRequests.status} = 'NEW' then 0 else 1 end`;
  const oldestWaiting = sql`case when ${callbackRequests.status} = 'NEW' then ${callbackRequests.createdAt} end`;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(callbackRequests)
      .leftJoin(users, eq(users.id, callbackRequests.userId))
      .where(where)
      .orderBy(asc(waitingFirst), asc(oldestWaiting), desc(callbackRequests.createdAt), desc(callbackRequests.id))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    ctx.db.select({ n: count() }).from(callbackRequests).where(where),
  ]);
  return { items: rows.map(toAdminCallback), pagination: pagination(total?.n ?? 0, query.page, query.itemsPerPage) };
}

/** A request marked contacted or closed, with the operator's note (a note left out keeps the one there). */
export async function updateCallback(
  ctx: AppContext,
  id: number,
  input: { status: CallbackStatus; note?: string | undefined; actor: string },
) {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select(columns)
      .from(callbackRequests)
      .leftJoin(users, eq(users.id, callbackRequests.userId))
      .where(eq(callbackRequests.id, id))
      .for('update', { of: callbackRequests });
    if (!found) throw new NotFound('Call-back request not found.', 'CALLBACK_NOT_FOUND');
    const [saved] = await tx
      .update(callbackRequests)
      .set({
        status: input.status,
        note: input.note === undefined ? found.note : input.note || null,
        handledBy: input.actor,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(callbackRequests.id, id))
      .returning();
    return {
      before: toAdminCallback(found),
      after: toAdminCallback({ ...saved!, customerName: found.customerName }),
    };
  });
}

/** Call-back requests nobody has answered yet. */
export async function callbacksWaiting(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(callbackRequests).where(eq(callbackRequests.status, 'NEW'));
  return row?.n ?? 0;
}
