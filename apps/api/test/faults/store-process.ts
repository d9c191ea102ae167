import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export const FAULT_OPERATOR_TOKEN = 'fault-operator-token-0123456789abcdef';
/** Phones with a fixed sign-in code, so the tests sign in without reading texts. */
export const FAULT_PHONES = ['9999900001', '9999900002', '9999900003', '9999900004'];
export const FAULT_OTP = '4321';

/** The built storefront, when `npm run build` has made one (the scanners crawl its pages). */
export const STOREFRONT_BUILD = join(import.meta.dirname, '..', '..', '..', 'web', 'build');

/** A whole store as its own process, on 127.0.0.1 and a free port: what a real deployment runs. */
export type StoreProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** Everything the process wrote, stdout and stderr. */
  output: () => string;
  kill(signal: NodeJS.Signals): void;
};

const apiDir = join(import.meta.dirname, '..', '..');

export async function startStore(env: Record<string, string>, timeoutMs = 120_000): Promise<StoreProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      WEB_BUILD_DIR: join(apiDir, 'no-storefront-build'),
      OTP_SECRET: 'fault-otp-secret-0123456789abcdef0123456789',
      OTP_TEST_NUMBERS: FAULT_PHONES.map((p) => `${p}:${FAULT_OTP}`).join(','),
      OTP_SENDS_PER_IP_HOURLY: '100000',
      OPERATOR_TOKEN: FAULT_OPERATOR_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode} while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the store did not answer its health check within ${timeoutMs} ms:\n${output}`);
    }
    const ok = await fetch(`${url}/api/v4/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, exited, output: () => output, kill: (signal) => child.kill(signal) };
}
