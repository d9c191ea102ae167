import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { orderStream } from './order-stream.ts';
import { call } from './store-client.ts';
import { openStoreDatabase, type StoreDatabase, storeEnv } from './store-database.ts';
import { rowsOf, storeInvariantProblems } from './store-invariants.ts';
import { type StoreProcess, startStore } from './store-process.ts';
import { prepareShoppers, until } from './store-setup.ts';

let store: StoreProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'shringar-sigterm-'));
afterAll(() => {
  store?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('SIGTERM under a stream of orders: requests in flight finish, new ones are refused, the process exits 0', async () => {
  const database: StoreDatabase = { kind: 'pglite', dataDir };
  store = await startStore(storeEnv(database));
  const { shoppers, variants, initialStock, stockCountedAt } = await prepareShoppers(store.url);

  const stream = orderStream(store.url, shoppers, variants, 8);
  await until(() => stream.report.placed.length >= 4, 60_000, 'orders before the signal');
  // Catalogue reads in flight at the same moment, each on a connection of its own.
  const reads = Array.from({ length: 10 }, (_, i) =>
    call(store!.url, 'GET', `/products/${variants[i % variants.length]!.productId}`, {
      token: shoppers[0]!.token,
      headers: { connection: 'close' },
    }),
  );
  store.kill('SIGTERM');
  const exitCode = await store.exited;
  const report = await stream.stop();
  const readAnswers = await Promise.all(reads);

  expect(exitCode).toBe(0);
  expect(report.problems).toEqual([]);
  // A read the server took got its page or a 503 in the envelope; one it never took saw its connection refused
  // or reset (the listener had closed). Node 24's fetch names a kept-alive socket the server closed before
  // answering UND_ERR_SOCKET ('other side closed'), where Node 20's said ECONNRESET: the same event.
  for (const r of readAnswers) {
    if (r.status === 0) expect(r.text).toMatch(/(ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET)$/);
    else expect([200, 503], r.text).toContain(r.status);
  }
  // After the exit nobody is listening.
  expect((await call(store.url, 'GET', '/health', { timeoutMs: 2000 })).status).toBe(0);
  expect(store.output()).not.toMatch(/"level":(50|60)/);
  store = undefined;

  const handle = await openStoreDatabase(database);
  try {
    // Orders placed since the stock was read: the demo store's delivered review orders are older.
    const found = await handle.db.execute(
      sql`select id from orders where created_at >= ${stockCountedAt.toISOString()}::timestamptz`,
    );
    const ids = new Set(rowsOf<{ id: string }>(found).map((r) => r.id));
    // Exactly the orders the shoppers were told about: none lost, and none placed whose answer was cut off.
    expect([...ids].sort()).toEqual([...report.placed].sort());
    expect(await storeInvariantProblems(handle.db, initialStock, stockCountedAt)).toEqual([]);
  } finally {
    await handle.close();
  }
});
