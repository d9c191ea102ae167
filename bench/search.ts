/**
 * Search latency at a fixed rate over a catalogue, with the answer cache off: real words from the catalogue's
 * names, prefixes of them and misspellings of them (one letter dropped, doubled, swapped or replaced), drawn at
 * random (seeded, so every run asks the same mix). Reports p50/p99 corrected for coordinated omission and as
 * autocannon saw them, and how many misspellings still found products (typo tolerance).
 *
 *   npm run build && npm run bench:search -- --engine server --catalogue 100k
 *   options: --engine pglite|postgres|server (default server) --catalogue demo|100k (default 100k)
 *            --rate 100 --seconds 10
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchStore, type BenchEngine, type Catalogue, engineNames } from './lib/bench-store.ts';
import { fixedRateBoth } from './lib/fixed-rate.ts';
import { machine, option, stamp } from './lib/run-info.ts';

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
    await fixedRateBoth(store.base, nextPath, { rate, seconds: 3 }); // warm-up, discarded
    const started = stamp();
    const { corrected, uncorrected } = await fixedRateBoth(store.base, nextPath, { rate, seconds });
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
    console.log(`finished ${stamp()}`);
  } finally {
    await store.close();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
