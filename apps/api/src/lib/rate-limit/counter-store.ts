/** A counter with the instant its window ends (epoch milliseconds). */
export type Counter = { count: number; resetAtMs: number };

/**
 * Where rate-limit counters live: PostgreSQL/PGlite by default, Redis when REDIS_URL is set. Both implement
 * the same two atomic operations, so limits hold across several server processes.
 */
export interface CounterStore {
  /**
   * Adds `by` (1 unless given; negative to give hits back) to the counter and answers it. A counter whose window
   * has ended (resetAt <= now) starts again at `by` with resetAt = resetAtIfNew. Atomic: parallel increments
   * never lose a count.
   */
  increment(key: string, nowMs: number, resetAtIfNewMs: number, by?: number): Promise<Counter>;
  /** The live counter, or null when it does not exist or its window has ended. */
  read(key: string, nowMs: number): Promise<Counter | null>;
  remove(keys: string[]): Promise<void>;
  /** Drops counters whose windows ended before the given instant (housekeeping). */
  purgeExpired(beforeMs: number): Promise<number>;
  /** Rejects when the store does not answer (readiness); the database's own check covers PostgreSQL. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
