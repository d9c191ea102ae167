import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { rows } from '../../src/db/client.ts';
import { orderStream } from './order-stream.ts';
import { call } from './store-client.ts';
import { openStoreDatabase, type StoreDatabase, storeEnv } from './store-database.ts';
import { storeInvariantProblems } from './store-invariants.ts';
import { type StoreProcess, startStore } from './store-process.ts';
import { prepareShoppers, until } from './store-setup.ts';

let dataDir: string | undefined;
let store: StoreProcess | undefined;
afterAll(() => {
  store?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded server's postmaster, from its lock file (absent once it stopped cleanly). */
const postmasterPid = (dir: string) =>
  Number(readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * kill -9 of the store's embedded PostgreSQL under a stream of orders: /ready says 503 within 5 s, the store
 * restarts its database by itself and takes orders again within 60 s, no confirmed order is lost and the books
 * balance; then kill -9 of the store leaves no database server behind.
 */
it('restarts a killed embedded PostgreSQL by itself, and a killed store leaves no database running', async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shringar-supervised-'));
  const database: StoreDatabase = { kind: 'pglite', dataDir };
  store = await startStore({ ...storeEnv(database), EMBEDDED_DATABASE: 'postgres' });
  const { shoppers, variants, initialStock, stockCountedAt } = await prepareShoppers(store.url);
  const stream = orderStream(store.url, shoppers, variants);
  await until(() => stream.report.placed.length >= 3, 60_000, 'orders before the kill');

  const ready: { at: number; status: number }[] = [];
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const answer = await call(store!.url, 'GET', '/ready', { timeoutMs: 10_000 });
      ready.push({ at: Date.now(), status: answer.status });
      await new Promise((r) => setTimeout(r, 100));
    }
  })();

  const killed = postmasterPid(dataDir);
  const placedBefore = stream.report.placed.length;
  const killedAt = Date.now();
  process.kill(killed, 'SIGKILL');
  await until(() => ready.some((r) => r.at > killedAt && r.status === 503), 5_000, '/ready answering 503');
  await until(() => stream.report.placed.length > placedBefore + 3, 60_000, 'orders after the restart').catch((err) => {
    throw new Error(`${err}: ${JSON.stringify(stream.report.byStatus)}\n${store!.output().slice(-3000)}`);
  });
  const lastDown = Math.max(...ready.filter((r) => r.status === 503).map((r) => r.at));
  await until(() => ready.some((r) => r.at > lastDown && r.status === 200), 10_000, '/ready answering 200 again');
  watching = false;
  await watcher;
  const report = await stream.stop();

  expect(report.problems).toEqual([]);
  expect(ready.filter((r) => r.status !== 200 && r.status !== 503)).toEqual([]);
  expect(store.output()).toMatch(/the embedded PostgreSQL \(pid \d+\) has stopped: restarting it/);
  expect(store.output()).toMatch(/the embedded PostgreSQL is running again/);
  const restarted = postmasterPid(dataDir);
  expect(restarted).not.toBe(killed);

  // kill -9 of the store itself: its database stops with it.
  store.kill('SIGKILL');
  expect(await store.exited).toBe('SIGKILL');
  store = undefined;
  const deadline = Date.now() + 30_000;
  while (isAlive(restarted) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(isAlive(restarted), 'the database outlived its store').toBe(false);

  const handle = await openStoreDatabase(database);
  try {
    const ids = new Set((await rows<{ id: string }>(handle.db, sql`select id from orders`)).map((r) => r.id));
    expect(report.placed.filter((id) => !ids.has(id))).toEqual([]);
    expect(await storeInvariantProblems(handle.db, initialStock, stockCountedAt)).toEqual([]);
  } finally {
    await handle.close();
  }
});
