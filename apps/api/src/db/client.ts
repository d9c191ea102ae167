import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';

/**
 * The Drizzle database both drivers give, and what every service and repository takes. A transaction is a Db
 * too; services that must share one take `Db` and are given the transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations' companions in db/sql). */
  execScript(text: string): Promise<void>;
  /** Runs fn while holding a cluster-wide lock, so only one process migrates at a time. */
  withMigrationLock(fn: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
};

const drizzleOptions = { casing: 'snake_case' as const };

/** PostgreSQL when a URL is given; otherwise PGlite, on disk under dataDir or in memory for tests. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  loadDataDir?: Blob | File;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const client = postgres(opts.databaseUrl, {
      max: opts.poolSize ?? 10,
      onnotice: () => {},
      // Numeric/bigint come back as strings by default; counts are cast in SQL where needed.
    });
    return {
      db: drizzlePostgres(client, drizzleOptions) as unknown as Db,
      kind: 'postgres',
      execScript: async (text) => {
        await client.unsafe(text);
      },
      withMigrationLock: async (fn) => {
        const conn = await client.reserve();
        try {
          await conn`select pg_advisory_lock(742001)`;
          await fn();
        } finally {
          await conn`select pg_advisory_unlock(742001)`;
          conn.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir, {
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  return {
    db: drizzlePglite(client, drizzleOptions) as unknown as Db,
    kind: 'pglite',
    execScript: async (text) => {
      await client.exec(text);
    },
    withMigrationLock: (fn) => fn(), // PGlite has one connection in one process
    close: () => client.close(),
  };
}

/** Raw SQL rows, whichever driver answered (PGlite gives { rows }, postgres.js an array). */
export async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
