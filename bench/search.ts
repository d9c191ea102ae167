/**
 * Search latency at a fixed rate over a catalogue, with the answer cache off: real words from the catalogue's
 * names, prefixes of them and misspellings of them (one letter dropped, doubled, swapped or replaced), drawn at
 * random (seeded, so every run asks the same mix). Reports p50/p99 as autocannon gives them (corrected for
 * coordinated omission and not) and sent evenly spaced (lib/fixed-rate.ts), and how many misspellings still
 * found products (typo tolerance).
 *
 *   npm run build && npm run bench:search -- --engine server --catalogue 100k
 *   options: --engine pglite|postgres|server (default server) --catalogue demo|100k (default 100k)
 *            --rate 100 --seconds 10
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchStore, type BenchEngine, type BenchStore, type Catalogue, engineNames } from './lib/bench-store.ts';
import postgres from 'postgres';
import { fixedRateAll } from './lib/fixed-rate.ts';
import { treeCpuMs } from './lib/process-memory.ts';
import { load1, machine, option, stamp } from './lib/run-info.ts';

const args = process.argv.slice(2);
const engine = option(args, 'engine', 'server') as BenchEngine;
const catalogue = option(args, 'catalogue', '100k') as Catalogue;
const rate = Number(option(args, 'rate', '100'));
const seconds = Number(option(args, 'seconds', '10'));

/** mulberry32: a small seeded generator, so the query mix is the same on every run. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(12);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const letters = 'abcdefghijklmnopqrstuvwxyz';

function misspell(word: string): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
    default:
      return word.slice(0, i) + pick([...letters].filter((c) => c !== word[i])) + word.slice(i + 1);
  }
}

type Kind = 'word' | 'prefix' | 'misspelling' | 'two words';

/** Words of the store's own names: every category's, and the cards of each category's first pages. */
async function catalogueWords(base: string): Promise<{ words: string[]; names: string[] }> {
  const get = async <T>(path: string) => ((await (await fetch(`${base}/api/v4${path}`)).json()) as { data: T }).data;
  const categories = await get<{ categoryId: number; categoryName: string }[]>('/category/');
  const names: string[] = categories.map((c) => c.categoryName);
  for (const c of categories)
    for (const page of [1, 5]) {
      const list = await get<{ items: { productName: string; brandName: string }[] }>(
        `/products/category/${c.categoryId}/?page=${page}&itemsPerPage=50`,
      );
      names.push(...list.items.flatMap((i) => [i.productName, i.brandName]));
    }
  const words = [
    ...new Set(names.flatMap((n) => n.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 4)),
  ].sort();
  return { words, names };
}

function queries(words: string[], names: string[], count: number): { kind: Kind; text: string }[] {
  const out: { kind: Kind; text: string }[] = [];
  for (let i = 0; i < count; i++) {
    const word = pick(words);
    const kind = pick<Kind>(['word', 'prefix', 'misspelling', 'two words']);
    if (kind === 'word') out.push({ kind, text: word });
    else if (kind === 'prefix') out.push({ kind, text: word.slice(0, 3 + Math.floor(random() * 3)) });
    else if (kind === 'misspelling') out.push({ kind, text: misspell(word) });
    else {
      const nameWords = pick(names)
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 3);
      out.push({ kind, text: nameWords.slice(0, 2).join(' ') || word });
    }
  }
  return out;
}

/**
 * CPU (user + system, ms) the store has used so far: its process tree (Node, and the embedded database's
 * processes) and, on the PostgreSQL server, the backends serving the store's database.
 */
async function storeCpu(pid: number, databaseUrl: string | undefined): Promise<number> {
  let ms = treeCpuMs(pid);
  if (databaseUrl) {
    const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const name = new URL(databaseUrl).pathname.slice(1);
    const backends = await db<{ pid: number }[]>`select pid from pg_stat_activity
      where datname = ${name} and pid <> pg_backend_pid()`;
    await db.end();
    for (const b of backends) ms += treeCpuMs(b.pid);
  }
  return ms;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/**
 * Queries in the shopper's script and Hinglish spellings (issue 31): transliterated and expanded through the
 * synonym table before the same full-text search. Timed one at a time beside the other kinds, not in the mix,
 * so the mix (and its figures) stays what earlier runs measured.
 */
const SCRIPT_QUERIES = ['लिपस्टिक', 'झुमका', 'काजल', 'साड़ी', 'चूड़ियाँ', 'jhumki', 'mehendi', 'chudi'];

/** Each kind of query one at a time: wall time p50/p99 and CPU per request (store and database). */
async function oneAtATime(store: BenchStore, mix: { kind: Kind; text: string }[]) {
  const kinds: (Kind | 'Devanagari and Hinglish')[] = [
    'word',
    'prefix',
    'misspelling',
    'two words',
    'Devanagari and Hinglish',
  ];
  for (const kind of kinds) {
    const sample =
      kind === 'Devanagari and Hinglish'
        ? Array.from({ length: 40 }, (_, i) => ({ kind, text: SCRIPT_QUERIES[i % SCRIPT_QUERIES.length]! }))
        : mix.filter((q) => q.kind === kind).slice(0, 40);
    const walls: number[] = [];
    const cpuBefore = await storeCpu(store.server.pid, store.databaseUrl);
    for (const q of sample) {
      const started = performance.now();
      const res = await fetch(`${store.base}/api/v4/products/advance-search?query=${encodeURIComponent(q.text)}`);
      await res.arrayBuffer();
      walls.push(performance.now() - started);
    }
    const cpu = ((await storeCpu(store.server.pid, store.databaseUrl)) - cpuBefore) / sample.length;
    walls.sort((a, b) => a - b);
    console.log(
      `| ${kind}, one at a time (${sample.length}) | p50 ${percentile(walls, 0.5).toFixed(1)} ms / p99 ${percentile(walls, 0.99).toFixed(1)} ms wall | ${cpu.toFixed(1)} ms CPU per search | load ${load1()} |`,
    );
  }
}

async function main() {
  if (!existsSync(join(import.meta.dirname, '..', 'apps', 'api', 'dist', 'server.js')))
    throw new Error('run `npm run build` first');
  const store = await benchStore(engine, catalogue, { cached: false });
  try {
    const { words, names } = await catalogueWords(store.base);
    const mix = queries(words, names, 600);
    // Typo tolerance: how many misspellings still find something (checked one at a time, before the load).
    const typos = mix.filter((q) => q.kind === 'misspelling').slice(0, 40);
    let found = 0;
    for (const q of typos) {
      const res = await fetch(`${store.base}/api/v4/products/advance-search?query=${encodeURIComponent(q.text)}`);
      const body = (await res.json()) as { data: { pagination: { totalItems: number } } };
      if (body.data.pagination.totalItems > 0) found++;
    }
    let n = 0;
    const nextPath = () =>
      `/api/v4/products/advance-search?query=${encodeURIComponent(mix[n++ % mix.length]!.text)}&itemsPerPage=20`;
    await fixedRateAll(store.base, nextPath, { rate, seconds: 3 }); // warm-up, discarded
    console.log(`search, ${engineNames[engine]}, ${catalogue} catalogue, ${machine()}; ${stamp()}`);
    await oneAtATime(store, mix);
    const started = stamp();
    const cpuBefore = await storeCpu(store.server.pid, store.databaseUrl);
    const { corrected, uncorrected, spaced } = await fixedRateAll(store.base, nextPath, { rate, seconds });
    const cpuPerSearch =
      ((await storeCpu(store.server.pid, store.databaseUrl)) - cpuBefore) /
      ((corrected.rps + uncorrected.rps + spaced.rps) * seconds);
    console.log(`search, ${engineNames[engine]}, ${catalogue} catalogue, ${machine()}; ${started}`);
    console.log(
      `queries: ${mix.length} drawn from ${words.length} catalogue words (${mix
        .slice(0, 8)
        .map((q) => q.text)
        .join(', ')}, …)`,
    );
    console.log(`misspellings that found products: ${found} of ${typos.length}`);
    const row = (label: string, r: typeof corrected) =>
      console.log(
        `| search at ${rate} req/s, ${label} | p50 ${r.p50} ms / p99 ${r.p99} ms | ${r.rps.toFixed(0)} req/s answered | errors ${r.errors} |`,
      );
    row('corrected', corrected);
    row('ignoreCoordinatedOmission', uncorrected);
    row('evenly spaced (open loop)', spaced);
    console.log(`CPU per search under that load (store and database, the three runs): ${cpuPerSearch.toFixed(1)} ms`);
    console.log(`finished ${stamp()}`);
  } finally {
    await store.close();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
