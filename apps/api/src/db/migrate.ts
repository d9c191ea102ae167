import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DatabaseHandle } from './client.ts';

const here = dirname(fileURLToPath(import.meta.url));
const migrationsFolder = join(here, 'migrations');
const sqlFolder = join(here, 'sql');

/**
 * Applies Drizzle's generated migrations, then the idempotent scripts in db/sql (extensions, search vectors,
 * triggers) that Drizzle cannot express. Several processes may start at once on PostgreSQL: an advisory lock
 * lets one migrate while the others wait.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withMigrationLock(async () => {
    await handle.execScript('create extension if not exists pg_trgm');
    if (handle.kind === 'postgres') await migratePostgres(handle.db as never, { migrationsFolder });
    else {
      const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
      await migratePglite(handle.db as never, { migrationsFolder });
    }
    await runScripts(handle);
  });
}

/**
 * Runs each script whose text changed since it last ran (its SHA-256 is kept beside drizzle's journal). The
 * scripts drop and re-create triggers, which takes an exclusive lock on products, variants and the wallet
 * ledger: run on every start, each process restarted in a running cluster stalled (and could fail) the orders
 * the other processes were placing. Unchanged, a start now only reads one small table.
 */
async function runScripts(handle: DatabaseHandle) {
  const files = readdirSync(sqlFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  await handle.execScript(
    'create table if not exists drizzle.shringar_sql_scripts (name text primary key, sha256 text not null, applied_at timestamptz not null default now())',
  );
  const applied = new Map(
    rowsOf<{ name: string; sha256: string }>(
      await handle.db.execute(sql`select name, sha256 from drizzle.shringar_sql_scripts`),
    ).map((r) => [r.name, r.sha256]),
  );
  for (const file of files) {
    const text = readFileSync(join(sqlFolder, file), 'utf8');
    const sha256 = createHash('sha256').update(text).digest('hex');
    if (applied.get(file) === sha256) continue;
    await handle.execScript(text);
    await handle.db.execute(
      sql`insert into drizzle.shringar_sql_scripts (name, sha256) values (${file}, ${sha256})
          on conflict (name) do update set sha256 = excluded.sha256, applied_at = now()`,
    );
  }
}

/** The rows of an `execute` answer: postgres.js answers an array, PGlite an object holding `rows`. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
