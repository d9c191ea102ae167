import { RateLimited } from '../errors.ts';
import type { CounterStore } from './counter-store.ts';

/**
 * A limit: at most `limit` hits per `windowMs`.
 * - fixed: the window starts at the first hit (1 send per 30 s means 30 s after the one that counted);
 * - sliding: the sliding-window-counter estimate (the previous aligned window weighted by how much of it still
 *   overlaps, plus the current one), so a burst at a window edge cannot double the limit.
 */
export type LimitRule = { limit: number; windowMs: number; kind: 'fixed' | 'sliding' };
type LimitResult = { allowed: boolean; count: number; retryAfterMs: number };

export class RateLimiter {
  constructor(readonly store: CounterStore) {}

  /** Counts one hit against the rule and says whether it is within the limit. */
  async hit(key: string, rule: LimitRule, nowMs: number): Promise<LimitResult> {
    if (rule.kind === 'fixed') {
      const c = await this.store.increment(key, nowMs, nowMs + rule.windowMs);
      return { allowed: c.count <= rule.limit, count: c.count, retryAfterMs: Math.max(0, c.resetAtMs - nowMs) };
    }
    const { current: cur, previous: prev, windowStart } = slidingKeys(key, rule, nowMs);
    const c = await this.store.increment(cur, nowMs, windowStart + 2 * rule.windowMs);
    const p = (await this.store.read(prev, nowMs))?.count ?? 0;
    return slidingResult(c.count, p, rule, nowMs, windowStart);
  }

  /** The rule's state without counting a hit: allowed means one more hit would still be within the limit. */
  async peek(key: string, rule: LimitRule, nowMs: number): Promise<LimitResult> {
    if (rule.kind === 'fixed') {
      const c = await this.store.read(key, nowMs);
      const count = c?.count ?? 0;
      return { allowed: count < rule.limit, count, retryAfterMs: c ? Math.max(0, c.resetAtMs - nowMs) : 0 };
    }
    const { current: cur, previous: prev, windowStart } = slidingKeys(key, rule, nowMs);
    const c = (await this.store.read(cur, nowMs))?.count ?? 0;
    const p = (await this.store.read(prev, nowMs))?.count ?? 0;
    const r = slidingResult(c + 1, p, rule, nowMs, windowStart);
    return { ...r, count: r.count - 1 };
  }

  /**
   * Gives back `amount` hits counted earlier (failures later redeemed). For a sliding rule they come off the
   * current window, so the estimate drops by the same amount wherever they were counted.
   */
  async giveBack(key: string, rule: LimitRule, amount: number, nowMs: number): Promise<void> {
    if (amount <= 0) return;
    if (rule.kind === 'fixed') {
      await this.store.increment(key, nowMs, nowMs + rule.windowMs, -amount);
      return;
    }
    const { current, windowStart } = slidingKeys(key, rule, nowMs);
    await this.store.increment(current, nowMs, windowStart + 2 * rule.windowMs, -amount);
  }

  async reset(key: string, rule: LimitRule, nowMs: number): Promise<void> {
    if (rule.kind === 'fixed') return this.store.remove([key]);
    const { current, previous } = slidingKeys(key, rule, nowMs);
    return this.store.remove([current, previous]);
  }

  /**
   * Counts a hit against each rule in order and throws 429 (with Retry-After) at the first one exceeded; the
   * rules after it are not counted, so a refused request does not use up the others.
   */
  async enforce(checks: Array<{ key: string; rule: LimitRule }>, nowMs: number, message?: string): Promise<void> {
    for (const { key, rule } of checks) {
      const r = await this.hit(key, rule, nowMs);
      if (!r.allowed) throw new RateLimited(r.retryAfterMs / 1000, message);
    }
  }
}

function slidingKeys(key: string, rule: LimitRule, nowMs: number) {
  const index = Math.floor(nowMs / rule.windowMs);
  return { current: `${key}@${index}`, previous: `${key}@${index - 1}`, windowStart: index * rule.windowMs };
}

function slidingResult(current: number, previous: number, rule: LimitRule, nowMs: number, windowStart: number) {
  const elapsed = (nowMs - windowStart) / rule.windowMs;
  // Hits given back can leave the current window below zero; the estimate never is.
  const estimate = Math.max(0, previous * (1 - elapsed) + current);
  if (estimate <= rule.limit) return { allowed: true, count: Math.ceil(estimate), retryAfterMs: 0 };
  const windowEnd = windowStart + rule.windowMs;
  // When this window alone is over the limit, wait for it to end and decay; otherwise until enough of the
  // previous window has slid out of view.
  const retryAt =
    current >= rule.limit
      ? windowEnd + rule.windowMs * Math.max(0, 1 - (rule.limit - 1) / current)
      : windowStart + rule.windowMs * (1 - (rule.limit - current) / previous);
  return { allowed: false, count: Math.ceil(estimate), retryAfterMs: Math.max(1000, retryAt - nowMs) };
}
