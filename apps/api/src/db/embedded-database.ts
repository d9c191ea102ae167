import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { hasCluster, startEmbeddedPostgres } from './embedded-postgres.ts';

export type EmbeddedEngine = 'postgres' | 'pglite';
export type EmbeddedPlan =
  { engine: 'postgres'; url: string; stop: () => Promise<void> } | { engine: 'pglite'; dir: string };
type Log = { info(msg: string): void; warn(msg: string): void };

/** A PGlite store: DATA_DIR/pglite, or DATA_DIR itself for stores made before embedded PostgreSQL existed. */
export function pgliteDir(dataDir: string): string | undefined {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return dataDir;
  if (existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) return join(dataDir, 'pglite');
  return undefined;
}

/**
 * Which embedded database serves DATA_DIR, and starts it. The store's data decides first: a folder that holds
 * a PGlite store keeps PGlite (its data is not moved behind the operator's back). A new store gets the asked-for
 * engine; when embedded PostgreSQL cannot run on this machine (no binary for the platform, a binary that cannot
 * execute, no user to run it as) a new store falls back to PGlite with a log line saying why, so a newcomer
 * always gets a store. An existing PostgreSQL cluster that fails to start is an error, never a fallback: an
 * empty PGlite store in its place would look like lost data. The store's embedded PostgreSQL is supervised:
 * restarted when it dies, and stopped when the store's process is gone (embedded-postgres.ts).
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  wanted: EmbeddedEngine,
  log: Log,
  start: (dataDir: string) => Promise<{ url: string; stop: () => Promise<void> }> = (dir) =>
    startEmbeddedPostgres(dir, { supervise: log }),
): Promise<EmbeddedPlan> {
  const existingPglite = pgliteDir(dataDir);
  if (wanted === 'pglite') return { engine: 'pglite', dir: existingPglite ?? join(dataDir, 'pglite') };
  if (existingPglite && !hasCluster(dataDir)) {
    log.info(
      `${dataDir} holds a PGlite store: serving it with PGlite (EMBEDDED_DATABASE=pglite chooses it explicitly; move the folder aside to start a new store on embedded PostgreSQL)`,
    );
    return { engine: 'pglite', dir: existingPglite };
  }
  const existed = hasCluster(dataDir);
  try {
    const server = await start(dataDir);
    return { engine: 'postgres', url: server.url, stop: server.stop };
  } catch (err) {
    if (existed) throw err;
    rmSync(join(dataDir, 'postgres'), { recursive: true, force: true });
    const reason = err instanceof Error ? err.message : String(err);
    log.warn(
      `embedded PostgreSQL cannot run on this machine, so this store uses PGlite under ${join(dataDir, 'pglite')} instead: ${reason}`,
    );
    return { engine: 'pglite', dir: join(dataDir, 'pglite') };
  }
}
