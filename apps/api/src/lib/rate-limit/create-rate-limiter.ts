import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { PostgresCounterStore } from './postgres-counter-store.ts';
import { RateLimiter } from './rate-limiter.ts';
import { RedisCounterStore } from './redis-counter-store.ts';

/** Counters in Redis when REDIS_URL is set, else in the database; either way shared by every process. */
export function createRateLimiter(config: Config, db: Db, log?: FastifyBaseLogger): RateLimiter {
  if (config.REDIS_URL) {
    // Required only when configured: ioredis takes a noticeable part of a start to load.
    const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
    const redis: Redis = new RedisClient(config.REDIS_URL, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
    // While Redis is away ioredis reconnects and reports every attempt; calls that need it answer 503 meanwhile.
    // One warning per half-minute says so, instead of ioredis' own console output on every attempt.
    let lastWarnedAt = 0;
    redis.on('error', (err: NodeJS.ErrnoException) => {
      if (Date.now() - lastWarnedAt < 30_000) return;
      lastWarnedAt = Date.now();
      log?.warn({ code: err.code }, 'redis unavailable; rate-limited calls answer 503 until it is back');
    });
    return new RateLimiter(new RedisCounterStore(redis, `${config.REDIS_KEY_PREFIX}rl:`));
  }
  return new RateLimiter(new PostgresCounterStore(db));
}
