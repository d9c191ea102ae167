import { performance } from 'node:perf_hooks';

/**
 * How busy this process's event loop has been lately: the share of the last sampling interval it spent running
 * code (event loop utilization). The embedded database and server renders both run on the loop — a render and
 * its in-process API calls and queries often finish without the loop ever reaching its I/O phase, so counting
 * renders in flight sees one at a time. When the loop is nearly always busy, new work would only delay every
 * other answer (and the health check): then one new render is let in per interval, so the store keeps serving
 * pages, and the rest is refused at once.
 */
export class EventLoopPressure {
  private last = performance.eventLoopUtilization();
  private utilization = 0;
  private grantedSinceSample = false;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly maxUtilization: number,
    intervalMs = 200,
  ) {
    this.timer = setInterval(() => {
      const now = performance.eventLoopUtilization();
      this.utilization = performance.eventLoopUtilization(now, this.last).utilization;
      this.last = now;
      this.grantedSinceSample = false;
    }, intervalMs);
    this.timer.unref();
  }

  /** The loop's utilization over the last interval, 0 to 1. */
  get recent() {
    return this.utilization;
  }

  /** True while the loop has room; when it has none, true once per interval. */
  readonly canTakeMore = () => {
    if (this.utilization < this.maxUtilization) return true;
    if (this.grantedSinceSample) return false;
    this.grantedSinceSample = true;
    return true;
  };

  stop() {
    clearInterval(this.timer);
  }
}
