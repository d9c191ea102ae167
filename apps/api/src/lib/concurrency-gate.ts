/** Thrown when a gate is full: the caller answers 503 with Retry-After instead of waiting without end. */
export class GateFull extends Error {
  constructor(readonly reason: 'queue-full' | 'wait-too-long' | 'waited-too-long') {
    super(`server busy (${reason})`);
    this.name = 'GateFull';
  }
}

export type GateOptions = {
  /** How many tasks run at once. */
  limit: number;
  /** How many may wait for a slot in all; one more is refused at once. */
  queueLimit: number;
  /**
   * The longest wait the gate accepts: a task whose expected wait (the tasks served before it, times the recent
   * time a task holds a slot, over `limit`) is longer is refused at once, and one that has waited this long
   * after all (the estimate was wrong) is refused then. Its caller still has time to answer.
   */
  maxWaitMs: number;
  /** What a task is assumed to hold a slot for before any has finished. */
  initialServiceMs?: number;
  /** Clock for the service-time estimate (tests). */
  now?: () => number;
};

type Waiter = { start: () => void; timer: ReturnType<typeof setTimeout> };

/** Weight of the newest task in the running average of how long a task holds a slot. */
const SERVICE_SMOOTHING = 0.2;

/**
 * A bounded, fair queue in front of work that costs CPU or database time (server renders, API calls). The work
 * in flight stays at `limit`. Waiters are grouped by client network (lib/client-network.ts) and served round
 * robin, one per network in turn: a network that floods queues behind its own requests, while a shopper from
 * another network waits for at most one turn. A new waiter is admitted when its expected wait is within
 * `maxWaitMs`, so a short queue (a burst of pages a core can render in 100 ms) is served instead of refused,
 * and a long one is refused at once with time left to answer 503.
 */
export class ConcurrencyGate {
  private running = 0;
  private waitingCount = 0;
  /** Each network's waiters, first come first served; the map's order is the round-robin order. */
  private readonly queues = new Map<string, Waiter[]>();
  private serviceMs: number;
  private readonly now: () => number;

  constructor(private readonly options: GateOptions) {
    this.serviceMs = options.initialServiceMs ?? 50;
    this.now = options.now ?? (() => performance.now());
  }

  get inFlight() {
    return this.running;
  }

  get queued() {
    return this.waitingCount;
  }

  /** The running average of how long a task holds its slot (ms). */
  get averageServiceMs() {
    return this.serviceMs;
  }

  /** Runs `task` when a slot is free; rejects with GateFull when the wait would be, or was, too long. */
  async run<T>(task: () => Promise<T>, network = ''): Promise<T> {
    await this.acquire(network);
    const started = this.now();
    try {
      return await task();
    } finally {
      this.release(this.now() - started);
    }
  }

  /**
   * How long a new task of `network` would wait: round robin serves, before it, every waiter of its own network
   * and up to as many of each other network's.
   */
  expectedWaitMs(network = ''): number {
    if (this.running < this.options.limit) return 0;
    const turn = (this.queues.get(network)?.length ?? 0) + 1;
    let ahead = 0;
    for (const [other, queue] of this.queues) ahead += other === network ? queue.length : Math.min(queue.length, turn);
    return ((ahead + 1) * this.serviceMs) / this.options.limit;
  }

  /**
   * Takes a slot (wait included); the caller must call release() exactly once after, with how long it held the
   * slot when it knows (run() does).
   */
  acquire(network = ''): Promise<void> {
    if (this.running < this.options.limit) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waitingCount >= this.options.queueLimit) return Promise.reject(new GateFull('queue-full'));
    if (this.expectedWaitMs(network) > this.options.maxWaitMs) return Promise.reject(new GateFull('wait-too-long'));
    let queue = this.queues.get(network);
    if (!queue) this.queues.set(network, (queue = []));
    const own = queue;
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = own.indexOf(waiter);
          if (at >= 0) {
            own.splice(at, 1);
            this.waitingCount--;
            if (own.length === 0 && this.queues.get(network) === own) this.queues.delete(network);
          }
          reject(new GateFull('waited-too-long'));
        }, this.options.maxWaitMs),
      };
      own.push(waiter);
      this.waitingCount++;
    });
  }

  /** Gives the slot to the next network's oldest waiter (that network then goes last), or frees it. */
  release(heldMs?: number): void {
    if (heldMs !== undefined && Number.isFinite(heldMs))
      this.serviceMs += SERVICE_SMOOTHING * (Math.max(0, heldMs) - this.serviceMs);
    const first = this.queues.entries().next();
    if (first.done) {
      this.running--;
      return;
    }
    const [network, queue] = first.value;
    const next = queue.shift()!;
    this.waitingCount--;
    this.queues.delete(network);
    if (queue.length > 0) this.queues.set(network, queue);
    next.start();
  }
}
