import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { metricsListener } from './plugins/metrics.ts';
import { drainAndClose } from './lib/graceful-shutdown.ts';
import { readyBanner } from './lib/ready-banner.ts';
import { logsForPeople } from './lib/terminal-log-stream.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

/** Migrates, builds the app, seeds a new store, listens, and closes gracefully on SIGINT or SIGTERM. */
export async function serveStore(config: Config, database: DatabaseHandle, simulatorWarning: string | null) {
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
  // The scraper's own socket (METRICS_PORT): it ends with the process.
  if (config.METRICS_PORT) await metricsListener(app.ctx, config.METRICS_PORT, config.METRICS_HOST);
  app.log.info({ database: database.engine }, 'store ready');
  if (logsForPeople(config.NODE_ENV)) process.stdout.write(`${readyBanner(config)}\n`);
}
