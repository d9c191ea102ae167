import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { superviseServer } from './embedded-supervisor.ts';

const children: ChildProcess[] = [];
const server = () => {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('the database supervisor', () => {
  it('restarts a server that died, after failed attempts too, and logs each step', async () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
    const first = server();
    let attempts = 0;
    const supervisor = superviseServer({
      pid: first.pid!,
      log,
      checkEveryMs: 10,
      backoffMs: [10, 20],
      restart: async () => {
        attempts++;
        if (attempts === 1) throw new Error('shared memory still in use');
        return server().pid!;
      },
    });
    first.kill('SIGKILL');
    await waitFor(() => supervisor.pid !== first.pid);
    expect(attempts).toBe(2);
    expect(lines[0]).toBe(`the embedded PostgreSQL (pid ${first.pid}) has stopped: restarting it`);
    expect(lines[1]).toMatch(/could not be restarted \(attempt 1; next in 0.02 s\): shared memory still in use/);
    expect(lines[2]).toMatch(new RegExp(`running again \\(pid ${supervisor.pid}, was ${first.pid}\\)`));
    await supervisor.stop();
  });

  it('never restarts after stop(): a deliberate shutdown is not a death', async () => {
    const first = server();
    let restarts = 0;
    const supervisor = superviseServer({
      pid: first.pid!,
      log: { info: () => {}, warn: () => {} },
      checkEveryMs: 10,
      restart: async () => (restarts++, server().pid!),
    });
    await supervisor.stop();
    first.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    expect(restarts).toBe(0);
  });
});
