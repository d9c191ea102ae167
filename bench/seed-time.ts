/**
 * `npm run seed -- --products 100000` timed on a new database: the machine's PostgreSQL server (a database of
 * the bench's own, BENCH_DATABASE_URL), embedded PostgreSQL or PGlite (a new data folder). Prints the seed's
 * own report, the wall time, and the load average before and after.
 *
 *   npm run bench:seed -- --engine server   (or postgres, pglite)   --products 100000
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { type BenchEngine, engineNames } from './lib/bench-store.ts';
import { machine, option, stamp } from './lib/run-info.ts';

const args = process.argv.slice(2);
const engine = option(args, 'engine', 'server') as BenchEngine;
const products = option(args, 'products', '100000');
const root = join(import.meta.dirname, '..');

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'shringar-seedbench-'));
  const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = 'shringar_bench_seed';
  const admin = engine === 'server' ? postgres(serverUrl.toString(), { max: 1, onnotice: () => {} }) : undefined;
  let env: Record<string, string>;
  if (admin) {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    serverUrl.pathname = `/${name}`;
    env = { DATABASE_URL: serverUrl.toString() };
  } else env = { DATA_DIR: dir, EMBEDDED_DATABASE: engine };
  try {
    const before = stamp();
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'seed', '--', '--products', products], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    const wall = (performance.now() - started) / 1000;
    if (result.status !== 0) throw new Error('the seed failed');
    const report = result.stdout.split('\n').filter((l) => /seeded|Added/.test(l));
    console.log(`seed ${products} products, ${engineNames[engine]}, ${machine()}`);
    for (const line of report) console.log(`  ${line}`);
    console.log(
      `| seed ${products} products, ${engineNames[engine]} | ${wall.toFixed(1)} s wall (npm included) | started ${before}, finished ${stamp()} |`,
    );
  } finally {
    if (admin) {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
