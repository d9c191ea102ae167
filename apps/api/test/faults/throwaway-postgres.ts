import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/**
 * A PostgreSQL cluster of a test's own, in a temporary folder on a free port, so a test may stop and restart
 * it without touching the machine's shared server. PostgreSQL refuses to run as root: when the tests run as
 * root, the cluster runs as the `postgres` user.
 */
export type ThrowawayPostgres = {
  url: string;
  port: number;
  stop(): void;
  start(): void;
  /**
   * Stops it at once (fast shutdown: open transactions are rolled back, connections cut) and starts it again,
   * `downMs` later; asynchronous, so the test's own requests keep flowing meanwhile.
   */
  restart(downMs: number): Promise<void>;
  destroy(): void;
};

function binDir(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  return join('/usr/lib/postgresql', versions[0]!, 'bin');
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), 'shringar-pg-'));
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=60`;
  const runAsync = (tool: string, args: string[]) =>
    asRoot
      ? promisify(execFile)('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args])
      : promisify(execFile)(join(bin, tool), args);
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', dataDir, '-l', join(root, 'log'), '-w', '-t', '60', ...args]);
  const start = () => pgCtl('-o', options, 'start');
  const stop = () => pgCtl('-m', 'fast', 'stop');
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'store']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/store`,
    port,
    start,
    stop,
    restart: async (downMs) => {
      const ctl = ['-D', dataDir, '-l', join(root, 'log'), '-w', '-t', '60'];
      await runAsync('pg_ctl', [...ctl, '-m', 'fast', 'stop']);
      await new Promise((r) => setTimeout(r, downMs));
      await runAsync('pg_ctl', [...ctl, '-o', options, 'start']);
    },
    destroy: () => {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
