import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind } from '../../test/databases.ts';
import type { DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/*
 * Every process migrates at start. The db/sql scripts re-create triggers on products, variants and the wallet
 * ledger (an exclusive lock each), so they must run only when they changed: a process restarted in a running
 * cluster must not stall the orders the others are placing.
 */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

let handle: DatabaseHandle & { name: string };
beforeAll(async () => {
  handle = await openTestDatabase('empty');
});
afterAll(() => handle.close());

const appliedAt = async () =>
  rowsOf<{ name: string; applied_at: string }>(
    await handle.db.execute(sql`select name, applied_at::text from drizzle.shringar_sql_scripts order by name`),
  );

describe('the db/sql scripts at start', () => {
  it('run once per version: a start with unchanged scripts runs none, a changed one runs again', async () => {
    const before = await appliedAt();
    expect(before.map((r) => r.name)).toEqual([
      '010-wallet-ledger-append-only.sql',
      '020-search.sql',
      '030-search-postings.sql',
      '040-settings-placeholders.sql',
    ]);
    await migrateDatabase(handle);
    expect(await appliedAt()).toEqual(before);

    // As if 020-search.sql had changed since it ran: the next start runs it, and only it.
    await handle.db.execute(sql`update drizzle.shringar_sql_scripts set sha256 = 'old' where name = '020-search.sql'`);
    await migrateDatabase(handle);
    const after = await appliedAt();
    expect(after[0]).toEqual(before[0]);
    expect(after[1]!.applied_at).not.toBe(before[1]!.applied_at);
    expect(after[2]).toEqual(before[2]);
    expect(after[3]).toEqual(before[3]);
  });

  it.runIf(testDbKind() === 'postgres')('a start does not wait for transactions writing products', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test');
    url.pathname = `/${handle.name}`;
    const other = postgres(url.toString(), { max: 1, onnotice: () => {} });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Another process's order in progress: a transaction holding the lock every write to these tables takes.
    const writer = other.begin(async (tx) => {
      await tx`lock table products, product_variants, wallet_ledger in row exclusive mode`;
      await held;
    });
    try {
      const started = Date.now();
      const migrated = migrateDatabase(handle).then(() => 'migrated');
      const stalled = new Promise((r) => setTimeout(() => r('stalled behind the writer'), 10_000).unref());
      expect(await Promise.race([migrated, stalled])).toBe('migrated');
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      release();
      await writer;
      await other.end();
    }
  });
});
