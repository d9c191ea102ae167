import { sql } from 'drizzle-orm';
import { loadConfig, storeProfile } from '../config.ts';
import { openDatabase, rows } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { parseProductCount } from './cli-args.ts';
import { seedDemoStore } from './demo-store.ts';
import { addSyntheticProducts } from './synthetic-catalogue.ts';

const format = (n: number) => n.toLocaleString('en-IN');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `npm run seed -- --products N`: opens the configured database (DATABASE_URL, else the embedded one under DATA_DIR),
 * migrates it, seeds the demo store when it has no products, then adds N synthetic products for benchmarks.
 */
async function main() {
  const count = parseProductCount(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    embedded: config.EMBEDDED_DATABASE,
    poolSize: 2,
  });
  const started = performance.now();
  try {
    await migrateDatabase(database);
    const [existing] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
    if ((existing?.n ?? 0) === 0) {
      const t = performance.now();
      await seedDemoStore(database.db, storeProfile(config));
      console.log(`Demo store seeded in ${seconds(performance.now() - t)}`);
    }
    console.log(
      `Adding ${format(count)} synthetic products to ${database.engine === 'postgres' ? 'PostgreSQL' : `${database.engine} at ${config.DATA_DIR}`}`,
    );
    const t = performance.now();
    let lastPrint = 0;
    const result = await addSyntheticProducts(database.db, count, {
      onProgress: (done, total) => {
        const now = performance.now();
        if (done === total || now - lastPrint > 1000) {
          lastPrint = now;
          console.log(`  ${format(done)} / ${format(total)} products (${seconds(now - t)})`);
        }
      },
    });
    const added = performance.now();
    // Vacuumed and analysed before the store serves it: fresh statistics let the planner use the catalogue
    // indexes at once, the visibility map lets it answer from them alone, and autovacuum does not wake to do
    // the same over the next minutes while shoppers (or a bench) are served (bench/README.md, 100k catalogue).
    await database.db.execute(sql`vacuum (analyze)`);
    console.log(
      `Added ${format(result.products)} products and ${format(result.variants)} variants in ${seconds(added - t)}, ` +
        `vacuumed and analysed in ${seconds(performance.now() - added)} (total ${seconds(performance.now() - started)})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
