import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { databaseProbe } from './database-probe.ts';

describe('health and error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as reachable', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers from the background probe without a query of its own, and reports an unreachable database', async () => {
    const db = { execute: vi.fn(() => Promise.resolve([])) };
    const probe = databaseProbe(db as unknown as Db);
    try {
      expect(await probe.reachable()).toBe(true);
      const asked = db.execute.mock.calls.length;
      for (let i = 0; i < 20; i++) expect(await probe.reachable()).toBe(true);
      expect(db.execute.mock.calls.length).toBe(asked);
      db.execute.mockImplementation(() => Promise.reject(new Error('connection refused')));
      await vi.waitFor(async () => expect(await probe.reachable()).toBe(false), { timeout: 5000 });
    } finally {
      probe.stop();
    }
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/no-such-thing' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Resource not found.', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v4/health',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect([400, 404]).toContain(res.status);
    expect(res.body.success).toBe(false);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/docs/json' });
    expect(res.status).toBe(200);
    expect(res.body.paths['/api/v4/health']).toBeDefined();
  });
});
