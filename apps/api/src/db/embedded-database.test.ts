import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from './embedded-database.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shringar-embedded-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function recordingLog() {
  const lines: string[] = [];
  return { lines, info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) };
}

const cannotRun = { initdb: '/nonexistent/initdb', postgres: '/nonexistent/postgres' };

describe('choosing the embedded database', () => {
  it('gives a new store PGlite, with a warning that says why, where embedded PostgreSQL cannot run', async () => {
    const dir = folder();
    const log = recordingLog();
    const plan = await startEmbeddedDatabase(dir, 'postgres', log, (d) =>
      startEmbeddedPostgres(d, { binaries: cannotRun }),
    );
    expect(plan).toEqual({ engine: 'pglite', dir: join(dir, 'pglite') });
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(/^warn embedded PostgreSQL cannot run on this machine, so this store uses PGlite/);
    expect(log.lines[0]).toContain('/nonexistent/initdb');
    expect(existsSync(join(dir, 'postgres'))).toBe(false);
  });

  it('never falls back over an existing PostgreSQL cluster that fails to start', async () => {
    const dir = folder();
    mkdirSync(join(dir, 'postgres'));
    writeFileSync(join(dir, 'postgres', 'PG_VERSION'), '18\n');
    const failing = () => Promise.reject(new Error('port in use'));
    await expect(startEmbeddedDatabase(dir, 'postgres', recordingLog(), failing)).rejects.toThrow('port in use');
    expect(existsSync(join(dir, 'postgres', 'PG_VERSION'))).toBe(true);
  });

  it('keeps serving a folder that holds a PGlite store with PGlite, and says so', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'PG_VERSION'), '17\n'); // a store made before embedded PostgreSQL was the default
    const log = recordingLog();
    const started: string[] = [];
    const plan = await startEmbeddedDatabase(dir, 'postgres', log, async (d) => {
      started.push(d);
      return { url: '', stop: async () => {} };
    });
    expect(plan).toEqual({ engine: 'pglite', dir });
    expect(started).toEqual([]);
    expect(log.lines[0]).toMatch(/^info .* holds a PGlite store: serving it with PGlite/);
  });

  it('uses PGlite when asked, in DATA_DIR/pglite for a new store', async () => {
    const dir = folder();
    expect(await startEmbeddedDatabase(dir, 'pglite', recordingLog())).toEqual({
      engine: 'pglite',
      dir: join(dir, 'pglite'),
    });
  });
});

describe('embedded PostgreSQL', () => {
  it('keeps committed rows through a kill -9 of the server, and a second start joins the running one', async () => {
    const dir = folder();
    const first = await startEmbeddedPostgres(dir);
    const sql = postgres(first.url, { max: 1, onnotice: () => {} });
    try {
      const [{ version }] = (await sql`select current_setting('server_version') as version`) as [{ version: string }];
      expect(version).toMatch(/^18\./);
      await sql`create extension if not exists pg_trgm`;
      await sql`create table kept (id int primary key)`;
      await sql`insert into kept values (1), (2), (3)`;
    } finally {
      await sql.end();
    }

    const joined = await startEmbeddedPostgres(dir);
    expect(joined.pid).toBe(first.pid);

    process.kill(first.pid, 'SIGKILL');
    await waitUntilGone(first.pid);
    const second = await startEmbeddedPostgres(dir);
    expect(second.pid).not.toBe(first.pid);
    const again = postgres(second.url, { max: 1, onnotice: () => {} });
    try {
      expect(await again`select count(*)::int as n from kept`).toEqual([{ n: 3 }]);
    } finally {
      await again.end();
      await second.stop();
    }
    expect(isAlive(second.pid)).toBe(false);
  }, 60_000);

  it('says so when it takes over a server that a store process, now dead, left running', async () => {
    const dir = folder();
    const first = await startEmbeddedPostgres(dir);
    const dead = spawnSync('true').pid;
    writeFileSync(join(dir, 'postgres.owner'), String(dead));
    const log = recordingLog();
    const takeover = await startEmbeddedPostgres(dir, { supervise: log });
    expect(takeover.pid).toBe(first.pid);
    expect(log.lines).toEqual([
      `warn took over the embedded PostgreSQL (pid ${first.pid}) that an earlier store process (pid ${dead}) left running`,
    ]);
    await takeover.stop();
    expect(isAlive(first.pid)).toBe(false);
  }, 60_000);
});

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number) {
  for (let i = 0; i < 200 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 25));
}
