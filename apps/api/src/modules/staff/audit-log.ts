import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { pagination } from '@shringar/contracts/pagination';
import type { AuditEntry } from '@shringar/contracts/staff';
import type { AppContext } from '../../context.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';

export type AuditRecord = {
  actor: string;
  actorKind: 'staff' | 'automation';
  staffId?: number | null;
  action: string;
  target?: string | null;
  statusCode?: number | null;
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
};

export async function recordAudit(ctx: AppContext, entry: AuditRecord) {
  await ctx.db.insert(operatorAuditLog).values({
    operator: entry.actor,
    actorKind: entry.actorKind,
    staffId: entry.staffId ?? null,
    action: entry.action,
    target: entry.target ?? null,
    statusCode: entry.statusCode ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    details: entry.details ?? null,
    createdAt: ctx.clock.now(),
  });
}

type AuditFilter = {
  page: number;
  itemsPerPage: number;
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** `%` and `_` typed into a filter are literal text, not patterns. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Dates are whole days in India Standard Time, the store's day. */
const istDayStart = (date: string) => new Date(`${date}T00:00:00+05:30`);
const nextIstDay = (date: string) => new Date(istDayStart(date).getTime() + 24 * 60 * 60 * 1000);

/** The log, newest first: actor and action match anywhere in the text, target exactly, dates in IST. */
export async function listAudit(ctx: AppContext, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(ilike(operatorAuditLog.operator, contains(filter.actor)));
  if (filter.action) conditions.push(ilike(operatorAuditLog.action, contains(filter.action)));
  if (filter.target) conditions.push(eq(operatorAuditLog.target, filter.target));
  if (filter.from) conditions.push(gte(operatorAuditLog.createdAt, istDayStart(filter.from)));
  if (filter.to) conditions.push(lt(operatorAuditLog.createdAt, nextIstDay(filter.to)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(operatorAuditLog)
      .where(where)
      .orderBy(desc(operatorAuditLog.id))
      .limit(filter.itemsPerPage)
      .offset((filter.page - 1) * filter.itemsPerPage),
    ctx.db.select({ n: count() }).from(operatorAuditLog).where(where),
  ]);
  const items: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    actor: r.operator,
    actorKind: r.actorKind,
    action: r.action,
    target: r.target,
    statusCode: r.statusCode,
    before: r.before,
    after: r.after,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, pagination: pagination(total?.n ?? 0, filter.page, filter.itemsPerPage) };
}
