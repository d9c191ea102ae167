/**
 * Measures the store's throughput against bench/budgets.json: starts the real server (PGlite with the demo
 * store, or DATABASE_URL), loads each endpoint with autocannon one after another, and reports requests/s, p99
 * latency and the ratio to the health endpoint measured in the same run. Exits 1 when a budget is missed.
 *
 *   npm run bench                       # embedded database
 *   DATABASE_URL=postgres://... npm run bench
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

type Endpoint = { name: string; path: string; minRatio: number; maxP99Ms: number };
type Budgets = { connections: number; durationSeconds: number; endpoints: Endpoint[] };

const root = join(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as Budgets;
const port = Number(process.env.BENCH_PORT ?? 3950);
const base = `http://127.0.0.1:${port}`;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: join(root, 'apps', 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_UNSAFE_PRODUCTION: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/api/v4/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function firstIds() {
  const categories = (await (await fetch(`${base}/api/v4/category/`)).json()) as { data: { categoryId: number }[] };
  const categoryId = categories.data[0]!.categoryId;
  const list = (await (await fetch(`${base}/api/v4/products/category/${categoryId}/?itemsPerPage=1`)).json()) as {
    data: { items: { productId: number }[] };
  };
  return { categoryId, productId: list.data.items[0]!.productId };
}

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: budgets.connections,
    duration: budgets.durationSeconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shringar-bench-'));
  const server = await startServer(dataDir);
  let failed = false;
  try {
    const ids = await firstIds();
    const rows: string[] = [];
    let baseline = 0;
    for (const endpoint of budgets.endpoints) {
      const path = endpoint.path
        .replace('{categoryId}', String(ids.categoryId))
        .replace('{productId}', String(ids.productId));
      await load(`${base}${path}`); // a discarded pass warms caches and the JIT
      const r = await load(`${base}${path}`);
      if (!baseline) baseline = r.rps;
      const ratio = r.rps / baseline;
      const ok = ratio >= endpoint.minRatio && r.p99 <= endpoint.maxP99Ms && r.errors === 0;
      failed ||= !ok;
      rows.push(
        `${ok ? 'ok  ' : 'MISS'} ${endpoint.name.padEnd(48)} ${r.rps.toFixed(0).padStart(7)} req/s  ratio ${ratio.toFixed(2)} (≥ ${endpoint.minRatio})  p99 ${r.p99} ms (≤ ${endpoint.maxP99Ms})  errors ${r.errors}`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

void main();
