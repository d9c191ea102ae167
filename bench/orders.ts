/**
 * Place order (Buy Now, cash on delivery) with many shoppers at once: every shopper places orders back to back
 * for the run's length, spread over the store's stocked variants; then each variant's stock is checked against
 * the orders placed (nothing oversold, nothing lost) and every order's ledger against its lines.
 *
 * A short warm-up burst runs first (its orders are checked too); the CPU the store, its database backends and
 * this client used during the measured burst is printed per order, which holds still on a shared machine.
 *
 *   npm run build && npm run bench:orders -- --engine server
 *   options: --engine pglite|postgres|server (default server) --shoppers 50 --seconds 10 --warmup 2
 *            --compare <another checkout's apps/api, built>: the same run on that build first (before/after)
 *            --cpu-prof <dir>: the store writes a V8 CPU profile there when it stops
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { benchStore, type BenchEngine, engineNames } from './lib/bench-store.ts';
import { databaseCpuMeter } from './lib/database-cpu.ts';
import { orderBurst } from './lib/order-burst.ts';
import { treeCpuMs } from './lib/process-memory.ts';
import { machine, option, stamp } from './lib/run-info.ts';
import { benchTestNumbers, call, signInShoppers, stockedVariants, variantStock } from './lib/shoppers.ts';

const args = process.argv.slice(2);
const engine = option(args, 'engine', 'server') as BenchEngine;
const shopperCount = Number(option(args, 'shoppers', '50'));
const seconds = Number(option(args, 'seconds', '10'));
const warmupSeconds = Number(option(args, 'warmup', '2'));
const compareDir = option(args, 'compare', '');
const profileDir = option(args, 'cpu-prof', '');

type OrderDetail = { id: string; orderItems: unknown[] };

/**
 * In SQL, after the run: one order row per acknowledged order (the bench's shoppers have no others), every order with lines, and every wallet's
 * cached balance equal to its ledger's last entry (cash on delivery must not touch a wallet).
 */
async function ledgerCheck(url: string, placed: number): Promise<string> {
  const db = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [orders] = await db`select count(*)::int as n,
        count(*) filter (where not exists (select 1 from order_items i where i.order_id = o.id))::int as empty
      from orders o where o.user_id in (select id from users where phone like '%90000001__')`;
    const [wallets] = await db`select count(*)::int as off from users u
      where u.wallet_balance_paise <> coalesce((select l.balance_after_paise from wallet_ledger l
                                                 where l.user_id = u.id order by l.id desc limit 1), 0)`;
    return `orders in the database ${orders!.n} (acknowledged ${placed}), without lines ${orders!.empty}, wallets off their ledger ${wallets!.off}`;
  } finally {
    await db.end();
  }
}

/** One store (this build, or the one in `apiDir`): warm-up, the measured burst, CPU per order, then the checks. */
async function measure(label: string, apiDir?: string) {
  const store = await benchStore(engine, 'demo', {
    cached: true,
    env: {
      OTP_TEST_NUMBERS: benchTestNumbers(shopperCount),
      OTP_SENDS_PER_IP_HOURLY: '100000',
    },
    // A database of its own: other benches use the default demo database on the same server.
    databaseName: 'shringar_bench_orders',
    ...(apiDir ? { apiDir } : {}),
    ...(profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
  });
  try {
    const shoppers = await signInShoppers(store.base, shopperCount);
    const variants = await stockedVariants(store.base, 200);
    const warm = await orderBurst(store.base, shoppers, variants, { seconds: warmupSeconds });
    const when = stamp();
    const dbMeter = store.databaseUrl ? await databaseCpuMeter(store.databaseUrl) : null;
    await dbMeter?.start();
    const storeCpu = treeCpuMs(store.server.pid);
    const clientCpu = process.cpuUsage();
    const burst = await orderBurst(store.base, shoppers, variants, { seconds });
    const storeMs = treeCpuMs(store.server.pid) - storeCpu;
    const client = process.cpuUsage(clientCpu);
    const clientMs = (client.user + client.system) / 1000;
    const database = dbMeter ? await dbMeter.stop() : null;
    const perOrder = (ms: number) => (burst.orders ? ms / burst.orders : 0).toFixed(2);
    const cpu =
      `CPU per order: store ${perOrder(storeMs)} ms` +
      (database ? ` + PostgreSQL backends ${perOrder(database.cpuMs)} ms (${database.backends} backends)` : '') +
      ` = ${perOrder(storeMs + (database?.cpuMs ?? 0))} ms; this client ${perOrder(clientMs)} ms`;

    const placed = [...warm.placed, ...burst.placed];
    let wrongStock = 0;
    for (const v of variants) {
      const now = await variantStock(store.base, v, shoppers[0]!.token);
      const ordered = placed.filter((p) => p.variantId === v.variantId).length;
      if (now !== v.stock - ordered || now < 0) wrongStock++;
    }
    // Every acknowledged order is there for its shopper, with one line of one unit.
    let missing = 0;
    for (const { shopper, orderId } of burst.placed.slice(0, 200)) {
      const { status, json } = await call<OrderDetail>(
        store.base,
        'GET',
        `/order/details/${orderId}`,
        undefined,
        shoppers[shopper]!.token,
      );
      if (status !== 200 || json.data.id !== orderId || json.data.orderItems.length !== 1) missing++;
    }
    const ledgers = store.databaseUrl
      ? await ledgerCheck(store.databaseUrl, placed.length)
      : 'not checked (server engine only)';
    console.log(
      `${label}: place order (Buy Now, COD), ${engineNames[engine]}, ${shopperCount} shoppers over ${variants.length} variants, ${machine()}; ${when}`,
    );
    console.log(
      `| place order, ${shopperCount} shoppers at once | ${burst.ordersPerSecond.toFixed(1)} orders/s | p50 ${burst.p50.toFixed(0)} / p99 ${burst.p99.toFixed(0)} ms | ` +
        `${burst.orders} placed, ${burst.refused} refused (${burst.refusals}), ${burst.failed} failed | stock ${wrongStock ? `${wrongStock} variants off` : 'exact'}; ` +
        `${Math.min(200, burst.placed.length) - missing} of ${Math.min(200, burst.placed.length)} orders checked found; ${ledgers} | ${cpu} |`,
    );
    console.log(`finished ${stamp()}`);
  } finally {
    await store.close();
  }
}

async function main() {
  if (!existsSync(join(import.meta.dirname, '..', 'apps', 'api', 'dist', 'server.js')))
    throw new Error('run `npm run build` first');
  if (compareDir) {
    if (!existsSync(join(compareDir, 'dist', 'server.js'))) throw new Error(`no build in ${compareDir}/dist`);
    await measure(`before (${compareDir})`, compareDir);
  }
  await measure(compareDir ? 'after (this checkout)' : 'this checkout');
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
