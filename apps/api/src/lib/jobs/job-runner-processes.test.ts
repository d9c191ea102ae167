import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { jobSchedules } from '../../db/schema/jobs.ts';
import { FakeClock } from '../clock.ts';
import { openTestDatabase, testDbKind } from '../../../test/databases.ts';
import { testConfig } from '../../../test/test-config.ts';
import { StoreMetrics } from '../metrics/store-metrics.ts';
import { JobRunner } from './job-runner.ts';

/*
 * A runner process killed with SIGKILL while it holds a job: the job waits out the lease, then a runner in
 * another process runs it. PostgreSQL only: PGlite is one process's database.
 */
const here = dirname(fileURLToPath(import.meta.url));
const apiDir = join(here, '..', '..', '..');
const LEASE_MS = 30_000;

describe.runIf(testDbKind() === 'postgres')('a runner process killed mid-run', () => {
  let ctx: AppContext;
  let databaseUrl: string;
  let closeDb: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // A database of its own that a child process can open too; the runners need no app around them.
    const database = await openTestDatabase('empty');
    closeDb = database.close;
    const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test');
    url.pathname = `/${database.name}`;
    databaseUrl = url.toString();
    const log = { info() {}, warn() {}, error() {} };
    const metrics = new StoreMetrics();
    ctx = { config: testConfig(), db: database.db, dbKind: 'postgres', log, metrics } as unknown as AppContext;
  });
  afterAll(async () => {
    await closeDb?.();
  });

  it('gives its job to another process once the lease has expired, not before', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/job-runner-child.ts'], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, JOB_NAME: 'killed-job', LEASE_MS: String(LEASE_MS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await expect.poll(() => out, { timeout: 60_000 }).toContain('claimed');
    child.kill('SIGKILL');
    await once(child, 'exit');

    const [held] = await ctx.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'killed-job'));
    expect(held!.leaseOwner).toBe(`child-${child.pid}`);

    const runs: number[] = [];
    const job = { name: 'killed-job', intervalMs: 60_000, run: async () => void runs.push(1) };
    const survivorAt = (at: Date): AppContext => ({ ...ctx, clock: new FakeClock(at) });
    // Just before the dead process's lease ends: still its job.
    const before = new JobRunner(survivorAt(new Date(held!.leaseExpiresAt!.getTime() - 1_000)), [job], 'survivor');
    expect(await before.tick()).toEqual([]);
    // Once it has ended: the survivor runs it, once.
    const after = new JobRunner(survivorAt(held!.leaseExpiresAt!), [job], 'survivor');
    expect(await after.tick()).toEqual(['killed-job']);
    expect(await after.tick()).toEqual([]);
    expect(runs).toHaveLength(1);
    const [done] = await ctx.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'killed-job'));
    expect([done!.runs, done!.leaseOwner]).toEqual([1, null]);
  }, 120_000); // starting a TypeScript process on a busy machine
});
