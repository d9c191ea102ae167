import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

describe('health and error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the process alive, and ready with its database reachable', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    const ready = await t.call({ method: 'GET', url: '/api/v4/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', draining: false, db: 'ok', redis: 'none' });
    expect(ready.headers['cache-control']).toBe('no-store');
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
