/**
 * CPU per uncached catalogue answer (answer cache off), summed over the store's Node process and the database
 * that served it (PGlite runs inside Node; on the PostgreSQL server, the backends this store's pool opened),
 * beside the req/s autocannon saw. Wall-clock req/s swings with machine load; CPU per request does not, so
 * two builds can be compared side by side in one run: `--baseline <dir>` names a copy of an older
 * apps/api/dist, measured alternately with this build.
 *
 *   npm run build && npm run bench:catalogue-cpu -- --engine server
 *   options: --engine server|pglite (default server) --requests 4000 --rounds 2 --baseline /tmp/old-dist
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { treeCpuMs, processCpuMs } from './lib/process-memory.ts';
import { startStore, stopStore } from './lib/server-process.ts';
import { load1, machine, option, stamp } from './lib/run-info.ts';
import { largestCategory } from './lib/catalogue-targets.ts';

const args = process.argv.slice(2);
const engine = option(args, 'engine', 'server') as 'server' | 'pglite';
const requests = Number(option(args, 'requests', '4000'));
const rounds = Number(option(args, 'rounds', '2'));
const baseline = option(args, 'baseline', '');
const connections = 32;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Build = { name: string; script: string };

async function measureBuild(build: Build) {
  const dir = mkdtempSync(join(tmpdir(), 'shringar-cpu-bench-'));
  const dbName = `catalogue_reads_cpu_${process.pid}`;
  const env: Record<string, string> = {
    DATA_DIR: dir,
    UPLOAD_DIR: join(dir, 'uploads'),
    CATALOGUE_CACHE_MS: '0',
    WEB_PAGE_CACHE_MS: '0',
  };
  let admin: postgres.Sql | undefined;
  if (engine === 'server') {
    admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.unsafe(`create database ${dbName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  } else env.EMBEDDED_DATABASE = 'pglite';
  const server = await startStore(env, 600_000, undefined, [], build.script);
  const backendsCpu = async () => {
    if (!admin) return 0;
    const pids = await admin<{ pid: number }[]>`
      select pid from pg_stat_activity where datname = ${dbName} and application_name like 'shringar-%'`;
    return pids.reduce((sum, p) => sum + processCpuMs(p.pid), 0);
  };
  try {
    const best = await largestCategory(server.base);
    const endpoints: [string, string][] = [
      ['category page, 24 cards', `/api/v4/products/category/${best.categoryId}/?page=1&itemsPerPage=24`],
      ['product detail', `/api/v4/products/${best.productId}`],
      ['settings', '/api/v4/settings/'],
      ['categories', '/api/v4/category/'],
    ];
    const results: { name: string; rps: number; cpuMs: number; nodeMs: number; load: string }[] = [];
    for (const [name, path] of endpoints) {
      const url = `${server.base}${path}`;
      // A loaded machine can hold an answer for seconds: a generous timeout, so every request is answered.
      const timeout = 60;
      await autocannon({ url, connections, amount: Math.min(1000, requests), timeout }); // warm-up: JIT, plans

      const node0 = processCpuMs(server.pid);
      const tree0 = treeCpuMs(server.pid);
      const db0 = await backendsCpu();
      const run = await autocannon({
        url,
        connections,
        amount: requests,
        timeout,
        headers: { 'accept-encoding': 'gzip' },
      });
      const nodeMs = processCpuMs(server.pid) - node0;
      const cpuMs = treeCpuMs(server.pid) - tree0 + ((await backendsCpu()) - db0);
      if (run.non2xx || run.errors) throw new Error(`${name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
      results.push({ name, rps: run.requests.average, cpuMs, nodeMs, load: load1() });
    }
    return results.map((r) => ({
      ...r,
      perRequestUs: (r.cpuMs * 1000) / requests,
      nodePerRequestUs: (r.nodeMs * 1000) / requests,
    }));
  } finally {
    await stopStore(server);
    if (admin) {
      await admin.unsafe(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const builds: Build[] = [{ name: 'this build', script: 'dist/server.js' }];
  if (baseline) builds.unshift({ name: 'baseline', script: join(baseline, 'server.js') });
  console.log(
    `uncached catalogue CPU per request, ${engine === 'server' ? 'PostgreSQL server' : 'PGlite'}, demo store, ` +
      `${requests} requests at ${connections} connections each, ${machine()}; started ${stamp()}`,
  );
  console.log('| build | answer | req/s | CPU per request (Node + database) | of which Node | load |');
  console.log('|---|---|---|---|---|---|');
  for (let round = 0; round < rounds; round++)
    for (const build of builds)
      for (const r of await measureBuild(build))
        console.log(
          `| ${build.name} | ${r.name} | ${r.rps.toFixed(0)} | ${(r.perRequestUs / 1000).toFixed(3)} ms | ` +
            `${(r.nodePerRequestUs / 1000).toFixed(3)} ms | ${r.load} |`,
        );
  console.log(`finished ${stamp()}`);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
