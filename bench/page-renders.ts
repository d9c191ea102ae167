/**
 * Uncached server renders (issue 12, figure 4's render time): Home, Category and Product rendered one after
 * another with the page cache and the answer cache off, each with its wall-clock p50/p99 and the CPU one render
 * costs the store and its database (Node and the database processes, from /proc). With `--baseline <dir>` a
 * second store runs another build of the API (a copy of `apps/api/dist` kept from before a change, beside its
 * web build in `--baseline-web`) on its own fresh database, and the two are measured in alternating rounds in
 * one run, so machine load falls on both alike. A bare `node:http` server is asked the same way in every round
 * (a small JSON answer): each page's CPU a render is also given as a ratio to the bare server's CPU a request
 * in the same run, which a slower or busier machine moves less than the times themselves. Starts the production
 * build (`npm run build` first).
 *
 *   npm run bench:renders                                   # 60 renders of each page
 *   npm run bench:renders -- --renders 30 --json
 *   npm run bench:renders -- --baseline apps/api/dist-before --baseline-web apps/web/build-before
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { processCpuMs, treeCpuMs } from './lib/process-memory.ts';
import { load1, machine } from './lib/run-info.ts';
import { startStore, stopStore, type StoreServer } from './lib/server-process.ts';
import { startBareServer } from './lib/bare-server.ts';
import { pagePaths } from './lib/catalogue-targets.ts';

const { values } = parseArgs({
  options: {
    renders: { type: 'string', default: '60' },
    round: { type: 'string', default: '10' },
    baseline: { type: 'string' },
    'baseline-web': { type: 'string' },
    json: { type: 'boolean' },
  },
});
const RENDERS = Number(values.renders);
const ROUND = Math.min(Number(values.round), RENDERS);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
const UNCACHED = { WEB_PAGE_CACHE_MS: '0', CATALOGUE_CACHE_MS: '0' };
const apiDir = join(import.meta.dirname, '..', 'apps', 'api');

type Store = { name: string; server: StoreServer; dataDir: string };
type Samples = { walls: number[]; cpuMs: number; nodeCpuMs: number };

async function start(name: string, env: Record<string, string>, script?: string): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shringar-renders-'));
  const server = await startStore(
    { DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'uploads'), ...UNCACHED, ...env },
    600_000,
    undefined,
    [],
    script,
  );
  return { name, server, dataDir };
}

/** `count` sequential renders of one page: their wall times, and the CPU the store's process tree spent. */
async function renders(store: Pick<StoreServer, 'base' | 'pid'>, path: string, count: number, into: Samples) {
  const cpuBefore = treeCpuMs(store.pid);
  const nodeBefore = processCpuMs(store.pid);
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(store.base + path, { headers: HEADERS });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    into.walls.push(performance.now() - started);
  }
  into.cpuMs += treeCpuMs(store.pid) - cpuBefore;
  into.nodeCpuMs += processCpuMs(store.pid) - nodeBefore; // the Node process alone; the rest is the database
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;

async function main() {
  const startLoad = load1();
  const stores: Store[] = [];
  const bare = await startBareServer();
  try {
    if (values.baseline) {
      const script = relative(apiDir, resolve(values.baseline, 'server.js'));
      const web: Record<string, string> = values['baseline-web']
        ? { WEB_BUILD_DIR: resolve(values['baseline-web']) }
        : {};
      stores.push(await start('baseline', web, script));
    }
    stores.push(await start('this build', {}));
    const paths = await pagePaths(stores[0]!.server.base);
    const results: Record<
      string,
      Record<string, { p50: number; p99: number; cpuMs: number; nodeCpuMs: number; bareRatio: number }>
    > = {};
    for (const [page, path] of Object.entries(paths)) {
      const samples = new Map(stores.map((s) => [s, { walls: [], cpuMs: 0, nodeCpuMs: 0 } as Samples]));
      const bareSamples: Samples = { walls: [], cpuMs: 0, nodeCpuMs: 0 };
      // Warm-up: the first renders compile the page's code and fill the database's plan caches.
      for (const s of stores) for (let i = 0; i < 5; i++) await (await fetch(s.server.base + path)).arrayBuffer();
      for (let done = 0; done < RENDERS; done += ROUND) {
        const count = Math.min(ROUND, RENDERS - done);
        for (const s of stores) await renders(s.server, path, count, samples.get(s)!);
        // The bare server's CPU a request is ~1/50 of a render's: asked 20 times as often, so /proc's 10 ms
        // ticks measure it as finely as the renders.
        await renders(bare, '/', count * 20, bareSamples);
      }
      const bareCpuMs = bareSamples.cpuMs / bareSamples.walls.length;
      results[page] = {};
      for (const [s, { walls, cpuMs, nodeCpuMs }] of samples)
        results[page][s.name] = {
          p50: percentile(walls, 0.5),
          p99: percentile(walls, 0.99),
          cpuMs: cpuMs / walls.length,
          nodeCpuMs: nodeCpuMs / walls.length,
          // Renders a core makes per second, as a share of the requests it answers with the bare server.
          bareRatio: bareCpuMs / (cpuMs / walls.length),
        };
      results[page]['bare node:http'] = {
        p50: percentile(bareSamples.walls, 0.5),
        p99: percentile(bareSamples.walls, 0.99),
        cpuMs: bareCpuMs,
        nodeCpuMs: bareCpuMs,
        bareRatio: 1,
      };
    }
    const run = {
      date: new Date().toISOString(),
      machine: machine(),
      load: { start: startLoad, end: load1() },
      renders: RENDERS,
      results,
    };
    if (values.json) return console.log(JSON.stringify(run, null, 2));
    for (const [page, byStore] of Object.entries(results))
      for (const [name, r] of Object.entries(byStore))
        console.log(
          `${page.padEnd(8)} uncached ${name.padEnd(14)}: p50 ${r.p50.toFixed(1).padStart(5)} ms / p99 ${r.p99.toFixed(1).padStart(5)} ms wall, ${r.cpuMs.toFixed(2).padStart(6)} ms CPU a render (store ${r.nodeCpuMs.toFixed(1)} + database ${(r.cpuMs - r.nodeCpuMs).toFixed(1)}), ${r.bareRatio.toFixed(4)} of the bare server's requests per core`,
        );
    console.log(
      `${run.date}, ${run.machine}, load average ${run.load.start} at the start, ${run.load.end} at the end, ${RENDERS} renders a page`,
    );
  } finally {
    bare.stop();
    for (const s of stores) {
      await stopStore(s.server);
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
