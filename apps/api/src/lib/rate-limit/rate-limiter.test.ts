import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { CounterStore } from './counter-store.ts';
import { PostgresCounterStore } from './postgres-counter-store.ts';
import { RateLimiter } from './rate-limiter.ts';
import { RedisCounterStore } from './redis-counter-store.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const T0 = Date.UTC(2026, 0, 15, 6, 30);
const HOUR = 60 * 60 * 1000;

/** The same behaviour from both stores: that is what lets an operator switch with REDIS_URL alone. */
describe.each(['postgres', 'redis'] as const)('rate limiter on %s counters', (kind) => {
  let t: TestApp;
  let store: CounterStore;
  let limiter: RateLimiter;
  const prefix = `shringar-test:${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    t = await createTestApp();
    store =
      kind === 'postgres'
        ? new PostgresCounterStore(t.db)
        : new RedisCounterStore(new Redis(REDIS_URL, { maxRetriesPerRequest: 2 }), prefix);
    limiter = new RateLimiter(store);
  });
  afterAll(async () => {
    if (kind === 'redis') {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    await store.close();
    await t.close();
  });

  it('counts 50 parallel hits exactly (atomic increments)', async () => {
    const rule = { limit: 30, windowMs: HOUR, kind: 'fixed' as const };
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('parallel', rule, T0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(30);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('starts a fixed window at the first hit and reopens when it ends', async () => {
    const rule = { limit: 1, windowMs: 30_000, kind: 'fixed' as const };
    expect((await limiter.hit('fixed', rule, T0 + 5_000)).allowed).toBe(true);
    const second = await limiter.hit('fixed', rule, T0 + 20_000);
    expect(second).toMatchObject({ allowed: false, retryAfterMs: 15_000 });
    expect((await limiter.peek('fixed', rule, T0 + 34_999)).allowed).toBe(false);
    expect((await limiter.peek('fixed', rule, T0 + 35_000)).allowed).toBe(true);
    expect((await limiter.hit('fixed', rule, T0 + 35_000)).allowed).toBe(true);
  });

  it('slides: a burst at the end of one window still counts early in the next', async () => {
    const rule = { limit: 5, windowMs: HOUR, kind: 'sliding' as const };
    const windowStart = Math.floor(T0 / HOUR) * HOUR;
    for (let i = 0; i < 5; i++)
      expect((await limiter.hit('slide', rule, windowStart + HOUR - 1000)).allowed).toBe(true);
    // Just past the boundary a fixed window would allow 5 more; the sliding estimate does not.
    const early = await limiter.hit('slide', rule, windowStart + HOUR + 60_000);
    expect(early.allowed).toBe(false);
    expect(early.retryAfterMs).toBeGreaterThan(0);
    // Most of an hour later the previous window has slid away.
    expect((await limiter.hit('slide', rule, windowStart + 2 * HOUR - 60_000)).allowed).toBe(true);
  });

  it('resets a key', async () => {
    const rule = { limit: 1, windowMs: HOUR, kind: 'sliding' as const };
    await limiter.hit('reset', rule, T0);
    expect((await limiter.peek('reset', rule, T0)).allowed).toBe(false);
    await limiter.reset('reset', rule, T0);
    expect((await limiter.peek('reset', rule, T0)).allowed).toBe(true);
  });

  it('enforces several rules in order with a 429 carrying Retry-After', async () => {
    const rule = { limit: 1, windowMs: 60_000, kind: 'fixed' as const };
    await limiter.enforce([{ key: 'enforce', rule }], T0);
    await expect(limiter.enforce([{ key: 'enforce', rule }], T0 + 10_000)).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': '50' },
    });
  });
});

describe('sign-in limits with REDIS_URL set', () => {
  let t: TestApp;
  const prefix = `shringar-test:${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    t = await createTestApp({ config: { REDIS_URL, REDIS_KEY_PREFIX: prefix } });
  });
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await t.close();
  });

  it('keeps OTP send counters in Redis and refuses a flood per phone and per IP', async () => {
    const send = (phoneNumber: string, ip: string) =>
      t.call({ method: 'POST', url: '/api/v4/auth/user/send-otp', payload: { phoneNumber }, remoteAddress: ip });
    expect((await send('9811111111', '10.3.0.1')).status).toBe(200);
    const again = await send('9811111111', '10.3.0.2');
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 20; i++)
      expect((await send(`98222222${String(i).padStart(2, '0')}`, '10.3.1.1')).status).toBe(200);
    expect((await send('9833333333', '10.3.1.1')).status).toBe(429);

    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}rl:otp:send:*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(3);
    const rows = await t.db.execute(
      (await import('drizzle-orm')).sql`select count(*)::int as n from rate_limit_counters`,
    );
    const n = Array.isArray(rows) ? rows[0].n : (rows as any).rows[0].n;
    expect(n).toBe(0);
  });
});
