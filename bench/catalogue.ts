/**
 * The catalogue API against the ceiling, in one run: a bare node:http JSON server and the store's
 * /api/v4/health (no database), then the category page (24 cards), a product's detail, settings and the
 * category list, with the answer cache on and off. For each: maximum requests/s (autocannon closed loop, 32
 * connections) as a ratio to the bare server, and p50/p99 at a fixed rate (1,000 req/s cached, 200 uncached),
 * as autocannon reports them (corrected for coordinated omission and not) and sent evenly spaced (lib/fixed-rate.ts).
 *
 *   npm run build && npm run bench:catalogue -- --engine pglite --catalogue demo
 *   options: --engine pglite|postgres|server (default pglite) --catalogue demo|100k (default demo)
 *            --seconds 5 --cached-rate 1000 --uncached-rate 200 --cache on|off|both (default both)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startBareServer } from './lib/bare-server.ts';
import { benchStore, type BenchEngine, type Catalogue, engineNames } from './lib/bench-store.ts';
import { fixedRateAll } from './lib/fixed-rate.ts';
import { load } from './lib/load.ts';
import { machine, option, stamp } from './lib/run-info.ts';
import { largestCategory } from './lib/catalogue-targets.ts';

const args = process.argv.slice(2);
const engine = option(args, 'engine', 'pglite') as BenchEngine;
const catalogue = option(args, 'catalogue', 'demo') as Catalogue;
const seconds = Number(option(args, 'seconds', '5'));
const cachedRate = Number(option(args, 'cached-rate', '1000'));
const uncachedRate = Number(option(args, 'uncached-rate', '200'));
const cacheModes = { on: [true], off: [false], both: [true, false] }[option(args, 'cache', 'both')] ?? [true, false];
const connections = 32;

async function main() {
  if (!existsSync(join(import.meta.dirname, '..', 'apps', 'api', 'dist', 'server.js')))
    throw new Error('run `npm run build` first');
  console.log(`catalogue API, ${engineNames[engine]}, ${catalogue} catalogue, ${machine()}; started ${stamp()}`);
  const bare = await startBareServer();
  const lines: string[] = [];
  const out = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  try {
    await load(bare.base, { connections, seconds: 2 }); // warm-up
    const ceiling = await load(bare.base, { connections, seconds });
    out(
      `| bare node:http JSON (the ceiling) | ${ceiling.rps.toFixed(0)} req/s | p50 ${ceiling.p50} / p99 ${ceiling.p99} ms | 1.00 | ${stamp()} |`,
    );
    for (const cached of cacheModes) {
      const store = await benchStore(engine, catalogue, { cached });
      try {
        const { categoryId, productId } = await largestCategory(store.base);
        const endpoints: [string, string][] = [
          ...(cached ? ([['health (no database)', '/api/v4/health']] as [string, string][]) : []),
          ['category page, 24 cards', `/api/v4/products/category/${categoryId}/?page=1&itemsPerPage=24`],
          ['product detail', `/api/v4/products/${productId}`],
          ['settings', '/api/v4/settings/'],
          ['categories', '/api/v4/category/'],
        ];
        const rate = cached ? cachedRate : uncachedRate;
        for (const [name, path] of endpoints) {
          const label = `${name}, ${cached ? 'cached' : 'uncached'}`;
          await load(`${store.base}${path}`, { connections, seconds: 2 }); // warm-up: JIT, caches, plans
          const max = await load(`${store.base}${path}`, { connections, seconds });
          const when = stamp();
          const fixed = await fixedRateAll(store.base, () => path, { rate, seconds });
          const errors = max.errors + fixed.corrected.errors + fixed.uncorrected.errors + fixed.spaced.errors;
          out(
            `| ${label} | ${max.rps.toFixed(0)} req/s (p50 ${max.p50} / p99 ${max.p99} ms at ${connections} connections) | ` +
              `at ${rate} req/s: p50 ${fixed.corrected.p50} / p99 ${fixed.corrected.p99} ms corrected, ` +
              `p50 ${fixed.uncorrected.p50} / p99 ${fixed.uncorrected.p99} ms uncorrected, ` +
              `p50 ${fixed.spaced.p50} / p99 ${fixed.spaced.p99} ms evenly spaced | ` +
              `${(max.rps / ceiling.rps).toFixed(2)} | ${when}${errors ? `; errors ${errors}` : ''} |`,
          );
        }
      } finally {
        await store.close();
      }
    }
  } finally {
    bare.stop();
  }
  console.log(`finished ${stamp()}`);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
