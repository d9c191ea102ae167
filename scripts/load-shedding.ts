/**
 * Floods a store on 127.0.0.1 with page requests that no cache can answer and checks that it serves its fair
 * share to everyone and sheds only what it cannot serve in time:
 *   npm run test:load-shedding [-- --seconds 15 --baseline <api dir>]
 * Needs `npm run build` first. Starts its own server on a fresh embedded database (behind a trusted proxy on
 * loopback: X-Forwarded-For names each client's network, as the deploy's nginx does), then:
 *   1. capacity: 1 and then 4 closed-loop clients on unique uncached category pages
 *      (`/category/1?sort=price-low&minPrice=<n>`) for `--capacity-seconds`; 4 clients must get >= 95 % 200s;
 *   2. fairness: 100 connections from one network on `/search?q=<unique>` for `--seconds`, while a shopper from
 *      another network loads a product, a category page of its own and Home every 0.3 s (>= 90 % 200s) and
 *      /api/v4/health is asked every 250 ms (p50 < 200 ms, none failed);
 *   3. overload: `--connections` (200) connections half on made-up parameters, half on unique searches, from
 *      many networks: every request answered with a page or a 503 within 2 s, health never failed, memory bound.
 * With `--baseline <dir>` (an older `apps/api` folder, e.g. from `git archive`), that store runs beside this one
 * on the same build and database engine and scenarios 1 and 2 are measured on both, one after the other, so the
 * ratios compare in one run; only this store's figures must pass.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const textArg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const CONNECTIONS = arg('connections', 200);
const SECONDS = arg('seconds', 15);
const CAPACITY_SECONDS = arg('capacity-seconds', 8);
const FLOOD_CONNECTIONS = arg('flood-connections', 100);
const DEADLINE_MS = 2_000;
const MEMORY_BOUND_MB = arg('memory-mb', 900);
const BASELINE = textArg('baseline');
const REPO = join(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

type Store = { child: ChildProcess; url: string; stop: () => Promise<void> };

async function startStore(apiDir: string): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shringar-load-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_UNSAFE_PRODUCTION: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      WEB_BUILD_DIR: join(REPO, 'apps', 'web', 'build'),
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      OTP_SECRET: 'load-test-otp-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the store did not become healthy');
    const ok = await fetch(`${url}/api/v4/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  // SIGTERM: the store stops its embedded database before it exits.
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, url, stop };
}

const residentMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};

/** /api/v4/health every 250 ms, each with a 2 s deadline. */
function watchHealth(url: string) {
  const seen = { asked: 0, failed: 0, slowestMs: 0, timesMs: [] as number[] };
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      seen.asked++;
      const ok = await fetch(`${url}/api/v4/health`, { signal: AbortSignal.timeout(DEADLINE_MS) }).then(
        (r) => r.ok,
        () => false,
      );
      if (!ok) seen.failed++;
      const took = performance.now() - started;
      seen.timesMs.push(took);
      seen.slowestMs = Math.max(seen.slowestMs, took);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return { seen, stop: () => ((running = false), loop) };
}

function watchMemory(pid: number) {
  const seen = { startMb: residentMb(pid), peakMb: 0 };
  const timer = setInterval(() => (seen.peakMb = Math.max(seen.peakMb, residentMb(pid))), 500);
  return { seen, stop: () => clearInterval(timer) };
}

const count = (statuses: Map<number, number>) => [...statuses.values()].reduce((a, b) => a + b, 0);
const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);
let unique = Date.now() % 100_000;

/** Scenario 1: `clients` closed-loop clients from one network each, on category pages no cache has. */
async function capacity(store: Store, clients: number) {
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: store.url,
    connections: clients,
    duration: CAPACITY_SECONDS,
    timeout: DEADLINE_MS / 1000,
    requests: [
      {
        setupRequest: (req) => {
          unique++;
          const headers = { ...req.headers, 'x-forwarded-for': `10.1.${unique % clients}.1` };
          return { ...req, headers, path: `/category/1?sort=price-low&minPrice=${unique}` };
        },
        onResponse: (status) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  });
  const answered = count(statuses);
  const ok = statuses.get(200) ?? 0;
  return {
    clients,
    pagesPerSecond: Math.round((ok / CAPACITY_SECONDS) * 10) / 10,
    ok200: ok,
    answered,
    okPercent: share(ok, answered),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
  };
}

/**
 * Scenario 2: one network floods unique searches; a shopper from another network loads a product, a category
 * page of its own and Home every 0.3 s; health is asked meanwhile.
 */
async function fairness(store: Store, productIds: number[]) {
  const health = watchHealth(store.url);
  const shopper = { asked: 0, ok: 0, statuses: {} as Record<string, number> };
  let shopping = true;
  const shopperLoop = (async () => {
    for (let i = 0; shopping; i++) {
      const path = [`/product/${productIds[i % productIds.length]}`, `/category/2?minPrice=${++unique}`, '/'][i % 3]!;
      shopper.asked++;
      const status = await fetch(`${store.url}${path}`, {
        headers: { 'x-forwarded-for': '10.2.0.7' },
        signal: AbortSignal.timeout(DEADLINE_MS * 2),
      }).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      );
      if (status === 200) shopper.ok++;
      shopper.statuses[status] = (shopper.statuses[status] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 300));
    }
  })();
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: store.url,
    connections: FLOOD_CONNECTIONS,
    duration: SECONDS,
    timeout: DEADLINE_MS / 1000,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-forwarded-for': '10.9.9.9' },
          path: `/search?q=shade${++unique}`,
        }),
        onResponse: (status) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  });
  shopping = false;
  await shopperLoop;
  await health.stop();
  return {
    flood: {
      connections: FLOOD_CONNECTIONS,
      seconds: SECONDS,
      answered: count(statuses),
      pages: statuses.get(200) ?? 0,
      busy503: statuses.get(503) ?? 0,
      timeouts: result.timeouts,
    },
    shopper: { ...shopper, okPercent: share(shopper.ok, shopper.asked) },
    health: {
      asked: health.seen.asked,
      failed: health.seen.failed,
      p50Ms: Math.round(median(health.seen.timesMs)),
      slowestMs: Math.round(health.seen.slowestMs),
    },
  };
}

/** Scenario 3: more connections than the store can serve, from many networks; everyone is answered in time. */
async function overload(store: Store) {
  const pid = store.child.pid!;
  const health = watchHealth(store.url);
  const memory = watchMemory(pid);
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: store.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: DEADLINE_MS / 1000,
    requests: [
      {
        setupRequest: (req) => {
          unique++;
          const path = unique % 2 === 0 ? `/category/${1 + (unique % 16)}?v=${unique}` : `/search?q=shade${unique}`;
          return { ...req, headers: { ...req.headers, 'x-forwarded-for': `10.3.${unique % 50}.1` }, path };
        },
        onResponse: (status) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  });
  memory.stop();
  await health.stop();
  const answered = count(statuses);
  const pages = (statuses.get(200) ?? 0) + (statuses.get(404) ?? 0);
  const busy = statuses.get(503) ?? 0;
  return {
    connections: CONNECTIONS,
    seconds: SECONDS,
    requests: answered,
    perSecond: Math.round(answered / SECONDS),
    pages,
    busy503: busy,
    other: answered - pages - busy,
    otherStatuses: Object.fromEntries([...statuses].filter(([s]) => ![200, 404, 503].includes(s))),
    timeouts: result.timeouts,
    errors: result.errors,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    health: { asked: health.seen.asked, failed: health.seen.failed, slowestMs: Math.round(health.seen.slowestMs) },
    memoryMb: { start: Math.round(memory.seen.startMb), peak: Math.round(memory.seen.peakMb), bound: MEMORY_BOUND_MB },
  };
}

async function productIdsOf(store: Store): Promise<number[]> {
  const body = (await (await fetch(`${store.url}/api/v4/products?limit=30`)).json()) as {
    data?: { items?: { productId: number }[] };
  };
  const ids = (body.data?.items ?? []).map((p) => p.productId);
  if (!ids.length) throw new Error('the store lists no products');
  return ids;
}

async function measure(store: Store) {
  // One ordinary visit first, as a real store has had before a flood.
  await fetch(`${store.url}/category/1`).then((r) => r.text());
  const productIds = await productIdsOf(store);
  const one = await capacity(store, 1);
  const four = await capacity(store, 4);
  const fair = await fairness(store, productIds);
  return { capacity: { one, four }, fairness: fair };
}

async function main() {
  const store = await startStore(join(REPO, 'apps', 'api'));
  const baseline = BASELINE ? await startStore(resolve(BASELINE)) : undefined;
  try {
    const after = await measure(store);
    const before = baseline ? await measure(baseline) : undefined;
    const overloaded = await overload(store);
    const report = { load: readFileSync('/proc/loadavg', 'utf8').trim(), after, before, overload: overloaded };
    console.log(JSON.stringify(report, null, 2));
    if (before)
      console.log(
        `render capacity, this build / baseline: 1 client ${after.capacity.one.pagesPerSecond} / ${before.capacity.one.pagesPerSecond} pages/s; ` +
          `4 clients ${after.capacity.four.pagesPerSecond} / ${before.capacity.four.pagesPerSecond} pages/s ` +
          `(${after.capacity.four.okPercent} % / ${before.capacity.four.okPercent} % 200s); shopper during a flood ` +
          `${after.fairness.shopper.okPercent} % / ${before.fairness.shopper.okPercent} % 200s; health p50 ` +
          `${after.fairness.health.p50Ms} / ${before.fairness.health.p50Ms} ms`,
      );
    const { four } = after.capacity;
    const { shopper, health } = after.fairness;
    const o = overloaded;
    const problems = [
      four.okPercent < 95 && `4 clients of uncached pages got ${four.okPercent} % 200s (at least 95 % expected)`,
      shopper.okPercent < 90 && `the shopper got ${shopper.okPercent} % 200s during the flood (at least 90 %)`,
      health.p50Ms >= 200 && `health p50 was ${health.p50Ms} ms during the flood (under 200 ms expected)`,
      health.failed > 0 && `${health.failed} health checks failed during the flood`,
      o.timeouts > 0 && `${o.timeouts} overload requests got no answer within ${DEADLINE_MS} ms`,
      o.errors > o.timeouts && `${o.errors - o.timeouts} connection errors under overload`,
      o.other > 0 && `${o.other} overload answers were neither a page nor a 503`,
      o.latencyMs.max >= DEADLINE_MS && `the slowest overload answer took ${o.latencyMs.max} ms`,
      o.health.failed > 0 && `${o.health.failed} health checks failed under overload`,
      o.memoryMb.peak > MEMORY_BOUND_MB && `memory peaked at ${o.memoryMb.peak} MB`,
      o.pages === 0 && 'no page was served at all under overload',
    ].filter(Boolean);
    if (problems.length) {
      console.error(`FAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else
      console.log(
        'PASSED: uncached pages served to a few clients, a shopper served beside a flood, overload answered in time',
      );
  } finally {
    await Promise.all([store.stop(), baseline?.stop()]);
  }
}

await main();
