import { inArray, lt, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/users.ts';
import type { Counter, CounterStore } from './counter-store.ts';

/**
 * Counters in the rate_limit_counters table. One upsert per hit: PostgreSQL takes the row lock on conflict,
 * so parallel increments from any number of processes are serialised and none is lost.
 */
export class PostgresCounterStore implements CounterStore {
  constructor(private readonly db: Db) {}

  async increment(key: string, nowMs: number, resetAtIfNewMs: number, by = 1): Promise<Counter> {
    const now = new Date(nowMs);
    const resetAt = new Date(resetAtIfNewMs);
    const [row] = await rows<{ count: number; reset_at: Date | string }>(
      this.db,
      sql`insert into rate_limit_counters as c (key, count, reset_at)
          values (${key}, ${by}::int, ${resetAt.toISOString()}::timestamptz)
          on conflict (key) do update set
            count = case when c.reset_at <= ${now.toISOString()}::timestamptz then excluded.count else c.count + excluded.count end,
            reset_at = case when c.reset_at <= ${now.toISOString()}::timestamptz then excluded.reset_at else c.reset_at end
          returning c.count, c.reset_at`,
    );
    return { count: Number(row!.count), resetAtMs: new Date(row!.reset_at).getTime() };
  }

  async read(key: string, nowMs: number): Promise<Counter | null> {
    const [row] = await rows<{ count: number; reset_at: Date | string }>(
      this.db,
      sql`select count, reset_at from rate_limit_counters
          where key = ${key} and reset_at > ${new Date(nowMs).toISOString()}::timestamptz`,
    );
    return row ? { count: Number(row.count), resetAtMs: new Date(row.reset_at).getTime() } : null;
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length) await this.db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
  }

  async purgeExpired(beforeMs: number): Promise<number> {
    const deleted = await this.db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.resetAt, new Date(beforeMs)))
      .returning({ key: rateLimitCounters.key });
    return deleted.length;
  }

  /** The database's readiness is checked on its own. */
  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}
