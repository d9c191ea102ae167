/**
 * The ceiling: a bare node:http JSON server against the store's /api/v4/health (which answers without the
 * database), in one run, autocannon closed loop (32 connections), alternately three times (medians).
 *
 *   npm run build && npm run bench:ceiling -- --engine pglite --seconds 5
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startBareServer } from './lib/bare-server.ts';
import { benchStore, type BenchEngine, engineNames } from './lib/bench-store.ts';
import { load, type LoadResult } from './lib/load.ts';
import { machine, option, stamp } from './lib/run-info.ts';

const args = process.argv.slice(2);
const engine = option(args, 'engine', 'pglite') as BenchEngine;
const seconds = Number(option(args, 'seconds', '5'));
const connections = 32;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  if (!existsSync(join(import.meta.dirname, '..', 'apps', 'api', 'dist', 'server.js')))
    throw new Error('run `npm run build` first');
  const bare = await startBareServer();
  const store = await benchStore(engine, 'demo', { cached: true });
  try {
    const when = stamp();
    const runs: { bare: LoadResult[]; health: LoadResult[] } = { bare: [], health: [] };
    await load(bare.base, { connections, seconds: 2 });
    await load(`${store.base}/api/v4/health`, { connections, seconds: 2 });
    for (let round = 0; round < 3; round++) {
      runs.bare.push(await load(bare.base, { connections, seconds }));
      runs.health.push(await load(`${store.base}/api/v4/health`, { connections, seconds }));
    }
    const bareRps = median(runs.bare.map((r) => r.rps));
    const healthRps = median(runs.health.map((r) => r.rps));
    console.log(`the ceiling, store on ${engineNames[engine]}, ${machine()}; ${when}; finished ${stamp()}`);
    const p = (rs: LoadResult[]) => `p50 ${median(rs.map((r) => r.p50))} / p99 ${median(rs.map((r) => r.p99))} ms`;
    console.log(`| bare node:http JSON | ${bareRps.toFixed(0)} req/s | ${p(runs.bare)} | 1.00 |`);
    console.log(
      `| /api/v4/health (no database) | ${healthRps.toFixed(0)} req/s | ${p(runs.health)} | ${(healthRps / bareRps).toFixed(2)} |`,
    );
  } finally {
    bare.stop();
    await store.close();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
