import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** Rows of a driver's answer: PGlite's result has `rows`, postgres-js's is the array itself. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** The store's tables, read once per database: a request cannot add or drop one. */
const tablesOf = new WeakMap<Db, Promise<string[]>>();

function storeTables(db: Db): Promise<string[]> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = db
      .execute(
        sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
      .then((result) => rowsOf<{ name: string }>(result).map((r) => r.name));
    tablesOf.set(db, tables);
  }
  return tables;
}

/**
 * A checksum of every table of the store, one query for all of them, so a test can prove a refused call changed
 * nothing: its row count and the sum of its rows' 64-bit hashes. A sum needs no sort and no joined text (the md5
 * of every table's sorted rows made the endpoint fuzzer spend most of its time here), and an inserted, deleted or
 * changed row moves it unless two 64-bit hashes cancel exactly.
 */
export async function tableChecksums(db: Db, except: readonly string[] = []): Promise<Record<string, string>> {
  const tables = (await storeTables(db)).filter((name) => !except.includes(name));
  if (!tables.length) return {};
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) as sum from "${name}" t`,
  );
  const rows = rowsOf<{ name: string; sum: string }>(await db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/** The tables whose checksum differs between two readings. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
