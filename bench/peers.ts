/**
 * Issue 12, figure 7: Shringar side by side with Medusa v2 in one run. Optional, never part of `npm test`.
 *
 * Installs Medusa 2.21.2 from the npm registry into a temporary folder (never into Shringar's dependencies),
 * gives both stores a database of their own on the machine's PostgreSQL, feeds both the same 300 products of
 * the demo store, starts Medusa's production build and ours (apps/api/dist/server.js) with the answer cache on
 * and off, and loads, interleaved: bare node:http, Medusa's /store/products list (24 at offset 24) and a
 * product, our category page 2 of 24 and the same product. Maximum req/s (closed loop) with CPU per request,
 * then p50/p99 at a fixed rate Medusa can hold, corrected for coordinated omission and not. Prints the tables
 * and the ratios against the budget (≥ 100× Medusa on the list, ≥ 30× on the detail), then tears everything
 * down (processes, databases, temporary folder), also on failure or Ctrl-C.
 *
 *   npm run build && npm run bench:peers
 *   options: --seconds 10 (each closed loop) --rounds 2 --fixed-seconds 20 --warmup 5
 *            --list-rate N --detail-rate N (default: half of Medusa's median max in this run)
 *   BENCH_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { startBareServer } from './lib/bare-server.ts';
import { machine, option, stamp } from './lib/run-info.ts';
import { type StoreServer, startStore, stopStore } from './lib/server-process.ts';
import { cutDemoStore } from './peers/catalogue.ts';
import { cleanup, onCleanup } from './peers/cleanup.ts';
import { cpuMeter } from './peers/cpu.ts';
import { MEDUSA_VERSION, prepareMedusa, startMedusa } from './peers/medusa-app.ts';
import { closedLoop, fixedRate, type Measured, median, settle, type Target } from './peers/measure.ts';
import { printReport } from './peers/report.ts';
import { step, stepTimes } from './peers/steps.ts';

const args = process.argv.slice(2);
const seconds = Number(option(args, 'seconds', '10'));
const rounds = Number(option(args, 'rounds', '2'));
const fixedSeconds = Number(option(args, 'fixed-seconds', '20'));
const warmup = Number(option(args, 'warmup', '5'));
const connections = 32;
const PRODUCTS = 300;
const root = join(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/** Stops a store unless it has ended already (then its pid may belong to another process by now). */
const stopped = (store: StoreServer) =>
  store.child.exitCode === null && store.child.signalCode === null ? stopStore(store) : undefined;

async function body(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return text;
}

async function main() {
  if (!existsSync(join(root, 'apps', 'api', 'dist', 'server.js'))) throw new Error('run `npm run build` first');
  console.log(`bench:peers, Medusa ${MEDUSA_VERSION} against Shringar, ${machine()}; started ${stamp()}`);
  const dir = mkdtempSync(join(tmpdir(), 'shringar-peers-'));
  onCleanup(`temporary folder ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  const admin = postgres(serverUrl, { max: 2, onnotice: () => {} });
  onCleanup('admin connection', () => admin.end());
  const ours = `peers_shringar_${process.pid}`;
  const theirs = `peers_medusa_${process.pid}`;
  for (const name of [ours, theirs]) {
    await admin.unsafe(`create database ${name}`);
    onCleanup(`database ${name}`, () => admin.unsafe(`drop database if exists ${name} with (force)`).then(() => {}));
  }

  // Shringar: the first start seeds the demo store; the cut leaves 300 products in one category.
  const storeEnv = (label: string, cached: boolean) => ({
    DATABASE_URL: databaseUrl(ours),
    DATA_DIR: join(dir, `shringar-${label}`),
    UPLOAD_DIR: join(dir, `shringar-${label}`, 'uploads'),
    ...(cached ? {} : { CATALOGUE_CACHE_MS: '0', WEB_PAGE_CACHE_MS: '0' }),
  });
  const seeding = await step('Shringar: first start, demo store seeded', () => startStore(storeEnv('seed', false)));
  onCleanup('Shringar (seeding)', () => stopped(seeding));
  const { products, categoryId } = await step(`Shringar: demo store cut to ${PRODUCTS} products`, () =>
    cutDemoStore(databaseUrl(ours), PRODUCTS),
  );
  await stopStore(seeding);

  const seed = await prepareMedusa(join(dir, 'medusa'), databaseUrl(theirs), products);
  const medusaDisk = execFileSync('du', ['-sm', join(dir, 'medusa')], { encoding: 'utf8' }).split('\t')[0];
  const medusa = await step('Medusa: production start', () => startMedusa(join(dir, 'medusa'), seed));
  onCleanup('Medusa', () => medusa.stop());
  const cached = await step('Shringar: start, cache on', () => startStore(storeEnv('cached', true)));
  onCleanup('Shringar (cache on)', () => stopped(cached));
  const uncached = await step('Shringar: start, cache off', () => startStore(storeEnv('uncached', false)));
  onCleanup('Shringar (cache off)', () => stopped(uncached));
  for (const [label, store] of [
    ['cache on', cached],
    ['cache off', uncached],
  ] as const)
    store.child.once('exit', (code, signal) => console.error(`Shringar (${label}) exited: ${code ?? signal}`));
  const bare = await startBareServer();
  onCleanup('bare node:http', () => bare.stop());

  // The same product on both: the first card of our page 2.
  const listPath = `/api/v4/products/category/${categoryId}/?page=2&itemsPerPage=24`;
  const page = JSON.parse(await body(`${cached.base}${listPath}`)) as { data: { items: { productId: number }[] } };
  const productId = page.data.items[0]!.productId;
  const medusaId = seed.ids[products.find((p) => p.shringarId === productId)!.handle]!;
  const key = { 'x-publishable-api-key': seed.publishableKey };
  const medusaCpu = cpuMeter(admin, medusa.pid, theirs);
  const targets: Target[] = [
    { store: 'bare node:http', endpoint: 'ceiling', url: bare.base, headers: {} },
    {
      store: 'Medusa',
      endpoint: 'list',
      url: `${medusa.base}/store/products?limit=24&offset=24`,
      headers: key,
      cpuMs: medusaCpu,
    },
    {
      store: 'Medusa',
      endpoint: 'detail',
      url: `${medusa.base}/store/products/${medusaId}`,
      headers: key,
      cpuMs: medusaCpu,
    },
  ];
  for (const [label, store] of [
    ['Shringar, cache on', cached],
    ['Shringar, cache off', uncached],
  ] as const) {
    // Both of our stores share a database: the idle one's backends add nothing while the other is loaded.
    const cpuMs = cpuMeter(admin, store.pid, ours);
    targets.push({ store: label, endpoint: 'list', url: `${store.base}${listPath}`, headers: {}, cpuMs });
    targets.push({
      store: label,
      endpoint: 'detail',
      url: `${store.base}/api/v4/products/${productId}`,
      headers: {},
      cpuMs,
    });
  }
  const bytes = new Map<Target, number>();
  for (const t of targets) bytes.set(t, Buffer.byteLength(await body(t.url, t.headers)));
  const listItems = (JSON.parse(await body(targets[1]!.url, key)) as { products: unknown[] }).products.length;
  if (listItems !== 24 || page.data.items.length !== 24) throw new Error('a list page did not hold 24 products');

  console.log(`warm-up, ${warmup} s each (${stamp()})`);
  for (const t of targets) {
    await closedLoop(t, connections, warmup);
    await settle(t);
  }
  const max = new Map<Target, Measured[]>(targets.map((t) => [t, []]));
  for (let round = 1; round <= rounds; round++) {
    // Interleaved, and every other round in reverse, so drift in the machine's load falls on all alike.
    for (const t of round % 2 ? targets : [...targets].reverse()) {
      const m = await closedLoop(t, connections, seconds);
      max.get(t)!.push(m);
      console.log(`round ${round}: ${t.store} ${t.endpoint}: ${m.rps.toFixed(1)} req/s (${stamp()})`);
      await settle(t);
    }
  }
  const medianRps = (t: Target) => median(max.get(t)!.map((m) => m.rps));
  const rate = (endpoint: 'list' | 'detail') =>
    Number(option(args, `${endpoint}-rate`, '0')) ||
    Math.max(1, Math.floor(medianRps(targets.find((t) => t.store === 'Medusa' && t.endpoint === endpoint)!) / 2));
  const rates = { list: rate('list'), detail: rate('detail'), ceiling: rate('detail') };
  const fixed = new Map<Target, { corrected: Measured; raw: Measured }>();
  for (const t of targets) {
    const corrected = await fixedRate(t, rates[t.endpoint], fixedSeconds, false);
    await settle(t);
    const raw = await fixedRate(t, rates[t.endpoint], fixedSeconds, true);
    await settle(t);
    fixed.set(t, { corrected, raw });
    console.log(`fixed ${rates[t.endpoint]} req/s: ${t.store} ${t.endpoint} done (${stamp()})`);
  }

  const results = targets.map((t) => ({
    store: t.store,
    endpoint: t.endpoint,
    url: t.url,
    bytes: bytes.get(t)!,
    max: max.get(t)!,
    maxRps: medianRps(t),
    rate: rates[t.endpoint],
    fixed: fixed.get(t)!,
  }));
  printReport({
    results,
    connections,
    seconds,
    rounds,
    fixedSeconds,
    medusaDisk: Number(medusaDisk),
    steps: stepTimes,
  });
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  const file = join(root, 'bench', 'results', `peers-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ when: stamp(), machine: machine(), results, steps: stepTimes }, null, 2));
  console.log(`raw results: ${file}; finished ${stamp()}`);
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    console.log('tearing down: processes, databases, temporary folder');
    await cleanup();
  });
