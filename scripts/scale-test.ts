/**
 * `npm run test:scale`: the same production build as N processes over one PostgreSQL and Redis, behind nginx
 * with the deployment's own config (deploy/nginx/shringar.conf), under mixed shopper traffic and faults.
 *
 * A fresh database of its own on the machine's PostgreSQL (SCALE_DATABASE_ADMIN_URL, default
 * postgres://root@127.0.0.1:5432/postgres), Redis at SCALE_REDIS_URL (default redis://127.0.0.1:6379) under a
 * key prefix of its own, loopback only, bounded (about 4 minutes after the build). Three web processes and a
 * worker start at once on the empty database (migrations and the demo seed under advisory locks); then:
 *   1. throughput with one web process behind nginx, then with three (same traffic, same seconds);
 *   2. under traffic, kill -9 of one web process and the worker, both restarted; an owner changes a price
 *      through the operator API and each web process is asked directly until it serves the new one;
 *      sessions and rate limits are checked across processes;
 *   3. the books: no failures beyond the killed process's in-flight requests, orders placed in every phase (the
 *      run's variants restocked and its wallets funded for it), unpaid drafts expired once, order messages sent
 *      once, stock + held = initial stock = stock movements' sum, wallet balances = ledger sums.
 * Prints a report; `--readme` also writes it into bench/README.md. Exits 1 when a check fails.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { freePort } from '../apps/api/test/faults/free-port.ts';
import { storeInvariantProblems } from '../apps/api/test/faults/store-invariants.ts';
import { priceSeenEverywhere, rateLimitsShared, sessionsShared } from './scale/cross-process-checks.ts';
import { attributeFailures } from './scale/fault-attribution.ts';
import { draftsExpiredOnce, jobRuns, messagesSentOnce } from './scale/job-checks.ts';
import { NginxProxy } from './scale/nginx-proxy.ts';
import {
  pickVariants,
  prepareShoppers,
  restockVariants,
  signInOwner,
  STOCK_ADDED_PER_VARIANT,
  WALLET_CREDIT_RUPEES,
  WALLET_CREDITS,
} from './scale/run-setup.ts';
import { createScaleDatabase, openScaleDatabase, query } from './scale/scale-database.ts';
import { type Check, type PhaseFigures, printReport, writeReadme } from './scale/scale-report.ts';
import { REPO, sharedEnv } from './scale/scale-env.ts';
import { shopperTraffic, Tally } from './scale/shopper-traffic.ts';
import { StoreProcess } from './scale/store-processes.ts';

const SHOPPERS = 12;
const PHASE_SECONDS = 20;
const FAULT_PHASE_SECONDS = 45;

const started = Date.now();
const loadAtStart = loadavg()[0]!;
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const say = (line: string) => console.log(`[scale ${elapsed()}] ${line}`);

if (!existsSync(join(REPO, 'apps', 'api', 'dist', 'server.js')) || !existsSync(join(REPO, 'apps', 'web', 'build'))) {
  say('no production build: npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'inherit' });
}

const dir = mkdtempSync(join(tmpdir(), 'shringar-scale-'));
const database = await createScaleDatabase();
const redisPrefix = `shringar-scale-${Date.now().toString(36)}:`;
const redisUrl = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const nginx = new NginxProxy(dir, await freePort());
const env = sharedEnv({
  databaseUrl: database.url,
  redisUrl,
  redisPrefix,
  publicBaseUrl: nginx.url,
  dataDir: join(dir, 'data'),
  shoppers: SHOPPERS,
});
const webs: StoreProcess[] = [];
for (const n of [1, 2, 3]) webs.push(new StoreProcess(`web-${n}`, 'web', await freePort(), env));
const worker = new StoreProcess('worker', 'worker', await freePort(), env);
const everyProcess = [...webs, worker];
const checks: Check[] = [];
let exitCode = 1;
const handle = await openScaleDatabase(database.url);

try {
  // One web process and the worker first, at once on the empty database; the other two join later, as in a
  // store that grows (nginx lists all three from the start and skips those that refuse connections).
  say(`database ${database.name}; starting a web process and the worker at once on it`);
  const first = [webs[0]!, worker];
  for (const p of first) p.start();
  const boots = await Promise.all(first.map((p) => p.healthy(240_000)));
  say(`both healthy (slowest ${Math.max(...boots)} ms)`);
  const [migrations] = await query<{ n: number }>(
    handle,
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  const [products] = await query<{ n: number }>(handle, 'select count(*)::int as n from products');
  checks.push({
    name: 'two processes started at once on an empty database: migrated and seeded once',
    ok: products!.n > 0,
    lines: [`${migrations!.n} migrations applied, ${products!.n} demo products`],
  });

  await nginx.start(webs.map((w) => w.port));
  const shoppers = await prepareShoppers(nginx.url, SHOPPERS);
  const staffCookie = await signInOwner(nginx.url);
  const variants = await pickVariants(handle, 24);
  await restockVariants(nginx.url, staffCookie, variants);
  const [priced] = await query<{ productId: number; variantId: number }>(
    handle,
    `select p.id as "productId", min(v.id) as "variantId" from products p join product_variants v on v.product_id = p.id
     where p.is_active group by p.id having count(*) = 1 and min(v.price_paise) >= 30000 order by p.id limit 1`,
  );
  const stockCountedAt = new Date();
  const initialStock = new Map(
    (await query<{ id: number; stock: number }>(handle, 'select id, stock from product_variants')).map((v) => [
      v.id,
      v.stock,
    ]),
  );
  say(
    `${shoppers.length} shoppers signed in with ₹${(WALLET_CREDITS * WALLET_CREDIT_RUPEES).toLocaleString('en-IN')} each; ` +
      `${variants.length} variants on sale, ${STOCK_ADDED_PER_VARIANT.toLocaleString('en-IN')} units added to each`,
  );

  // Warm-up; each shopper's first order is an online draft left unpaid (the expiry job's work).
  const warm = new Tally();
  const until = (seconds: number) => {
    const end = Date.now() + seconds * 1000;
    return () => Date.now() >= end;
  };
  await shopperTraffic(nginx.url, shoppers, variants, warm, { until: until(5), abandon: 1 });
  say(`warm-up: ${warm.requests} requests, ${warm.abandoned.length} drafts left unpaid`);

  const phases: PhaseFigures[] = [];
  const tallies: Tally[] = [warm];
  const measure = async (
    name: string,
    processes: number,
    tally: Tally,
    seconds: number,
    during?: () => Promise<void>,
  ) => {
    tallies.push(tally);
    const t0 = Date.now();
    // The traffic goes on for its seconds, and longer if what happens during it takes longer.
    let duringDone = !during;
    const traffic = shopperTraffic(nginx.url, shoppers, variants, tally, {
      until: () => duringDone && Date.now() - t0 >= seconds * 1000,
    });
    if (during)
      try {
        await during();
      } finally {
        duringDone = true;
      }
    await traffic;
    const s = (Date.now() - t0) / 1000;
    const orders = tally.orders.COD + tally.orders.WALLET + tally.orders.ONLINE;
    phases.push({
      name,
      processes,
      seconds: s,
      requests: tally.requests,
      orders,
      errors: tally.errors.length,
      latencies: tally.latencies,
    });
    say(
      `${name}: ${(tally.requests / s).toFixed(1)} requests/s, ${(orders / s).toFixed(2)} orders/s, ${tally.errors.length} errors`,
    );
  };

  await measure('one web process', 1, new Tally(), PHASE_SECONDS);

  say('starting web-2 and web-3 beside the running store');
  for (const p of webs.slice(1)) p.start();
  const joined = await Promise.all(webs.slice(1).map((p) => p.healthy(240_000)));
  // Traffic until both have answered through nginx (it takes them on as soon as they accept connections).
  const rejoin = new Tally();
  tallies.push(rejoin);
  const answeredThroughNginx = (port: number) => nginx.entries().some((e) => e.upstream === `127.0.0.1:${port}`);
  const rejoinEnd = Date.now() + 30_000;
  await shopperTraffic(nginx.url, shoppers, variants, rejoin, {
    until: () => Date.now() > rejoinEnd || webs.slice(1).every((p) => answeredThroughNginx(p.port)),
  });
  say(`both healthy after ${Math.max(...joined)} ms and answering through nginx`);
  await measure('three web processes', 3, new Tally(), PHASE_SECONDS);

  const faults = new Tally();
  let killedAt = 0;
  let restartMs = 0;
  await measure('three web processes, kill -9 and restarts', 3, faults, FAULT_PHASE_SECONDS, async () => {
    await new Promise((r) => setTimeout(r, 5_000)); // the traffic reaches a steady state before the kill
    killedAt = Date.now();
    await Promise.all([webs[1]!.kill9(), worker.kill9()]);
    say(`kill -9 ${webs[1]!.name} and the worker`);
    webs[1]!.start();
    worker.start();
    restartMs = Math.max(...(await Promise.all([webs[1]!.healthy(120_000), worker.healthy(120_000)])));
    say(`both restarted and healthy after ${restartMs} ms`);

    const price = await priceSeenEverywhere(nginx.url, webs, staffCookie, priced!);
    checks.push({
      name: `a price change (₹${price.oldPrice} → ₹${price.newPrice}) served by every web process within a second`,
      ok: price.ok,
      lines: price.lines,
    });
    const sessions = await sessionsShared(webs, shoppers[0]!.token, staffCookie);
    checks.push({ name: 'sessions made at one process are good at every process', ...sessions });
    const limits = await rateLimitsShared(webs);
    checks.push({ name: 'a rate limit counted at one process holds at the others (Redis)', ...limits });
  });

  const attribution = attributeFailures({
    errors: tallies.flatMap((t) => t.errors),
    log: nginx.entries(),
    killedPort: webs[1]!.port,
    killedAt,
  });
  const nginxFailures = nginx.entries().filter((e) => e.status >= 500);
  checks.push({
    name: 'no failures beyond the killed process’s in-flight requests',
    ok: attribution.unexplained.length === 0,
    lines: [
      `in flight at ${webs[1]!.name} when it was killed (nginx log): ${attribution.inFlight.length}`,
      `shopper-visible failures explained by them: ${attribution.explained.length}`,
      `other failures: ${attribution.unexplained.length}`,
      ...attribution.described.slice(0, 10).map((d) => `  ${d}`),
      `answers of 500 and up in nginx's log: ${nginxFailures.length}`,
      ...nginxFailures
        .slice(0, 10)
        .map(
          (e) =>
            `  ${e.time} ${e.method} ${e.uri} → ${e.status} from ${e.upstream} (${e.upstream_status}) in ${e.request_time} s`,
        ),
      `pages and calls a busy process shed (503 with Retry-After, its designed answer to overload): ${tallies.reduce((n, t) => n + t.shed, 0)}, and ${attribution.shed.length} more that nginx answered 502 after trying a process that was not running`,
      `refusals owed to contention (not failures): ${[...faults.refused].map(([c, n]) => `${c} ${n}`).join(', ') || 'none'}`,
    ],
  });

  // A phase whose orders were all refused (the stock sold out, wallets dry) would pass every other check while
  // testing no ordering at all, the kill -9 included.
  checks.push({
    name: 'every measured phase placed orders',
    ok: phases.every((p) => p.orders > 0),
    lines: phases.map((p) => `${p.name}: ${p.orders} orders in ${p.seconds.toFixed(0)} s`),
  });

  say('waiting for the worker: unpaid drafts to expire, messages to go out');
  const drafts = await draftsExpiredOnce(handle, warm.abandoned, 150_000);
  checks.push({ name: 'every unpaid draft expired exactly once (a worker killed meanwhile)', ...drafts });
  const messages = await messagesSentOnce(handle, worker, killedAt, 90_000);
  checks.push({
    name: 'every order message sent once (SMS: again only if in flight at the killed worker)',
    ...messages,
  });
  const runs = await jobRuns(handle);
  checks.push({
    name: 'jobs ran on the worker only, and again after its restart',
    ok: runs.every((r) => r.failures === 0),
    lines: runs.map(
      (r) => `${r.name}: ${r.runs} runs, ${r.failures} failing now${r.last_error ? ` (${r.last_error})` : ''}`,
    ),
  });
  const problems = await storeInvariantProblems(handle.db, initialStock, stockCountedAt);
  checks.push({
    name: "stock + held = initial stock; stock = movements' sum; wallet balances = ledger sums; coupons and orders whole",
    ok: problems.length === 0,
    lines: problems.length ? problems.slice(0, 10) : ['all hold'],
  });

  // What the processes logged as errors (level 50 and up), to tell a failure's cause.
  const errorLines = everyProcess.flatMap((p) =>
    p.output
      .split('\n')
      .filter((l) => /"level":(5\d|60)/.test(l))
      .map((l) => `${p.name}: ${l.slice(0, 400)}`),
  );
  checks.push({
    name: 'no process logged an error',
    ok: errorLines.length === 0,
    lines: errorLines.length ? errorLines.slice(0, 8) : ['none'],
  });

  const report = {
    date: new Date(started).toISOString(),
    cores: cpus().length,
    load: [loadAtStart, loadavg()[0]!],
    seconds: (Date.now() - started) / 1000,
    phases,
    checks,
    killed: { restartMs },
  };
  printReport(report);
  if (process.argv.includes('--readme')) writeReadme(report);
  exitCode = checks.every((c) => c.ok) ? 0 : 1;
} catch (err) {
  console.error(err);
  for (const p of everyProcess) if (p.output) console.error(`--- ${p.name} (last lines)\n${p.output.slice(-2000)}`);
} finally {
  await nginx.stop().catch(() => {});
  await Promise.all(everyProcess.map((p) => p.stop().catch(() => {})));
  await handle.close();
  await database.drop().catch((err) => console.error('could not drop the run database', err));
  try {
    execFileSync('sh', [
      '-c',
      `redis-cli -u "$0" --scan --pattern "$1*" | xargs -r redis-cli -u "$0" del >/dev/null`,
      redisUrl,
      redisPrefix,
    ]);
  } catch {
    // the keys expire by themselves
  }
  rmSync(dir, { recursive: true, force: true });
  say(exitCode === 0 ? 'passed' : 'FAILED');
}
process.exit(exitCode);
