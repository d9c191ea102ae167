import type { Redis } from 'ioredis';
import type { Counter, CounterStore } from './counter-store.ts';

/**
 * One Lua script per hit, so read-and-increment is atomic on the Redis server. The window end is kept in the
 * hash (the caller's clock decides it, which keeps tests with a fake clock exact); Redis' own expiry only
 * removes the key once it can no longer matter.
 */
const INCREMENT = `
local v = redis.call('HMGET', KEYS[1], 'c', 'r')
local now = tonumber(ARGV[1])
local resetAt = tonumber(ARGV[2])
local by = tonumber(ARGV[3])
if v[1] and v[2] and tonumber(v[2]) > now then
  local c = redis.call('HINCRBY', KEYS[1], 'c', by)
  return {c, v[2]}
end
redis.call('HSET', KEYS[1], 'c', by, 'r', ARGV[2])
redis.call('PEXPIRE', KEYS[1], math.max(resetAt - now, 1000))
return {by, ARGV[2]}
`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, nowMs: number, resetAtIfNewMs: number, by = 1): Promise<Counter> {
    const [count, resetAt] = (await this.redis.eval(
      INCREMENT,
      1,
      this.prefix + key,
      String(nowMs),
      String(resetAtIfNewMs),
      String(by),
    )) as [number, string];
    return { count: Number(count), resetAtMs: Number(resetAt) };
  }

  async read(key: string, nowMs: number): Promise<Counter | null> {
    const [count, resetAt] = await this.redis.hmget(this.prefix + key, 'c', 'r');
    if (count == null || resetAt == null || Number(resetAt) <= nowMs) return null;
    return { count: Number(count), resetAtMs: Number(resetAt) };
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length) await this.redis.del(...keys.map((k) => this.prefix + k));
  }

  /** Redis expires keys by itself. */
  async purgeExpired(): Promise<number> {
    return 0;
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
