/** Where the supervisor says what it does: the store's log (before Fastify's exists, its startup lines). */
export type SupervisorLog = { info(msg: string): void; warn(msg: string): void };

/** Waits between restart attempts of a server that keeps dying or will not start, growing to the last. */
const BACKOFF_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];
/** A server that stayed up this long starts its next restart from the first wait again. */
const STABLE_MS = 60_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Watches a database server by its process id and restarts it when it dies (a kill, an out-of-memory kill, a
 * crash), with growing waits between attempts, logging each death and each restart. While it is down, queries
 * fail at once (nothing listens on its port) and /api/v4/ready answers 503. `stop()` ends the watch before a
 * deliberate shutdown, so that is never mistaken for a death.
 */
export function superviseServer(opts: {
  pid: number;
  restart: () => Promise<number>;
  log: SupervisorLog;
  checkEveryMs?: number;
  backoffMs?: readonly number[];
}) {
  const backoff = opts.backoffMs ?? BACKOFF_MS;
  let pid = opts.pid;
  let upSince = Date.now();
  let attempt = 0;
  let stopped = false;
  let restarting: Promise<void> | undefined;

  const recover = async () => {
    const downSince = Date.now();
    if (downSince - upSince >= STABLE_MS) attempt = 0;
    opts.log.warn(`the embedded PostgreSQL (pid ${pid}) has stopped: restarting it`);
    while (!stopped) {
      const waitMs = backoff[Math.min(attempt, backoff.length - 1)]!;
      attempt++;
      await new Promise((r) => setTimeout(r, waitMs));
      if (stopped) return;
      try {
        const old = pid;
        pid = await opts.restart();
        upSince = Date.now();
        opts.log.warn(
          `the embedded PostgreSQL is running again (pid ${pid}, was ${old}) after ${Math.round((upSince - downSince) / 100) / 10} s, restart attempt ${attempt}`,
        );
        return;
      } catch (err) {
        const next = backoff[Math.min(attempt, backoff.length - 1)]!;
        opts.log.warn(
          `the embedded PostgreSQL could not be restarted (attempt ${attempt}; next in ${next / 1000} s): ${err instanceof Error ? err.message : String(err)}`,
        );
      }
    }
  };

  const timer = setInterval(() => {
    if (stopped || restarting || isAlive(pid)) return;
    restarting = recover().finally(() => (restarting = undefined));
  }, opts.checkEveryMs ?? 500);
  timer.unref();

  return {
    get pid() {
      return pid;
    },
    /** Ends the watch; waits for a restart under way to settle, so the caller stops the server it started. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await restarting;
    },
  };
}
