import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';

/** Where a store process keeps its data: its own PGlite folder, or a throwaway PostgreSQL. */
export type StoreDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export const storeEnv = (db: StoreDatabase): Record<string, string> =>
  db.kind === 'pglite' ? { DATA_DIR: db.dataDir, UPLOAD_DIR: `${db.dataDir}/uploads` } : { DATABASE_URL: db.url };

/** Opens the store's database from the test (PGlite only once its store process has exited: one opener). */
export const openStoreDatabase = (db: StoreDatabase): Promise<DatabaseHandle> =>
  db.kind === 'pglite' ? openDatabase({ dataDir: db.dataDir }) : openDatabase({ databaseUrl: db.url, poolSize: 2 });
