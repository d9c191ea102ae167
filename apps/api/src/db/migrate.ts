import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

async function runScripts(handle: DatabaseHandle) {
  const files = readdirSync(sqlFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of files) await handle.execScript(readFileSync(join(sqlFolder, file), 'utf8'));
}
