import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { processTree, treeCpuMs } from './process-memory.ts';

const apiDir = join(import.meta.dirname, '..', '..', 'apps', 'api');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export type StoreServer = {
  child: ChildProcess;
  base: string;
  pid: number;
  bootMs: number;
  /** CPU the store and its database used until that first 200: about what a start takes on an idle machine. */
  bootCpuMs: number;
};

/**
 * Starts the production build (`npm run build` first) as `npm start` runs it, and times it from spawn to the
 * first 200 on /api/v4/health. `script` (relative to apps/api) runs another build of the API, e.g. a kept copy
 * of the one before a change, for a side-by-side run.
 */
export async function startStore(
  env: Record<string, string>,
  timeoutMs = 600_000,
  /** Another checkout's apps/api (its build), to measure a baseline beside this one in the same run. */
  fromApiDir = apiDir,
  /** Node's own flags for the store (`--cpu-prof`, which NODE_OPTIONS does not take). */
  nodeArgs: string[] = [],
  /** The built server to run, relative to fromApiDir (a kept copy of another build's dist/, for side-by-side runs). */
  script = 'dist/server.js',
): Promise<StoreServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: fromApiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_UNSAFE_PRODUCTION: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`store exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${base}/api/v4/health`)).ok) {
        const bootMs = performance.now() - started;
        return { child, base, pid: child.pid!, bootMs, bootCpuMs: treeCpuMs(child.pid!) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill('SIGKILL');
  throw new Error('store did not answer /api/v4/health in time');
}

/** A clean stop (SIGTERM: the store closes, then stops its embedded database), waiting for every process. */
export async function stopStore(server: StoreServer): Promise<void> {
  const tree = processTree(server.pid);
  server.child.kill('SIGTERM');
  await waitGone(tree, 30_000);
}

/** A crash: SIGKILL to the store and every process under it at once (power loss, the OOM killer). */
export async function killStore(server: StoreServer): Promise<void> {
  const tree = processTree(server.pid);
  for (const pid of tree) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await waitGone(tree, 10_000);
}

async function waitGone(pids: number[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const alive = pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    if (alive.length === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('store processes did not end in time');
}
