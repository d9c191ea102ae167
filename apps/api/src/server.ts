import { buildApp } from './app.ts';
import { assertProductionSafe, type Config, loadConfig, simulatorExposureWarning } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { drainAndClose } from './lib/graceful-shutdown.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

/** Lines logged before Fastify's logger exists, in the same JSON shape (pino's levels: 30 info, 40 warn). */
const startupLog = {
  info: (msg: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg })),
  warn: (msg: string) => console.log(JSON.stringify({ level: 40, time: Date.now(), msg })),
};

/** Entry point: read config, open and migrate the database, seed a new store, listen, close gracefully. */
async function main() {
  const config = loadConfig();
  assertProductionSafe(config);
  const simulatorWarning = simulatorExposureWarning(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    embedded: config.EMBEDDED_DATABASE,
    poolSize: config.DB_POOL_SIZE,
    log: startupLog,
  });
  try {
    await serve(config, database, simulatorWarning);
  } catch (err) {
    await database.close(); // the embedded server stops with a store that could not start
    throw err;
  }
}

async function serve(config: Config, database: DatabaseHandle, simulatorWarning: string | null) {
  await migrateDatabase(database);
  const app = await buildApp(config, { database, serveWebApp: true });
  if (simulatorWarning) app.log.warn(simulatorWarning);
  if (config.SEED_DEMO) await seedIfEmpty(app.ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainDelayMs: config.SHUTDOWN_DRAIN_DELAY_MS }, 'shutting down: draining');
    let closed = false;
    try {
      closed = await drainAndClose(app, {
        drainDelayMs: config.SHUTDOWN_DRAIN_DELAY_MS,
        timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      });
      if (closed) await database.close();
      else app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'requests still in flight at the deadline');
    } finally {
      process.exit(closed ? 0 : 1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ database: database.engine }, 'store ready');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
