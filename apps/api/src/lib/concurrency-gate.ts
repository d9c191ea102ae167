/** Thrown when a gate is full: the caller answers 503 with Retry-After instead of waiting without end. */
export class GateFull extends Error {
  constructor(readonly reason: 'queue-full' | 'waited-too-long' | 'under-pressure') {
    super(`server busy (${reason})`);
    this.name = 'GateFull';
  }
}

export type GateOptions = {
  /** How many tasks run at once. */
  limit: number;
  /** How many may wait for a slot; one more is refused at once. */
  queueLimit: number;
  /** How long a task may wait for a slot before it is refused (its caller still has time to answer). */
  maxWaitMs: number;
  /**
   * Whether the process can take more work now (the event loop's recent load). When not, a task is refused at
   * once unless nothing else runs: one at a time always makes progress.
   */
  canTakeMore?: () => boolean;
};

type Waiter = { start: () => void; timer: ReturnType<typeof setTimeout> };

/**
 * A bounded queue in front of work that costs CPU or database time (server renders, API calls). Under a flood
 * the work in flight stays at `limit`, the queue at `queueLimit`, and every request is answered quickly: either
 * it gets a slot within `maxWaitMs` or it is refused with GateFull. Waiters are served first come, first served.
 * A count alone cannot see work that holds the event loop (the embedded database runs its queries on it), so an
 * optional `canTakeMore` check refuses work early while the loop is saturated.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: GateOptions) {}

  get inFlight() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }

  /** Runs `task` when a slot is free; rejects with GateFull when the queue is full or the wait too long. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** Takes a slot (wait included); the caller must call release() exactly once after. */
  acquire(): Promise<void> {
    if (this.running > 0 && this.options.canTakeMore && !this.options.canTakeMore())
      return Promise.reject(new GateFull('under-pressure'));
    if (this.running < this.options.limit) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queueLimit) return Promise.reject(new GateFull('queue-full'));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new GateFull('waited-too-long'));
        }, this.options.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Gives the slot to the oldest waiter, or frees it. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running--;
  }
}
