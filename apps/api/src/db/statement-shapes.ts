import { type SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** The dialect of the store's Drizzle databases (db/client.ts), to write a statement's text ahead of use. */
const dialect = new PgDialect({ casing: 'snake_case' });

/** A statement's text and parameters, its values named by `sql.placeholder` and given at each run. */
export type Shaped = ReturnType<PgDialect['sqlToQuery']>;

/**
 * Statements whose text is built once per shape (which filters, which sort) instead of per request: Drizzle's
 * `sql` tree is walked into text on every `db.execute`, which on an uncached catalogue answer cost about as
 * much CPU as serialising it. `build` gives the statement with placeholders for the shape's key; each run fills
 * them and hands the same text to the driver (prepared once per connection by name: db/prepared-statements.ts).
 * Shapes are few (scopes × sorts × filters present), so the map needs no bound beyond them.
 */
export function statementShapes() {
  const shapes = new Map<string, Shaped>();
  return async function run<T extends Record<string, unknown>>(
    db: Db,
    key: string,
    build: () => SQL,
    values: Record<string, unknown>,
  ): Promise<T[]> {
    let shaped = shapes.get(key);
    if (!shaped) shapes.set(key, (shaped = dialect.sqlToQuery(build())));
    // What db.execute does after building its text (drizzle-orm/pg-core/db.js), given the kept text.
    const { session } = db as unknown as { session: PgSession };
    const result = (await session.prepareQuery(shaped, undefined, undefined, false).execute(values)) as unknown;
    if (Array.isArray(result)) return result as T[];
    return ((result as { rows?: T[] }).rows ?? []) as T[];
  };
}
