import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadConfig, simulatorExposureWarning } from './config.ts';

/**
 * How the child runs TypeScript: a Node.js that strips types itself (24, 22.18+) runs the entry point as it is,
 * with no transform service in the way (tsx hands each uncached file to esbuild's own process through a worker
 * thread, and a CI run once saw this child still alive after 60 s, its cause never reproduced in 660 local
 * starts under load, with one cache or several); an older one goes through tsx.
 */
const stripsTypes = Boolean((process.features as { typescript?: string | false }).typescript);
const typeScriptFlags = stripsTypes ? [] : ['--import', 'tsx'];

/** Starts the real server entry point with `env` and answers how it ended (or that it was still running). */
function startServer(
  env: Record<string, string>,
  waitMs: number,
): Promise<{ code: number | null; output: string; ms: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shringar-exposure-'));
  const started = performance.now();
  const child = spawn(process.execPath, [...typeScriptFlags, 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, SEED_DEMO: 'false', JOBS_ENABLED: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
    }, waitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output, ms: Math.round(performance.now() - started) });
    });
  });
}

/** Finding 9: a plain start must not put the payment simulator on the network unnoticed. */
describe('payment simulator exposure', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
  });

  it('refuses to start with the simulator on a non-loopback HOST', async () => {
    const { code, output, ms } = await startServer({ HOST: '0.0.0.0', PORT: '0' }, 60_000);
    // A failure says how long the child lived and what it printed, so a stall names where it stopped.
    expect({ code, ms, output }).toMatchObject({ code: 1 });
    expect(output).toContain('Refusing to start: PAYMENT_PROVIDER=simulator on HOST=0.0.0.0');
    expect(output).toContain('ALLOW_PUBLIC_SIMULATOR=true');
  }, 90_000);

  it('starts with it when ALLOW_PUBLIC_SIMULATOR says so, warning loudly; on loopback it still warns', () => {
    const exposed = loadConfig({ HOST: '0.0.0.0', ALLOW_PUBLIC_SIMULATOR: 'true' });
    expect(simulatorExposureWarning(exposed)).toMatch(/^PAYMENT SIMULATOR IS PUBLIC on 0\.0\.0\.0: anyone/);
    expect(simulatorExposureWarning(loadConfig({}))).toMatch(/^PAYMENT SIMULATOR ON: .*127\.0\.0\.1 only/);
    expect(simulatorExposureWarning(loadConfig({ HOST: '::', PAYMENT_PROVIDER: 'razorpay' }))).toBeNull();
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
  ])('treats HOST=%s as loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});
