/**
 * Facet counts on 100,000 products (issue 32: p50 ≤ 30 ms at 100 req/s on the embedded PostgreSQL): GET
 * /products/facets for the category with the most shades, with two facets chosen (its commonest shade family
 * and price band), at a fixed rate, beside the same category's list (24 cards) in the same run. p50/p99 as autocannon reports them (corrected for
 * coordinated omission and not) and sent evenly spaced (lib/fixed-rate.ts; the figure to read).
 *
 *   npm run build && npm run bench:facets
 *   options: --engine pglite|postgres|server (default postgres) --catalogue demo|100k (default 100k)
 *            --rate 100 --seconds 10 --cache off|on (default off: every request runs the statement)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchStore, type BenchEngine, type Catalogue, engineNames } from './lib/bench-store.ts';
import { fixedRateAll } from './lib/fixed-rate.ts';
import { machine, option, stamp } from './lib/run-info.ts';

const args = process.argv.slice(2);
const engine = option(args, 'engine', 'postgres') as BenchEngine;
const catalogue = option(args, 'catalogue', '100k') as Catalogue;
const rate = Number(option(args, 'rate', '100'));
const seconds = Number(option(args, 'seconds', '10'));
const cached = option(args, 'cache', 'off') === 'on';

type FacetValues = { value: string; count: number }[];
type FacetCounts = { shade: FacetValues; price: FacetValues };

const budget = (
  JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as {
    facets100k: { rate: number; maxP50Ms: number };
  }
).facets100k;

const get = async <T>(base: string, path: string) =>
  ((await (await fetch(`${base}/api/v4${path}`)).json()) as { data: T }).data;

/** The category whose shoppers see the most shade families counted, and its commonest family and price band. */
async function shadeHeavyCategory(base: string) {
  const categories = await get<{ categoryId: number }[]>(base, '/category/');
  let best: { categoryId: number; shaded: number; shade: string; price: string } | null = null;
  for (const { categoryId } of categories) {
    const counts = await get<FacetCounts>(base, `/products/facets?scope=category&scopeId=${categoryId}`);
    const shaded = counts.shade.reduce((n, v) => n + v.count, 0);
    if (!best || shaded > best.shaded) {
      const top = (values: FacetValues) => [...values].sort((a, b) => b.count - a.count)[0]?.value ?? '';
      best = { categoryId, shaded, shade: top(counts.shade), price: top(counts.price) };
    }
  }
  if (!best || best.shaded === 0) throw new Error('no category has shades: is the catalogue seeded with options?');
  return best;
}

async function main() {
  if (!existsSync(join(import.meta.dirname, '..', 'apps', 'api', 'dist', 'server.js')))
    throw new Error('run `npm run build` first');
  console.log(`facet counts, ${engineNames[engine]}, ${catalogue} catalogue, ${machine()}; started ${stamp()}`);
  const store = await benchStore(engine, catalogue, { cached });
  try {
    const target = await shadeHeavyCategory(store.base);
    const facets =
      `/api/v4/products/facets?scope=category&scopeId=${target.categoryId}` +
      `&shade=${encodeURIComponent(target.shade)}&price=${encodeURIComponent(target.price)}`;
    const list = `/api/v4/products/category/${target.categoryId}/?page=1&itemsPerPage=24`;
    console.log(`category ${target.categoryId} (${target.shaded} shaded products): ${facets}`);
    const endpoints: [string, string][] = [
      ['facet counts, shade and price chosen', facets],
      ['category list, 24 cards', list],
    ];
    let facetsP50 = NaN;
    for (const [name, path] of endpoints) {
      await fixedRateAll(store.base, () => path, { rate, seconds: 3 }); // warm-up: plans, caches
      const { corrected, uncorrected, spaced } = await fixedRateAll(store.base, () => path, { rate, seconds });
      const errors = corrected.errors + uncorrected.errors + spaced.errors;
      if (path === facets) facetsP50 = spaced.p50;
      console.log(
        `| ${name}, ${cached ? 'cached' : 'uncached'}, ${rate} req/s | evenly spaced p50 ${spaced.p50} / p99 ${spaced.p99} ms | ` +
          `autocannon p50 ${corrected.p50} / p99 ${corrected.p99} ms corrected, ` +
          `p50 ${uncorrected.p50} / p99 ${uncorrected.p99} ms raw | ${stamp()}` +
          `${errors ? `; errors ${errors}` : ''} |`,
      );
    }
    if (engine === 'postgres' && catalogue === '100k' && !cached && rate === budget.rate)
      console.log(
        `budget: facet counts p50 ≤ ${budget.maxP50Ms} ms at ${budget.rate} req/s: ` +
          `${facetsP50 <= budget.maxP50Ms ? 'met' : 'NOT met'} (${facetsP50} ms)`,
      );
  } finally {
    await store.close();
  }
  console.log(`finished ${stamp()}`);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
