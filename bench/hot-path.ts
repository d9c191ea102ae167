/**
 * CPU per cached answer (issue 12, the hot path): how much CPU the store and its database spend on one kept
 * catalogue answer or page, against a bare node:http server answering the same bytes, loaded in the same run.
 * CPU per request is the figure that holds on a shared machine (requests/s swings with the neighbours' load);
 * its ratio to the bare server's is what the cached-throughput budget (≥ 40 % of the ceiling) comes down to.
 * A fixed number of requests per target (autocannon, 32 connections), every one kept-alive, 127.0.0.1 only.
 * Pages carry 10–20 times the bytes of the JSON ceiling, so their ratio understates how close they come.
 *
 *   npm run build && npm run bench:hot-path -- --engine server
 *   options: --engine pglite|postgres|server (default pglite) --requests 20000
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBareServer } from './lib/bare-server.ts';
import { benchStore, type BenchEngine, engineNames } from './lib/bench-store.ts';
import { treeCpuMs } from './lib/process-memory.ts';
import { machine, option, stamp } from './lib/run-info.ts';

const args = process.argv.slice(2);
const engine = option(args, 'engine', 'pglite') as BenchEngine;
const requests = Number(option(args, 'requests', '20000'));
const CONNECTIONS = 32;
const API_HEADERS = { 'accept-encoding': 'gzip' };
const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

type Figure = { cpuUs: number; rps: number; errors: number };

/** `requests` requests at `url` after a warm-up, and the CPU `cpuOf` (a server's process tree) spent on them. */
async function measure(url: string, headers: Record<string, string>, cpuOf: () => number): Promise<Figure> {
  await autocannon({ url, connections: CONNECTIONS, amount: Math.min(2000, requests), headers }); // warm-up
  const before = cpuOf();
  const r = await autocannon({ url, connections: CONNECTIONS, amount: requests, headers });
  const cpuMs = cpuOf() - before;
  return {
    cpuUs: (cpuMs * 1000) / r.requests.total,
    rps: r.requests.average,
    errors: r.errors + r.non2xx + r.timeouts,
  };
}

async function main() {
  console.log(`hot path, ${engineNames[engine]}, demo catalogue, ${machine()}; started ${stamp()}`);
  const store = await benchStore(engine, 'demo', { cached: true });
  try {
    const base = store.base;
    const get = async <T>(path: string) => ((await (await fetch(`${base}/api/v4${path}`)).json()) as { data: T }).data;
    const categoryId = (await get<{ categoryId: number }[]>('/category/'))[0]!.categoryId;
    const productId = (
      await get<{ items: { productId: number }[] }>(`/products/category/${categoryId}/?itemsPerPage=1`)
    ).items[0]!.productId;
    const targets: [string, string, Record<string, string>][] = [
      ['health (no database)', '/api/v4/health', API_HEADERS],
      ['category page, 24 cards', `/api/v4/products/category/${categoryId}/?page=1&itemsPerPage=24`, API_HEADERS],
      ['product detail', `/api/v4/products/${productId}`, API_HEADERS],
      ['settings', '/api/v4/settings/', API_HEADERS],
      ['categories', '/api/v4/category/', API_HEADERS],
      ['Home page', '/', PAGE_HEADERS],
      ['Category page', `/category/${categoryId}`, PAGE_HEADERS],
      ['Product page', `/product/${productId}`, PAGE_HEADERS],
    ];
    const bareServer = await startBareServer();
    const ceiling = await measure(`${bareServer.base}/`, API_HEADERS, () => treeCpuMs(bareServer.pid)).finally(() =>
      bareServer.stop(),
    );
    console.log(
      `| target | CPU µs per request (store + database) | ceiling's CPU ÷ this | req/s (${CONNECTIONS} connections) | errors | load |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    console.log(
      `| bare node:http JSON (the ceiling) | ${ceiling.cpuUs.toFixed(0)} | 1.00 | ${ceiling.rps.toFixed(0)} | ${ceiling.errors} | ${loadavg()[0]!.toFixed(1)} |`,
    );
    for (const [name, path, headers] of targets) {
      const f = await measure(`${base}${path}`, headers, () => treeCpuMs(store.server.pid));
      console.log(
        `| ${name}, cached | ${f.cpuUs.toFixed(0)} | ${(ceiling.cpuUs / f.cpuUs).toFixed(2)} | ${f.rps.toFixed(0)} | ${f.errors} | ${loadavg()[0]!.toFixed(1)} |`,
      );
    }
  } finally {
    await store.close();
  }
  console.log(`finished ${stamp()}`);
}

await main();
