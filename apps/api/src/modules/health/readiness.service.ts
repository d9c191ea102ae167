import type { Readiness } from '@shringar/contracts/health';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';

/** A load balancer's probe must get an answer even while the database restarts or every connection is busy. */
const PROBE_TIMEOUT_MS = 2000;

/** The probe's outcome, or a rejection once it has waited too long (the probe itself is left to settle). */
async function within(probe: Promise<unknown>): Promise<'ok' | 'down'> {
  probe.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe, late]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this process should get traffic: not draining, its database and (when configured) Redis answer. */
export async function readiness(ctx: AppContext): Promise<Readiness> {
  const [db, redis] = await Promise.all([
    within(Promise.resolve(ctx.db.execute(sql`select 1`))),
    ctx.config.REDIS_URL ? within(ctx.limiter.store.ping()) : Promise.resolve('none' as const),
  ]);
  const draining = ctx.lifecycle.draining;
  const ready = !draining && db === 'ok' && redis !== 'down';
  return { status: ready ? 'ready' : 'unready', draining, db, redis };
}
