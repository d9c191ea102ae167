import { afterAll, expect, it } from 'vitest';
import { orderStream } from './order-stream.ts';
import { type Answer, call } from './store-client.ts';
import { openStoreDatabase, storeEnv } from './store-database.ts';
import { storeInvariantProblems } from './store-invariants.ts';
import { type StoreProcess, startStore } from './store-process.ts';
import { prepareShoppers, until } from './store-setup.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

let pg: ThrowawayPostgres | undefined;
let store: StoreProcess | undefined;
afterAll(() => {
  store?.kill('SIGKILL');
  pg?.destroy();
});

it('PostgreSQL restarted under a stream of orders: 503s in the envelope, no half-written order, the store reconnects', async () => {
  pg = await startThrowawayPostgres();
  const database = { kind: 'postgres' as const, url: pg.url };
  store = await startStore({ ...storeEnv(database), DB_POOL_SIZE: '6' });
  const { shoppers, variants, initialStock, stockCountedAt } = await prepareShoppers(store.url);

  const stream = orderStream(store.url, shoppers, variants);
  await until(() => stream.report.placed.length >= 3, 60_000, 'orders before the restart');
  // The readiness check while the database is away: answered, and 503.
  const health: Answer[] = [];
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      health.push(await call(store!.url, 'GET', '/ready', { timeoutMs: 10_000 }));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const placedBefore = stream.report.placed.length;
  await pg.restart(3000);
  await until(() => stream.report.placed.length > placedBefore + 3, 60_000, 'orders after the restart').catch((err) => {
    throw new Error(`${err}: ${JSON.stringify(stream.report)}\n${store!.output().slice(-3000)}`);
  });
  watching = false;
  await watcher;
  // The watcher's last probe may have started while the database was still away: it waits up to 2 s for it and
  // answers 503 even when orders have resumed meanwhile. A probe started now says whether the store is back.
  const readyAgain = await call(store.url, 'GET', '/ready', { timeoutMs: 10_000 });
  const report = await stream.stop();

  expect(report.problems).toEqual([]);
  expect(report.byStatus['503'] ?? 0).toBeGreaterThan(0);
  expect(health.map((h) => h.status)).toContain(503);
  expect(health.filter((h) => h.status !== 200 && h.status !== 503).map((h) => `${h.status} ${h.text}`)).toEqual([]);
  expect(readyAgain.status).toBe(200);
  expect(store.output()).not.toMatch(/"level":50/);

  const handle = await openStoreDatabase(database);
  try {
    expect(await storeInvariantProblems(handle.db, initialStock, stockCountedAt)).toEqual([]);
  } finally {
    await handle.close();
  }
});
