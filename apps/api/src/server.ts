import { assertProductionSafe, loadConfig, simulatorExposureWarning } from './config.ts';
import { openDatabase } from './db/client.ts';
import { logsForPeople, readableLine } from './lib/terminal-log-stream.ts';

/** Lines logged before Fastify's logger exists, in the same shape (pino's levels: 30 info, 40 warn). */
const forPeople = logsForPeople(process.env.NODE_ENV ?? 'development');
const startupLine = (level: number, msg: string) => {
  const json = JSON.stringify({ level, time: Date.now(), msg });
  process.stdout.write(forPeople ? readableLine(json) : `${json}\n`);
};
const startupLog = { info: (msg: string) => startupLine(30, msg), warn: (msg: string) => startupLine(40, msg) };

/**
 * Entry point: read config, open the database, then migrate, seed and serve (serve-store.ts). The database
 * starts first and the rest of the store (Fastify, every module, the storefront's server plugin: most of the
 * code) loads while it does, so an embedded PostgreSQL's start and the code's loading overlap on two cores.
 */
async function main() {
  const config = loadConfig();
  assertProductionSafe(config);
  const simulatorWarning = simulatorExposureWarning(config);
  const opening = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    embedded: config.EMBEDDED_DATABASE,
    poolSize: config.DB_POOL_SIZE,
    log: startupLog,
  });
  const loading = import('./serve-store.ts');
  // Whichever fails first is reported; a database that did open is closed before the process ends.
  const [opened, loaded] = await Promise.allSettled([opening, loading]);
  if (opened.status === 'rejected') throw opened.reason;
  const database = opened.value;
  try {
    if (loaded.status === 'rejected') throw loaded.reason;
    await loaded.value.serveStore(config, database, simulatorWarning);
  } catch (err) {
    await database.close(); // the embedded server stops with a store that could not start
    throw err;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
