import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { testConfig } from '../../test/test-config.ts';
import { buildApp } from '../app.ts';

const NUL = '\u0000';

/** A multipart/form-data body of text fields. */
function form(fields: [string, string][]) {
  const boundary = `----shringar${Math.random().toString(16).slice(2)}`;
  const parts = fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const address = {
  name: 'Priya Sharma',
  address: '12 MG Road, Flat 4B',
  state: 'Maharashtra',
  city: 'Mumbai',
  pincode: '400001',
  phone: '9876543210',
};

describe('control characters are refused with a 400 naming the field', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ fixture: 'demo' });
    ({ token } = await createUser(t.ctx));
  });
  afterAll(() => t.close());

  const expectRefused = (res: { status: number; body: any }, field: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.body.message).toBe(`${field} must not contain control characters`);
    expect(res.body.errors).toContainEqual({ field, message: `${field} must not contain control characters` });
  };

  it('an address name (and a tab or a line break in a one-line field too)', async () => {
    for (const bad of [`Priya${NUL}`, 'Priya\tSharma', 'Priya\nSharma', 'Priya\u007f', 'Priya\u0085'])
      expectRefused(
        await t.call({ method: 'POST', url: '/api/v4/address', token, payload: { ...address, name: bad } }),
        'name',
      );
  });

  it('a profile name, as JSON and as a multipart form', async () => {
    expectRefused(
      await t.call({ method: 'POST', url: '/api/v4/user/update', token, payload: { name: `Priya${NUL}` } }),
      'name',
    );
    const multipart = form([['name', `Priya${NUL}`]]);
    expectRefused(await t.call({ method: 'POST', url: '/api/v4/user/update', token, ...multipart }), 'name');
  });

  it('a coupon code, an FCM token and a payment verify reason', async () => {
    expectRefused(
      await t.call({
        method: 'POST',
        url: '/api/v4/coupon-code/validate',
        token,
        payload: { couponCode: `FLAT50${NUL}`, orderValue: 600 },
      }),
      'couponCode',
    );
    expectRefused(
      await t.call({ method: 'POST', url: '/api/v4/fcm-token/save', token, payload: { token: `abc${NUL}` } }),
      'token',
    );
    expectRefused(
      await t.call({
        method: 'POST',
        url: '/api/v4/order/verify',
        token,
        payload: { orderId: 'SH7K2M9QXD4T', reason: `dismissed${NUL}` },
      }),
      'reason',
    );
  });

  it('a query string and an anonymous form, without signing in', async () => {
    expectRefused(await t.call({ method: 'GET', url: '/api/v4/products/category/1?q=lip%00stick' }), 'q');
    expectRefused(
      await t.call({ method: 'POST', url: '/api/v4/app-feedback', payload: { rating: 5, feedback: `Nice${NUL}` } }),
      'feedback',
    );
  });

  it('keeps line breaks and tabs where the text is multi-line, and nothing else', async () => {
    const ok = await t.call({
      method: 'POST',
      url: '/api/v4/app-feedback',
      payload: { rating: 4, feedback: 'Loved it.\r\n\tWill buy again.' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expectRefused(
      await t.call({ method: 'POST', url: '/api/v4/app-feedback', payload: { rating: 4, feedback: 'Loved\u000bit' } }),
      'feedback',
    );
  });
});

describe('framework errors answer the envelope', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await createUser(t.ctx));
  });
  afterAll(() => t.close());

  it('413 for a JSON body over 1 MB, 415 for an unknown content type', async () => {
    const big = await t.call({
      method: 'POST',
      url: '/api/v4/app-feedback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ rating: 5, feedback: 'x'.repeat(1_100_000) }),
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    const xml = await t.call({
      method: 'POST',
      url: '/api/v4/app-feedback',
      headers: { 'content-type': 'application/xml' },
      payload: '<feedback/>',
    });
    expect(xml.status).toBe(415);
    expect(xml.body).toEqual({ success: false, message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('a multipart form of 2,000 fields is refused for its fields, not as a large image', async () => {
    const fields = Array.from({ length: 2_000 }, (_, i): [string, string] => [`f${i}`, 'x']);
    const res = await t.call({ method: 'POST', url: '/api/v4/user/update', token, ...form(fields) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'The form has too many fields', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a multipart field longer than the form allows is refused by name', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v4/user/update',
      token,
      ...form([['name', 'x'.repeat(5_000)]]),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'name is too long', code: 'VALIDATION_ERROR' });
  });
});

describe('what the HTTP parser refuses', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('431 for headers over 16 KB, in the envelope', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/v4/health', headers: { 'x-padding': 'x'.repeat(20_000) } },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'Request headers are too large',
      code: 'HEADERS_TOO_LARGE',
    });
  });
});

describe('error logs', () => {
  it('keep a failed query’s parameters (a shopper’s phone and address) out of the log', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase('empty');
    const app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      database,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    app.get('/api/v4/failing-query', async () => {
      await app.ctx.db.execute(sql`select ${'9876543210, 12 MG Road Flat 4B'}::int`);
      return {};
    });
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/v4/failing-query' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        message: 'Server error. Please try again later.',
        code: 'INTERNAL',
      });
      const log = lines.join('\n');
      expect(log).toContain('unhandled error');
      expect(log).toContain('DrizzleQueryError');
      expect(log).not.toContain('9876543210');
      expect(log).not.toContain('MG Road');
      expect(log).not.toContain('Failed query');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
