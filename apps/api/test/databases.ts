import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDemoStore } from '../src/seed/demo-store.ts';

/**
 * Fresh databases for tests, fast: the migrated (and the demo-seeded) state is built once per run in global
 * setup — a PGlite data-dir snapshot, or a PostgreSQL template database — and every test file gets its own copy.
 * TEST_DB: `pglite`, `postgres` (the machine's server, TEST_DATABASE_URL) or `embedded` (the store's own
 * embedded PostgreSQL, started for the run in a temporary folder by the code `npm start` uses).
 */
type TestDbKind = 'pglite' | 'postgres';
export type Fixture = 'empty' | 'demo';

/** The driver the tests run on: `embedded` is PostgreSQL too. */
export const testDbKind = (): TestDbKind =>
  process.env.TEST_DB === 'postgres' || process.env.TEST_DB === 'embedded' ? 'postgres' : 'pglite';
const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
/** The embedded server global setup started, stopped by its teardown. */
let embeddedServer: { stop(): Promise<void>; dataDir: string } | undefined;

async function startEmbeddedForRun() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shringar-test-pg-'));
  // Test files run side by side, each with a pool of its own.
  const server = await startEmbeddedPostgres(dataDir, { settings: { max_connections: '300' } });
  const url = new URL(server.url);
  url.pathname = '/postgres';
  process.env.TEST_DATABASE_URL = url.toString();
  embeddedServer = { stop: server.stop, dataDir };
}

const snapshotDir = join(dirname(fileURLToPath(import.meta.url)), '..', '.data-test');
/**
 * Each test run names its templates and databases after a run id (set by global setup, inherited by the
 * workers), so two runs on one machine never drop each other's templates.
 */
const runId = () => {
  const id = process.env.SHRINGAR_TEST_RUN_ID;
  if (!id) throw new Error('SHRINGAR_TEST_RUN_ID is not set: run tests through vitest so global setup sets it');
  return id;
};
const snapshotPath = (fixture: Fixture) => join(snapshotDir, `pglite-${fixture}-${runId()}.tar.gz`);
const templateName = (fixture: Fixture) => `shringar_tpl_${fixture}_${runId()}`;

function dbUrl(name: string) {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds the per-run templates; called from Vitest's global setup. */
export async function prepareTemplates(): Promise<void> {
  process.env.SHRINGAR_TEST_RUN_ID = `${process.pid}_${randomBytes(3).toString('hex')}`;
  if (process.env.TEST_DB === 'embedded') await startEmbeddedForRun();
  if (testDbKind() === 'pglite') {
    mkdirSync(snapshotDir, { recursive: true });
    const handle = await openDatabase({});
    await migrateDatabase(handle);
    await writeSnapshot(handle, 'empty');
    await seedDemoStore(handle.db);
    await writeSnapshot(handle, 'demo');
    await handle.close();
    return;
  }
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  try {
    for (const fixture of ['empty', 'demo'] as const) {
      const name = templateName(fixture);
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.unsafe(`create database ${name}`);
      const handle = await openDatabase({ databaseUrl: dbUrl(name), poolSize: 2 });
      await migrateDatabase(handle);
      if (fixture === 'demo') await seedDemoStore(handle.db);
      await handle.close();
    }
  } finally {
    await admin.end();
  }
}

async function writeSnapshot(handle: DatabaseHandle, fixture: Fixture) {
  const pg = (handle.db as unknown as { $client: PGlite }).$client;
  const blob = await pg.dumpDataDir('gzip');
  writeFileSync(snapshotPath(fixture), Buffer.from(await blob.arrayBuffer()));
}

/** A database of its own for one test file. */
export async function openTestDatabase(fixture: Fixture): Promise<DatabaseHandle & { name: string }> {
  if (testDbKind() === 'pglite') {
    const path = snapshotPath(fixture);
    if (!existsSync(path)) throw new Error(`Missing ${path}: run tests through vitest so global setup builds it`);
    const blob = new Blob([readFileSync(path)]);
    const handle = await openDatabase({ loadDataDir: blob });
    return { ...handle, name: 'memory' };
  }
  const name = `shringar_t_${runId()}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name} template ${templateName(fixture)}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: dbUrl(name), poolSize: 20 });
  return {
    ...handle,
    name,
    close: async () => {
      await handle.close();
      const cleanup = postgres(adminUrl(), { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** Removes this run's templates, snapshots and any database a crashed test file left behind. */
export async function dropTemplates(): Promise<void> {
  if (testDbKind() === 'pglite') {
    for (const fixture of ['empty', 'demo'] as const) rmSync(snapshotPath(fixture), { force: true });
    return;
  }
  if (embeddedServer) {
    await embeddedServer.stop();
    rmSync(embeddedServer.dataDir, { recursive: true, force: true });
    return;
  }
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
  try {
    const leftovers = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`shringar_t%${runId()}%`}`;
    for (const { datname } of leftovers) await admin.unsafe(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
