import type postgres from 'postgres';
import { treeCpuMs, processCpuMs } from '../lib/process-memory.ts';

/**
 * CPU a server costs: its own process tree plus the PostgreSQL backends connected to its database (children of
 * the machine's server, found by database name), so a store that pushes work into SQL is not flattered.
 * Backends that end between two readings take their time with them; the pools here keep theirs open.
 */
export function cpuMeter(admin: postgres.Sql, pid: number, database: string) {
  return async (): Promise<number> => {
    const backends = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${database}`;
    return treeCpuMs(pid) + backends.reduce((sum, b) => sum + processCpuMs(b.pid), 0);
  };
}
