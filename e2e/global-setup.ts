import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import webpush from 'web-push';
import { type LocalTls, localTlsCertificate } from './local-tls-certificate';
import { E2E_OPERATOR_TOKEN } from './operator-token';
import { signInSetupOwner } from './setup-owner';
import { keepStoreLog } from './store-log';
import { testNumbersSetting } from './test-phones';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The console session of the store's first owner (setup-owner.ts): tests invite staff with it. */
    setupOwnerCookie: string;
    /** The store's log file (store-log.ts): what its console senders sent. */
    storeLogPath: string;
    /** A certificate for https://127.0.0.1 the store trusts: a test's local push service serves with it. */
    localTls: LocalTls;
  }
}

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

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`store server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v4/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`store server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Browser tests run against the built store (npm run test:e2e builds it first) served by the real server on
 * a fresh embedded database seeded with the demo catalogue.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shringar-e2e-'));
  const port = await freePort();
  // A store's VAPID pair, made for this run as an operator makes theirs once (npm run vapid:keys).
  const vapid = webpush.generateVAPIDKeys();
  // The store posts pushes to https endpoints only, as in production; it trusts this certificate as an extra
  // CA, so a test's push service on https://127.0.0.1 is reached like a browser vendor's.
  const localTls = localTlsCertificate();
  const trustedCertificate = join(dataDir, 'local-https.pem');
  writeFileSync(trustedCertificate, localTls.cert);
  const storeLogPath = join(dataDir, 'store.log');
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: join(import.meta.dirname, '..', 'apps', 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_UNSAFE_PRODUCTION: 'true',
      OTP_TEST_NUMBERS: `9999999999:1234,${testNumbersSetting()}`,
      // Every browser test signs in from 127.0.0.1; the per-IP cap is for the real world.
      OTP_SENDS_PER_IP_HOURLY: '100000',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      // Info: the console WhatsApp sender's messages are log lines, read from the log file (store-log.ts).
      LOG_LEVEL: 'info',
      // Only the order messages (the shopper's notifications of a status change, console-fulfilment.test.ts) and the
      // back-in-stock alerts that feed them (back-in-stock.test.ts);
      // drafts and payments move only when a test moves them.
      JOBS_ENABLED: 'true',
      JOBS_ONLY: 'order-messages,stock-alerts',
      // The operator API, for tests that move state along as support would (wallet credits, order status).
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      NODE_EXTRA_CA_CERTS: trustedCertificate,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const closeLog = keepStoreLog(child.stdout!, storeLogPath);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('storeLogPath', storeLogPath);
  project.provide('localTls', localTls);
  project.provide('setupOwnerCookie', await signInSetupOwner(baseUrl));
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode === null) child.kill('SIGKILL');
    await closeLog();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
