/**
 * Floods a store on 127.0.0.1 with page requests that no cache can answer and checks that it sheds load instead
 * of falling over:
 *   npm run test:load-shedding [-- --connections 200 --seconds 30]
 * Needs `npm run build` first. Starts its own server on a fresh embedded database (or DATABASE_URL), then for
 * the given time keeps 200 connections busy, half on `/category/<n>?v=<unique>` (made-up parameters: one cached
 * page), half on `/search?q=<unique>` (a real parameter: a fresh render each time). Meanwhile it asks
 * /api/v4/health every 250 ms and reads the server's resident memory every 500 ms. It passes when every page
 * request got a page (200/404) or a 503 within 2 s, health never failed, and memory stayed under the bound.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const CONNECTIONS = arg('connections', 200);
const SECONDS = arg('seconds', 30);
const DEADLINE_MS = 2_000;
const MEMORY_BOUND_MB = arg('memory-mb', 900);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startStore(): Promise<{ child: ChildProcess; url: string; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shringar-load-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..', 'apps', 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_UNSAFE_PRODUCTION: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      OTP_SECRET: 'load-test-otp-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the store did not become healthy');
    const ok = await fetch(`${url}/api/v4/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, url, stop };
}

const residentMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

/** /api/v4/health every 250 ms, each with a 2 s deadline. */
function watchHealth(url: string) {
  const seen = { asked: 0, failed: 0, slowestMs: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      seen.asked++;
      const ok = await fetch(`${url}/api/v4/health`, { signal: AbortSignal.timeout(DEADLINE_MS) }).then(
        (r) => r.ok,
        () => false,
      );
      if (!ok) seen.failed++;
      seen.slowestMs = Math.max(seen.slowestMs, performance.now() - started);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return { seen, stop: () => ((running = false), loop) };
}

function watchMemory(pid: number) {
  const seen = { startMb: residentMb(pid), peakMb: 0 };
  const timer = setInterval(() => (seen.peakMb = Math.max(seen.peakMb, residentMb(pid))), 500);
  return { seen, stop: () => clearInterval(timer) };
}

async function main() {
  const store = await startStore();
  try {
    const pid = store.child.pid!;
    // One ordinary visit first, as a real store has had before a flood.
    await fetch(`${store.url}/category/1`).then((r) => r.text());
    const health = watchHealth(store.url);
    const memory = watchMemory(pid);
    const statuses = new Map<number, number>();
    let unique = 0;
    const result = await autocannon({
      url: store.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: DEADLINE_MS / 1000,
      requests: [
        {
          setupRequest: (req) => {
            unique++;
            const path = unique % 2 === 0 ? `/category/${1 + (unique % 16)}?v=${unique}` : `/search?q=shade${unique}`;
            return { ...req, path };
          },
          onResponse: (status) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
        },
      ],
    });
    memory.stop();
    await health.stop();

    const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
    const pages = (statuses.get(200) ?? 0) + (statuses.get(404) ?? 0);
    const busy = statuses.get(503) ?? 0;
    const other = answered - pages - busy;
    const report = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      requests: answered,
      perSecond: Math.round(answered / SECONDS),
      pages,
      busy503: busy,
      otherStatuses: Object.fromEntries([...statuses].filter(([s]) => ![200, 404, 503].includes(s))),
      timeouts: result.timeouts,
      errors: result.errors,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      health: { asked: health.seen.asked, failed: health.seen.failed, slowestMs: Math.round(health.seen.slowestMs) },
      memoryMb: {
        start: Math.round(memory.seen.startMb),
        peak: Math.round(memory.seen.peakMb),
        bound: MEMORY_BOUND_MB,
      },
    };
    console.log(JSON.stringify(report, null, 2));
    const problems = [
      result.timeouts > 0 && `${result.timeouts} requests got no answer within ${DEADLINE_MS} ms`,
      result.errors > result.timeouts && `${result.errors - result.timeouts} connection errors`,
      other > 0 && `${other} answers were neither a page nor a 503`,
      result.latency.max >= DEADLINE_MS && `the slowest answer took ${result.latency.max} ms`,
      health.seen.failed > 0 && `${health.seen.failed} health checks failed`,
      memory.seen.peakMb > MEMORY_BOUND_MB && `memory peaked at ${Math.round(memory.seen.peakMb)} MB`,
      pages === 0 && 'no page was served at all',
    ].filter(Boolean);
    if (problems.length) {
      console.error(`FAILED: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else console.log('PASSED: every request answered with a page or a 503 in time; health never failed');
  } finally {
    store.stop();
  }
}

await main();
