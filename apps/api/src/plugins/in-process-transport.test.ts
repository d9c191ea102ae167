import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { inProcessTransport } from './in-process-transport.ts';

describe('the in-process transport a server render uses', () => {
  let t: TestApp;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ categoryId } = await createProduct(t.ctx, { categoryName: 'Bangles' }));
  });
  afterAll(() => t.close());

  const headers = { accept: 'application/json' };

  it('answers what the route answers, in its envelope', async () => {
    const call = inProcessTransport(t.app);
    const answer = await call({ method: 'GET', url: `/api/v4/category/${categoryId}`, headers });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ success: true, data: { categoryId, categoryName: 'Bangles' } });
  });

  it('keeps the route’s validation and errors', async () => {
    const call = inProcessTransport(t.app);
    const invalid = await call({ method: 'GET', url: '/api/v4/category/abc', headers });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.json)).toContain('id must be a positive whole number');
    const missing = await call({ method: 'GET', url: '/api/v4/category/999999', headers });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ success: false });
  });

  it('sends a JSON body, and the route’s guard still applies', async () => {
    const call = inProcessTransport(t.app);
    const answer = await call({
      method: 'POST',
      url: '/api/v4/cart/add',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 1, variantId: 1, quantity: 1 }),
    });
    expect(answer.status).toBe(401);
  });
});
