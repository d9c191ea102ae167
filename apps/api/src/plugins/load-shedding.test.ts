import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase } from '../../test/databases.ts';
import { testConfig } from '../../test/test-config.ts';
import { buildApp } from '../app.ts';
import { inProcessHeaders } from './load-shedding.ts';

describe('API load shedding', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let release: () => void = () => {};
  let held = new Promise<void>((r) => (release = r));

  beforeAll(async () => {
    const database = await openTestDatabase('empty');
    app = await buildApp(testConfig({ MAX_CONCURRENT_API_CALLS: '1', SHED_MAX_WAIT_MS: '60000' }), { database });
    // Stands for a call that holds its slot (a slow query) until the test lets it go.
    app.get('/api/v4/held', async () => {
      await held;
      return { success: true, message: 'OK', data: null };
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('answers 503 SERVER_BUSY with Retry-After when the queue is full; health and in-process calls still answer', async () => {
    // One call runs, 64 wait (the queue is 64 per slot): the next is refused at once.
    const running = Array.from({ length: 65 }, () => app.inject({ method: 'GET', url: '/api/v4/held' }));
    await new Promise((r) => setImmediate(r));
    const refused = await app.inject({ method: 'GET', url: '/api/v4/held' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({
      success: false,
      message: 'The store is busy right now. Please try again in a moment.',
      code: 'SERVER_BUSY',
    });
    const health = await app.inject({ method: 'GET', url: '/api/v4/health' });
    expect(health.statusCode).toBe(200);
    const settings = await app.inject({ method: 'GET', url: '/api/v4/settings', headers: inProcessHeaders() });
    expect(settings.statusCode).toBe(200);
    // A forged in-process header buys nothing.
    const forged = await app.inject({
      method: 'GET',
      url: '/api/v4/settings',
      headers: { 'x-shringar-in-process': 'guess' },
    });
    expect(forged.statusCode).toBe(503);
    release();
    const answers = await Promise.all(running);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(65).fill(200));
    held = Promise.resolve();
    expect((await app.inject({ method: 'GET', url: '/api/v4/held' })).statusCode).toBe(200);
  });
});
