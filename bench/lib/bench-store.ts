import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { startStore, stopStore, type StoreServer } from './server-process.ts';

/**
 * Where the store under test keeps its data: PGlite or embedded PostgreSQL in a data folder (as `npm start`
 * runs), or the machine's PostgreSQL server (`server`: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
 * in a database of the bench's own).
 */
export type BenchEngine = 'pglite' | 'postgres' | 'server';
export type Catalogue = 'demo' | '100k';
export const engineNames: Record<BenchEngine, string> = {
  pglite: 'PGlite',
  postgres: 'embedded PostgreSQL',
  server: 'PostgreSQL server',
};

const root = join(import.meta.dirname, '..', '..');
export const preparedDir = (engine: 'pglite' | 'postgres') => join(root, 'bench', '.data', `${engine}-100k`);
const serverUrl = () => process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = (name: string) => {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
};
/** BENCH_DATABASE_PREFIX lets engineers sharing one server keep catalogues (and schema changes) apart. */
const benchDatabase = (catalogue: Catalogue) => `${process.env.BENCH_DATABASE_PREFIX ?? 'shringar_bench'}_${catalogue}`;

function seed100k(env: Record<string, string>) {
  const result = spawnSync('npm', ['run', 'seed', '--', '--products', '100000'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error('seeding 100,000 products failed');
}

/** The 100,000-product catalogue, seeded once per engine (bench/.data, or a database on the server) and reused. */
export async function prepare100k(engine: BenchEngine): Promise<void> {
  if (engine === 'server') {
    const admin = postgres(serverUrl(), { max: 1, onnotice: () => {} });
    try {
      const name = benchDatabase('100k');
      const [found] = await admin`select 1 from pg_database where datname = ${name}`;
      if (found) {
        const db = postgres(databaseUrl(name), { max: 1, onnotice: () => {} });
        const [{ n }] = (await db`select count(*)::int as n from products`.catch(() => [{ n: 0 }])) as [{ n: number }];
        await db.end();
        if (n >= 100_000) return;
        await admin.unsafe(`drop database ${name} with (force)`);
      }
      console.log(`seeding 100,000 products into ${name} on the PostgreSQL server (once)`);
      await admin.unsafe(`create database ${name}`);
    } finally {
      await admin.end();
    }
    seed100k({ DATABASE_URL: databaseUrl(benchDatabase('100k')) });
    return;
  }
  const dir = preparedDir(engine);
  if (existsSync(join(dir, 'ready'))) return;
  rmSync(dir, { recursive: true, force: true });
  console.log(`seeding 100,000 products for ${engineNames[engine]} into ${dir} (once)`);
  seed100k({ DATA_DIR: dir, EMBEDDED_DATABASE: engine });
  writeFileSync(join(dir, 'ready'), new Date().toISOString());
}

export type BenchStore = {
  server: StoreServer;
  base: string;
  /** The server engine's database, for checks in SQL after a run. */
  databaseUrl?: string;
  close(): Promise<void>;
};

/**
 * Starts the production build on the engine and catalogue: the demo store in a new data folder or database
 * (the store seeds it), or a copy of the prepared 100k catalogue (the server's is used as it is: the runs only
 * read it, or add orders). `cached: false` turns the answer and page caches off.
 */
export async function benchStore(
  engine: BenchEngine,
  catalogue: Catalogue,
  opts: {
    cached: boolean;
    env?: Record<string, string>;
    /** The server engine's demo database, when a bench must not share the default one with other runs. */
    databaseName?: string;
    /** Run another checkout's build (its apps/api folder) instead of this one's. */
    apiDir?: string;
    /** Node's flags for the store (a CPU profile). */
    nodeArgs?: string[];
  },
): Promise<BenchStore> {
  if (catalogue === '100k') await prepare100k(engine);
  const cacheEnv: Record<string, string> = opts.cached ? {} : { CATALOGUE_CACHE_MS: '0', WEB_PAGE_CACHE_MS: '0' };
  const dir = mkdtempSync(join(tmpdir(), `shringar-bench-${engine}-`));
  let env: Record<string, string>;
  if (engine === 'server') {
    const name = catalogue === '100k' ? benchDatabase('100k') : (opts.databaseName ?? benchDatabase('demo'));
    if (catalogue === 'demo') {
      const admin = postgres(serverUrl(), { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.unsafe(`create database ${name}`);
      await admin.end();
    }
    env = { DATABASE_URL: databaseUrl(name), DATA_DIR: dir };
  } else {
    // cp -a keeps the cluster's owner (PostgreSQL runs as another user when the store runs as root).
    if (catalogue === '100k') execFileSync('cp', ['-a', `${preparedDir(engine)}/.`, dir]);
    rmSync(join(dir, 'postgres.owner'), { force: true });
    env = { EMBEDDED_DATABASE: engine, DATA_DIR: dir };
  }
  const server = await startStore(
    { ...env, UPLOAD_DIR: join(dir, 'uploads'), ...cacheEnv, ...opts.env },
    undefined,
    opts.apiDir,
    opts.nodeArgs,
  );
  return {
    server,
    base: server.base,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    close: async () => {
      await stopStore(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
