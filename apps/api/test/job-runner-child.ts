/*
 * A job runner in a process of its own, for the test that kills it: it claims JOB_NAME on DATABASE_URL with a
 * lease of LEASE_MS, says `claimed` on stdout once the claim is committed, and never finishes the run.
 */
import { openDatabase } from '../src/db/client.ts';
import type { AppContext } from '../src/context.ts';
import { systemClock } from '../src/lib/clock.ts';
import { JobRunner } from '../src/lib/jobs/job-runner.ts';
import { StoreMetrics } from '../src/lib/metrics/store-metrics.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 2 });
const log = { info() {}, warn() {}, error() {} };
const ctx = { db: database.db, clock: systemClock, log, metrics: new StoreMetrics() } as unknown as AppContext;
const job = {
  name: process.env.JOB_NAME!,
  intervalMs: 60_000,
  leaseMs: Number(process.env.LEASE_MS),
  run: () => {
    process.stdout.write('claimed\n');
    return new Promise<void>(() => {});
  },
};
const runner = new JobRunner(ctx, [job], `child-${process.pid}`);
await runner.register();
await runner.tick();
