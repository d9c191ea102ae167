import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { CapturingEmailSender } from '../../integrations/email/capturing-email-sender.ts';
import { CapturingSmsSender } from '../../integrations/sms/capturing-sms-sender.ts';
import { drainAndClose } from '../../lib/graceful-shutdown.ts';
import { freePort } from '../../../test/faults/free-port.ts';
import { openTestDatabase } from '../../../test/databases.ts';
import { testConfig } from '../../../test/test-config.ts';

/** Liveness without the database, readiness with it (and Redis), and a SIGTERM's drain. */
const senders = () => ({ sms: new CapturingSmsSender(), email: new CapturingEmailSender() });

describe('readiness', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('stays alive but unready while the database does not answer', async () => {
    const database = await openDatabase({ databaseUrl: `postgres://shringar@127.0.0.1:${await freePort()}/gone` });
    const app = await buildApp(testConfig({ STORE_CHANGES: 'local' }), { database, ...senders() });
    closers.push(
      () => app.close(),
      () => database.close(),
    );
    const health = await app.inject({ method: 'GET', url: '/api/v4/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/v4/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unready', draining: false, db: 'down', redis: 'none' });
  });

  it('is unready when the configured Redis does not answer', async () => {
    const database = await openTestDatabase('empty');
    const config = testConfig({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, STORE_CHANGES: 'local' });
    const app = await buildApp(config, { database, ...senders() });
    closers.push(() => database.close());
    closers.push(() => app.close());
    const ready = await app.inject({ method: 'GET', url: '/api/v4/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unready', draining: false, db: 'ok', redis: 'down' });
  });

  it('on SIGTERM turns unready, finishes the request in flight, then stops listening', async () => {
    const database = await openTestDatabase('empty');
    closers.push(() => database.close());
    const app = await buildApp(testConfig(), { database, ...senders() });
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const inFlight = new Promise<void>((r) => (started = r));
    // A slow answer standing for a checkout in progress when the signal comes.
    app.get('/api/v4/test-slow', async () => {
      started();
      await released;
      return { finished: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const url = (path: string) => `http://127.0.0.1:${port}/api/v4${path}`;
    expect((await fetch(url('/ready'))).status).toBe(200);

    const slow = fetch(url('/test-slow')).then(async (r) => ({ status: r.status, body: await r.json() }));
    await inFlight;
    const closing = drainAndClose(app, { drainDelayMs: 400, timeoutMs: 10_000 });
    const ready = await fetch(url('/ready'));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unready', draining: true, db: 'ok' });
    // Still alive, and still serving, while the load balancer moves away.
    expect((await fetch(url('/health'))).status).toBe(200);

    release();
    expect(await slow).toEqual({ status: 200, body: { finished: true } });
    expect(await closing).toBe(true);
    await expect(fetch(url('/health'))).rejects.toThrow();
  });
});
