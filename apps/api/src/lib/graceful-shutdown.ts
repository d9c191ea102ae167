import type { FastifyInstance } from 'fastify';

type ShutdownOptions = {
  /** How long /api/v4/ready answers 503 before the listener closes, so a polling load balancer moves away. */
  drainDelayMs: number;
  /** After this long, give up waiting for requests in flight (the caller exits non-zero). */
  timeoutMs: number;
};

/**
 * A deploy's SIGTERM: readiness turns 503 at once, requests keep being served for drainDelayMs while the load
 * balancer notices, then the listener closes: requests in flight finish, a request arriving on an open
 * keep-alive connection gets the envelope's 503 with `Connection: close` (plugins/closing-answer.ts), and the
 * jobs, caches' feed and pools close with the app. Resolves true when everything closed in time.
 */
export async function drainAndClose(app: FastifyInstance, opts: ShutdownOptions): Promise<boolean> {
  app.ctx.lifecycle.startDraining();
  if (opts.drainDelayMs > 0) await new Promise((r) => setTimeout(r, opts.drainDelayMs));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), opts.timeoutMs);
  });
  try {
    return await Promise.race([app.close().then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
