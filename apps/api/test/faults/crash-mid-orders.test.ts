import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { orderStream } from './order-stream.ts';
import { call } from './store-client.ts';
import { openStoreDatabase, type StoreDatabase, storeEnv } from './store-database.ts';
import { storeInvariantProblems } from './store-invariants.ts';
import { type StoreProcess, startStore } from './store-process.ts';
import { prepareShoppers, until } from './store-setup.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

/**
 * kill -9 while orders stream in, twice, on each database: after every restart each order the store confirmed
 * is there, the shoppers' sessions still work, the next order succeeds, and the books balance (stock + held =
 * initial, wallet = ledger, coupon uses = live orders, no half-written order).
 */
describe.each(['pglite', 'postgres'] as const)('kill -9 in the middle of a stream of orders on %s', (kind) => {
  let pg: ThrowawayPostgres | undefined;
  let dataDir: string | undefined;
  let store: StoreProcess | undefined;
  afterAll(async () => {
    store?.kill('SIGKILL');
    pg?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no confirmed order and leaves stock, wallets and coupons consistent', async () => {
    let database: StoreDatabase;
    if (kind === 'postgres') {
      pg = await startThrowawayPostgres();
      database = { kind, url: pg.url };
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'shringar-crash-'));
      database = { kind, dataDir };
    }
    store = await startStore(storeEnv(database));
    const { shoppers, variants, initialStock, stockCountedAt } = await prepareShoppers(store.url);
    const confirmed: string[] = [];

    for (let round = 0; round < 2; round++) {
      const stream = orderStream(store.url, shoppers, variants);
      const before = confirmed.length;
      await until(() => stream.report.placed.length >= 4 + round * 3, 60_000, 'orders before the crash');
      store.kill('SIGKILL');
      expect(await store.exited).toBe('SIGKILL');
      const report = await stream.stop();
      expect(report.problems).toEqual([]);
      confirmed.push(...report.placed);
      expect(confirmed.length).toBeGreaterThan(before);

      store = await startStore(storeEnv(database));
      const shopper = shoppers[round % shoppers.length]!;
      const next = await call(store.url, 'POST', '/order/create', {
        token: shopper.token,
        headers: { 'idempotency-key': `after-crash-${kind}-${round}` },
        body: {
          productId: variants[0]!.productId,
          variantId: variants[0]!.variantId,
          quantity: 1,
          paymentMethods: ['COD'],
          couponCode: '',
          addressId: shopper.addressId,
        },
      });
      expect(next.status, next.text).toBe(200);
      confirmed.push(next.body.data.orderId);
    }

    store.kill('SIGTERM');
    expect(await store.exited).toBe(0);
    store = undefined;
    const handle = await openStoreDatabase(database);
    try {
      const { sql } = await import('drizzle-orm');
      const found = await handle.db.execute(sql`select id from orders`);
      const ids = new Set(
        (Array.isArray(found) ? found : (found as { rows: { id: string }[] }).rows).map((r: any) => r.id),
      );
      expect(confirmed.filter((id) => !ids.has(id))).toEqual([]);
      expect(await storeInvariantProblems(handle.db, initialStock, stockCountedAt)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
