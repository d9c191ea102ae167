/**
 * Server-rendered pages (issue 12, figure 4): cached Home, Category and Product pages in requests/s against a
 * bare `node:http` server answering a page of the same size pre-compressed (the ceiling, loaded in the same
 * run), then an uncached Category render (page cache and answer cache off): wall-clock p50/p99 of sequential
 * renders and the CPU each one costs the store and its database. Starts the production build (`npm run build`
 * first) on a fresh embedded database, or on `--data <dir>` in place; only 127.0.0.1 is loaded, every run is
 * bounded.
 *
 *   npm run bench:pages                      # 8 s per load run, 40 uncached renders
 *   npm run bench:pages -- --seconds 4 --renders 20 --json
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { treeCpuMs } from './lib/process-memory.ts';
import { freePort, startStore, stopStore, type StoreServer } from './lib/server-process.ts';
import { pagePaths } from './lib/catalogue-targets.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    renders: { type: 'string', default: '40' },
    data: { type: 'string' },
    json: { type: 'boolean' },
  },
});
const seconds = Number(values.seconds);
const CONNECTIONS = 32;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

async function hammer(url: string) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

/** The ceiling: Node's own HTTP server answering a fixed pre-compressed page, nothing else. */
async function bareNode(body: Buffer) {
  const port = await freePort();
  const br = brotliCompressSync(body);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
    res.end(br);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    return await hammer(`http://127.0.0.1:${port}/`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;

/** Sequential renders of one page with every cache off: wall time and the CPU the store's processes used. */
async function uncachedRenders(store: StoreServer, path: string, count: number) {
  for (let i = 0; i < 3; i++) await (await fetch(store.base + path)).text();
  const walls: number[] = [];
  const cpuBefore = treeCpuMs(store.pid);
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await (await fetch(store.base + path, { headers: BROWSER_HEADERS })).text();
    walls.push(performance.now() - started);
  }
  const cpuPerRender = (treeCpuMs(store.pid) - cpuBefore) / count;
  return { p50: percentile(walls, 0.5), p99: percentile(walls, 0.99), cpuMs: cpuPerRender };
}

async function withStore<T>(env: Record<string, string>, run: (store: StoreServer) => Promise<T>): Promise<T> {
  // A given data folder is used in place (embedded PostgreSQL's files belong to their own user: a copy would
  // not start); it must not be in use by another store.
  const dataDir = values.data ?? mkdtempSync(join(tmpdir(), 'shringar-pages-'));
  const store = await startStore({ DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'uploads'), ...env });
  try {
    return await run(store);
  } finally {
    await stopStore(store);
    if (!values.data) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const started = { date: new Date().toISOString(), loadAverage: loadavg()[0]!.toFixed(1) };
  const cached = await withStore({}, async (store) => {
    const paths = await pagePaths(store.base);
    const home = Buffer.from(await (await fetch(store.base + '/')).text());
    const ceiling = await bareNode(home);
    const rows: Record<string, Awaited<ReturnType<typeof hammer>>> = {};
    for (const [name, path] of Object.entries(paths)) rows[name] = await hammer(store.base + path);
    return { ceiling, rows, paths };
  });
  const uncached = await withStore({ WEB_PAGE_CACHE_MS: '0', CATALOGUE_CACHE_MS: '0' }, (store) =>
    uncachedRenders(store, cached.paths.Category, Number(values.renders)),
  );
  const result = { ...started, connections: CONNECTIONS, seconds, cached, uncachedCategory: uncached };
  if (values.json) return console.log(JSON.stringify(result, null, 2));
  const { ceiling } = cached;
  console.log(
    `bare node:http, same page pre-compressed: ${ceiling.rps} req/s (p50 ${ceiling.p50} / p99 ${ceiling.p99} ms)`,
  );
  for (const [name, r] of Object.entries(cached.rows))
    console.log(
      `${name.padEnd(8)} cached: ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} / p99 ${r.p99} ms  ${(r.rps / ceiling.rps).toFixed(2)}× the ceiling  errors ${r.errors}`,
    );
  console.log(
    `Category uncached render: p50 ${uncached.p50.toFixed(1)} ms / p99 ${uncached.p99.toFixed(1)} ms wall, ${uncached.cpuMs.toFixed(1)} ms CPU each (store and database)`,
  );
  console.log(
    `${started.date}, load average ${started.loadAverage} at the start, autocannon ${CONNECTIONS} connections, ${seconds} s`,
  );
}

await main();
