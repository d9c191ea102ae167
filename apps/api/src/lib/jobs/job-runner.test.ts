import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchedules } from '../../db/schema/jobs.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type Job, JobRunner } from './job-runner.ts';

/*
 * The runner's promise: each due run of a job happens once across every runner (process) on the database, and
 * a runner that dies holding a job gives it up when its lease ends. On PostgreSQL the runners race on real
 * parallel connections; on PGlite the same calls are serialised and must give the same answers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
/** A job with a name of its own, counting its runs; each run takes a little real time so runners overlap. */
function countingJob(opts: { intervalMs?: number; leaseMs?: number; runMs?: number } = {}) {
  const runs: string[] = [];
  const job: Job = {
    name: `test-job-${++seq}`,
    intervalMs: opts.intervalMs ?? 60_000,
    ...(opts.leaseMs ? { leaseMs: opts.leaseMs } : {}),
    run: async () => {
      runs.push(t.clock.now().toISOString());
      await new Promise((r) => setTimeout(r, opts.runMs ?? 20));
    },
  };
  return { job, runs };
}

const schedule = async (name: string) =>
  (await t.db.select().from(jobSchedules).where(eq(jobSchedules.name, name)))[0]!;

describe('job runner', () => {
  it('with several runners ticking at once, each due run happens exactly once', async () => {
    const { job, runs } = countingJob({ intervalMs: 60_000 });
    const runners = Array.from({ length: 5 }, (_, i) => new JobRunner(t.ctx, [job], `runner-${i}`));
    await Promise.all(runners.map((r) => r.register()));
    for (let round = 1; round <= 8; round++) {
      const ran = await Promise.all(runners.map((r) => r.tick()));
      expect(ran.flat()).toEqual([job.name]);
      expect(runs).toHaveLength(round);
      // Nothing is due again before the interval has passed.
      expect((await Promise.all(runners.map((r) => r.tick()))).flat()).toEqual([]);
      t.clock.advance(60_000);
    }
    const row = await schedule(job.name);
    expect([row.runs, row.leaseOwner, row.leaseExpiresAt]).toEqual([8, null, null]);
  });

  it('a runner that dies holding the lease: nobody runs the job until the lease ends, then another does', async () => {
    const { job, runs } = countingJob({ leaseMs: 120_000 });
    let finishDeadRun: () => void = () => {};
    const dying: Job = { ...job, run: () => new Promise<void>((resolve) => (finishDeadRun = resolve)) };
    const dead = new JobRunner(t.ctx, [dying], 'dead-runner');
    const alive = new JobRunner(t.ctx, [job], 'alive-runner');
    await dead.register();
    void dead.tick(); // claims the job and never finishes, as a killed process would not
    await expect.poll(async () => (await schedule(job.name)).leaseOwner).toBe('dead-runner');

    t.clock.advance(119_000);
    expect(await alive.tick()).toEqual([]);
    expect(runs).toEqual([]);

    t.clock.advance(1_000);
    expect(await alive.tick()).toEqual([job.name]);
    expect(runs).toHaveLength(1);
    const afterTakeover = await schedule(job.name);
    expect(afterTakeover.leaseOwner).toBeNull();

    // The old run finishing late cannot overwrite the schedule the new owner set.
    finishDeadRun();
    await expect.poll(async () => (await schedule(job.name)).runs).toBe(1);
    expect((await schedule(job.name)).runAt).toEqual(afterTakeover.runAt);
  });

  it('a long run renews its lease while it lasts, so nobody takes over a job that is still running', async () => {
    const { job, runs } = countingJob({ leaseMs: 300 });
    let finishRun: () => void = () => {};
    const long: Job = { ...job, run: () => new Promise<void>((resolve) => (finishRun = resolve)) };
    const holder = new JobRunner(t.ctx, [long], 'long-runner');
    const other = new JobRunner(t.ctx, [job], 'other-runner');
    await holder.register();
    const holding = holder.tick();
    await expect.poll(async () => (await schedule(job.name)).leaseOwner).toBe('long-runner');
    const claimedUntil = (await schedule(job.name)).leaseExpiresAt!.getTime();

    // Well past the first lease: the holder has renewed it from the (advanced) clock, so it is still its job.
    t.clock.advance(10_000);
    await expect
      .poll(async () => (await schedule(job.name)).leaseExpiresAt!.getTime())
      .toBeGreaterThanOrEqual(claimedUntil + 10_000);
    expect(await other.tick()).toEqual([]);
    expect(runs).toEqual([]);

    finishRun();
    expect(await holding).toEqual([job.name]);
    const done = await schedule(job.name);
    expect([done.runs, done.leaseOwner, done.leaseExpiresAt]).toEqual([1, null, null]);
  });

  it('a failing job is retried after a short backoff, never sooner than due, and recovers', async () => {
    let fail = true;
    const attempts: number[] = [];
    const job: Job = {
      name: `test-job-${++seq}`,
      intervalMs: 15 * 60_000,
      run: async () => {
        attempts.push(t.clock.now().getTime());
        if (fail) throw new Error('reconciliation provider down');
      },
    };
    const runner = new JobRunner(t.ctx, [job], 'runner-f');
    await runner.register();
    await runner.tick();
    let row = await schedule(job.name);
    expect([row.failures, row.lastError, row.runs]).toEqual([1, 'reconciliation provider down', 0]);
    expect(row.runAt.getTime() - t.clock.now().getTime()).toBe(10_000);
    expect(await runner.tick()).toEqual([]);
    t.clock.advance(10_000);
    await runner.tick();
    row = await schedule(job.name);
    expect([row.failures, row.runAt.getTime() - t.clock.now().getTime()]).toEqual([2, 30_000]);
    fail = false;
    t.clock.advance(30_000);
    await runner.tick();
    row = await schedule(job.name);
    expect([row.failures, row.lastError, row.runs, row.runAt.getTime() - t.clock.now().getTime()]).toEqual([
      0,
      null,
      1,
      15 * 60_000,
    ]);
    expect(attempts).toHaveLength(3);
  });

  it('register keeps an existing schedule (a restart does not make every job due at once)', async () => {
    const { job } = countingJob();
    const first = new JobRunner(t.ctx, [job], 'r1');
    await first.register();
    await first.tick();
    const before = await schedule(job.name);
    await new JobRunner(t.ctx, [job], 'r2').register();
    expect((await schedule(job.name)).runAt).toEqual(before.runAt);
  });
});
