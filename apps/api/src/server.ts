import { buildApp } from './app.ts';
import { assertProductionSafe, loadConfig, simulatorExposureWarning } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

/** Entry point: read config, open and migrate the database, seed a new store, listen, close gracefully. */
async function main() {
  const config = loadConfig();
  assertProductionSafe(config);
  const simulatorWarning = simulatorExposureWarning(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
  });
  await migrateDatabase(database);
  const app = await buildApp(config, { database, serveWebApp: true });
  if (simulatorWarning) app.log.warn(simulatorWarning);
  if (config.SEED_DEMO) await seedIfEmpty(app.ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
