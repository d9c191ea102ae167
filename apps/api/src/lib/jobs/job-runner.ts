import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { jobSchedules } from '../../db/schema/jobs.ts';

/** A background job: modules/<domain>/*.job.ts default-exports one. */
export type Job = {
  name: string;
  /** Time from the end of one run to the next, cluster-wide. */
  intervalMs: number;
  /**
   * How long a runner may go without renewing its lease before another runner may take the job over (default
   * 30 s). The lease is renewed every third of it while the run lasts, up to maxRunMs.
   */
  leaseMs?: number;
  /** A run still going after this long stops renewing its lease, so a hung run cannot hold the job for ever (default 10 minutes). */
  maxRunMs?: number;
  run: (ctx: AppContext) => Promise<unknown>;
};

const DEFAULT_LEASE_MS = 30_000;
const DEFAULT_MAX_RUN_MS = 10 * 60_000;
/** A failing job is retried sooner than its interval at first, then no faster than the interval. */
const FAILURE_BACKOFF_MS = [10_000, 30_000, 60_000, 5 * 60_000];

/** runAt: when the run was due (its lateness is reported as the job's start lag). */
type Claim = { job: Job; failures: number; runAt: Date };
const after = (from: Date, ms: number) => new Date(from.getTime() + ms);

export const newRunnerId = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/**
 * Runs jobs so that each due run happens once across every process sharing the database. The schedule lives in
 * job_schedules: a runner claims a due job whose lease is free (FOR UPDATE SKIP LOCKED, so runners never queue
 * behind each other) and writes its lease in the same statement's transaction; the job runs outside any
 * transaction, renewing its lease while it lasts; the finish (next due time, lease cleared) applies only while
 * this runner still owns the lease. A runner killed mid-run stops renewing, its lease expires within leaseMs,
 * and the next runner to look runs the job again: each job's own effects are claimed row by row (conditional
 * updates), so a repeated run never repeats an effect.
 */
export class JobRunner {
  private readonly running = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> = Promise.resolve();
  private readonly byName: Map<string, Job>;

  constructor(
    private readonly ctx: AppContext,
    jobs: Job[],
    readonly owner: string = newRunnerId(),
  ) {
    this.byName = new Map(jobs.map((j) => [j.name, j]));
  }

  /** Adds a schedule row for each job that has none (due now); existing schedules are kept. */
  async register(): Promise<void> {
    const now = this.ctx.clock.now();
    const rows = [...this.byName.keys()].map((name) => ({ name, runAt: now }));
    if (rows.length) await this.ctx.db.insert(jobSchedules).values(rows).onConflictDoNothing();
  }

  /** Looks for due jobs every pollMs until stop(); a tick still running is never overlapped. */
  start(pollMs: number): void {
    const loop = () => {
      this.current = this.tick()
        .catch((err: unknown) => this.ctx.log.error({ err }, 'job runner could not claim jobs'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(loop, pollMs).unref();
        });
    };
    this.timer = setTimeout(loop, 0).unref();
  }

  /** Stops polling and waits for the run in progress, so a shutdown never abandons a lease it could release. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current;
  }

  /** Claims and runs every job that is due and free, one after another. Returns the names it ran. */
  async tick(): Promise<string[]> {
    const ran: string[] = [];
    for (;;) {
      const job = await this.claimNext();
      if (!job) return ran;
      ran.push(job.job.name);
      await this.runClaimed(job);
    }
  }

  private async claimNext(): Promise<Claim | null> {
    const candidates = [...this.byName.keys()].filter((n) => !this.running.has(n));
    if (!candidates.length) return null;
    const now = this.ctx.clock.now();
    return this.ctx.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ name: jobSchedules.name, failures: jobSchedules.failures, runAt: jobSchedules.runAt })
        .from(jobSchedules)
        .where(
          and(
            inArray(jobSchedules.name, candidates),
            lte(jobSchedules.runAt, now),
            or(isNull(jobSchedules.leaseExpiresAt), lte(jobSchedules.leaseExpiresAt, now)),
          ),
        )
        .orderBy(jobSchedules.runAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const job = this.byName.get(due.name)!;
      const leaseExpiresAt = after(now, job.leaseMs ?? DEFAULT_LEASE_MS);
      await tx
        .update(jobSchedules)
        .set({ leaseOwner: this.owner, leaseExpiresAt, lastStartedAt: now })
        .where(eq(jobSchedules.name, due.name));
      return { job, failures: due.failures, runAt: due.runAt };
    });
  }

  private async runClaimed({ job, failures, runAt }: Claim): Promise<void> {
    this.running.add(job.name);
    const stopRenewing = this.renewWhileRunning(job);
    try {
      let error: unknown = null;
      const lagSeconds = (this.ctx.clock.now().getTime() - runAt.getTime()) / 1000;
      const started = performance.now();
      try {
        await job.run(this.ctx);
      } catch (err) {
        error = err;
        this.ctx.log.error({ err, job: job.name }, 'job failed');
      }
      const seconds = (performance.now() - started) / 1000;
      this.ctx.metrics.jobRun(job.name, error === null ? 'ok' : 'failed', seconds, lagSeconds);
      stopRenewing();
      await this.finish(job, error, failures);
    } finally {
      stopRenewing();
      this.running.delete(job.name);
    }
  }

  /**
   * Pushes the lease forward every third of it while the run lasts (never past maxRunMs), so a long run keeps
   * its job and a killed process's job is taken over within one lease. Answers the function that stops it.
   */
  private renewWhileRunning(job: Job): () => void {
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const giveUpAt = Date.now() + (job.maxRunMs ?? DEFAULT_MAX_RUN_MS);
    const timer = setInterval(() => {
      if (Date.now() >= giveUpAt) {
        clearInterval(timer);
        this.ctx.log.warn({ job: job.name }, 'job run past its maximum; its lease is left to expire');
        return;
      }
      const mine = and(eq(jobSchedules.name, job.name), eq(jobSchedules.leaseOwner, this.owner));
      Promise.resolve(
        this.ctx.db
          .update(jobSchedules)
          .set({ leaseExpiresAt: after(this.ctx.clock.now(), leaseMs) })
          .where(mine),
      ).catch((err: unknown) => this.ctx.log.warn({ err, job: job.name }, 'job lease not renewed'));
    }, leaseMs / 3);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async finish(job: Job, error: unknown, failures: number): Promise<void> {
    const now = this.ctx.clock.now();
    const mine = and(eq(jobSchedules.name, job.name), eq(jobSchedules.leaseOwner, this.owner));
    const released = { leaseOwner: null, leaseExpiresAt: null, lastFinishedAt: now };
    const [row] = await this.ctx.db
      .update(jobSchedules)
      .set(
        error === null
          ? {
              ...released,
              runAt: after(now, job.intervalMs),
              runs: sql`${jobSchedules.runs} + 1`,
              failures: 0,
              lastError: null,
            }
          : {
              ...released,
              runAt: after(
                now,
                Math.min(job.intervalMs, FAILURE_BACKOFF_MS[Math.min(failures, FAILURE_BACKOFF_MS.length - 1)]!),
              ),
              failures: failures + 1,
              lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
            },
      )
      .where(mine)
      .returning({ name: jobSchedules.name });
    // Another runner took the job over after our lease expired; its run decides the schedule.
    if (!row) this.ctx.log.warn({ job: job.name, owner: this.owner }, 'job finished after losing its lease');
  }
}
