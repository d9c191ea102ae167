import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A load balancer's probe must get an answer even while the database is restarting or every connection is busy. */
const PROBE_TIMEOUT_MS = 2000;
/** How often the database is asked; the health answer is at most this old. */
export const PROBE_INTERVAL_MS = 1000;

/** `select 1`, or a rejection once the probe has waited too long (the query itself is left to finish or fail). */
async function probe(db: Db): Promise<boolean> {
  const query = Promise.resolve(db.execute(sql`select 1`));
  query.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([query, late]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Database reachability, asked once a second in the background rather than on every health request: a health
 * check under load (or a load balancer probing often) then costs no query, and its answer is at most a
 * second old. The first answer waits for the first probe.
 */
export function databaseProbe(db: Db): { reachable(): Promise<boolean>; stop(): void } {
  let last = probe(db);
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow probe is not stacked on
    running = true;
    const next = probe(db);
    void next.then((ok) => {
      last = Promise.resolve(ok);
      running = false;
    });
  }, PROBE_INTERVAL_MS);
  timer.unref();
  return { reachable: () => last, stop: () => clearInterval(timer) };
}
