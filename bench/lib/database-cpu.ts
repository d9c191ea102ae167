import { processCpuMs } from './process-memory.ts';
import postgres from 'postgres';

/**
 * CPU used by the PostgreSQL server's backends of one database (the store's connections; not this meter's own),
 * between `start()` and `stop()`: the database's share of the work when it is not a child of the store. Backends
 * opened during the run count from their start; one that ended before `stop()` is missed.
 */
export async function databaseCpuMeter(url: string) {
  const db = postgres(url, { max: 1, onnotice: () => {} });
  const backends = async () => {
    const rows = await db<{ pid: number }[]>`select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`;
    return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]));
  };
  let before = new Map<number, number>();
  return {
    async start() {
      before = await backends();
    },
    async stop(): Promise<{ cpuMs: number; backends: number }> {
      const after = await backends();
      await db.end();
      let cpuMs = 0;
      for (const [pid, ms] of after) cpuMs += ms - (before.get(pid) ?? 0);
      return { cpuMs, backends: after.size };
    },
  };
}
