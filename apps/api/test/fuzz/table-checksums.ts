import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** Rows of a driver's answer: PGlite's result has `rows`, postgres-js's is the array itself. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/**
 * A checksum of every table of the store (md5 of its rows in a fixed order), one query for all of them, so a
 * test can prove a refused call changed nothing.
 */
export async function tableChecksums(db: Db, except: readonly string[] = []): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  )
    .map((r) => r.name)
    .filter((name) => !except.includes(name));
  if (!tables.length) return {};
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`,
  );
  const rows = rowsOf<{ name: string; sum: string }>(await db.execute(sql.raw(parts.join(' union all '))));
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/** The tables whose checksum differs between two readings. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
