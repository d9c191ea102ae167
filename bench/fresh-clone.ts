/**
 * A newcomer's first start: `git clone` of the committed branch into a temporary folder, `npm ci`, `npm start`
 * (build, then serve on the default embedded database), timed to the first 200 on /api/v4/health, then the home
 * page and a product answered; then the same clone started on PGlite (`npm run serve`, already built).
 *
 *   npx tsx bench/fresh-clone.ts [--keep]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './lib/server-process.ts';
import { processTree } from './lib/process-memory.ts';

const root = join(import.meta.dirname, '..');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function timed(command: string, args: string[], cwd: string) {
  const started = performance.now();
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  return performance.now() - started;
}

async function serve(cwd: string, script: string, env: Record<string, string>) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['run', script], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run ${script} exited with ${child.exitCode}`);
    if (performance.now() - started > 900_000) throw new Error(`npm run ${script}: no answer in 15 minutes`);
    try {
      if ((await fetch(`${base}/api/v4/health`)).ok) break;
    } catch {
      // still building or starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const ready = performance.now() - started;
  const home = await fetch(`${base}/`);
  const homeHtml = await home.text();
  const product = await fetch(`${base}/api/v4/products/1`);
  const productJson = (await product.json()) as { data?: { productName?: string } };
  return {
    child,
    ready,
    home: home.status,
    homeHasShringar: homeHtml.includes('Shringar'),
    product: product.status,
    productName: productJson.data?.productName,
  };
}

/** Stops the store as Ctrl-C would: SIGTERM to the server (it stops its database), then waits for the rest. */
async function stop(child: ChildProcess) {
  const tree = processTree(child.pid!);
  for (const pid of tree) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist/server.js')) process.kill(pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < 300 && tree.some(alive); i++) await new Promise((r) => setTimeout(r, 100));
}

async function main() {
  const branch = execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const dir = mkdtempSync(join(tmpdir(), 'shringar-clone-'));
  try {
    const clone = timed('git', ['clone', '--quiet', '--branch', branch, root, dir], root);
    const ci = timed('npm', ['ci', '--no-audit', '--no-fund'], dir);
    const first = await serve(dir, 'start', {});
    await stop(first.child);
    const pglite = await serve(dir, 'serve', { EMBEDDED_DATABASE: 'pglite', DATA_DIR: join(dir, 'data-pglite') });
    await stop(pglite.child);
    console.log(`git clone ${seconds(clone)}, npm ci ${seconds(ci)}`);
    console.log(
      `npm start (build + first start, embedded PostgreSQL): first 200 after ${seconds(first.ready)}; home ${first.home} (store name in page: ${first.homeHasShringar}), product ${first.product} "${first.productName}"`,
    );
    console.log(
      `npm run serve on PGlite (built; first start seeds): first 200 after ${seconds(pglite.ready)}; home ${pglite.home}, product ${pglite.product} "${pglite.productName}"`,
    );
  } finally {
    if (!process.argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
