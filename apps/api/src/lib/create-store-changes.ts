import { createRequire } from 'node:module';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { PostgresStoreChanges } from './postgres-store-changes.ts';
import { RedisStoreChanges } from './redis-store-changes.ts';
import type { FeedLog } from './shared-store-changes.ts';
import { LocalStoreChanges, type StoreChanges } from './store-changes.ts';

/**
 * The change feed this process's caches listen to: Redis pub/sub when REDIS_URL is set, else PostgreSQL
 * LISTEN/NOTIFY on a PostgreSQL database, else (PGlite: one process owns the database) this process alone.
 * STORE_CHANGES=local turns the shared feed off (a single process on PostgreSQL, or to show what it is for).
 */
export async function createStoreChanges(
  config: Config,
  database: DatabaseHandle,
  log: FeedLog,
): Promise<StoreChanges> {
  if (config.STORE_CHANGES === 'local') return new LocalStoreChanges();
  if (config.REDIS_URL) {
    // Required only when configured, as the rate limiter does: ioredis takes a noticeable part of a start.
    const { Redis } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
    const publisher = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    publisher.on('error', () => {}); // the subscriber reports Redis being away, once per half-minute
    const feed = new RedisStoreChanges(publisher, config.REDIS_KEY_PREFIX, log);
    await feed.start();
    return feed;
  }
  if (database.kind === 'postgres' && database.url) {
    const feed = new PostgresStoreChanges(database.url, database.db, log);
    await feed.start();
    return feed;
  }
  return new LocalStoreChanges();
}
