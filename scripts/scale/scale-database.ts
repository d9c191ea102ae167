import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { type DatabaseHandle, openDatabase } from '../../apps/api/src/db/client.ts';
import { rowsOf } from '../../apps/api/test/faults/store-invariants.ts';

/** The machine's PostgreSQL, as a superuser that may create and drop the run's own database. */
export const ADMIN_URL = process.env.SCALE_DATABASE_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

const urlFor = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A fresh, empty database of the run's own (the processes migrate and seed it as a new store would). */
export async function createScaleDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `shringar_scale_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: urlFor(name),
    drop: async () => {
      const a = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
      try {
        await a.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await a.end();
      }
    },
  };
}

export const openScaleDatabase = (url: string): Promise<DatabaseHandle> =>
  openDatabase({ databaseUrl: url, poolSize: 2 });

export async function query<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  return rowsOf<T>(await handle.db.execute(sql.raw(text)));
}
