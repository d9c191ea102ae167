import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff } from '../../../test/staff-factories.ts';

/** A staff cookie writes only as the console's own pages write: JSON, from the store's origin. */
describe('console writes and their Origin', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createStaff>>;
  beforeAll(async () => {
    t = await createTestApp({
      config: { PUBLIC_BASE_URL: 'https://shop.example', CORS_ORIGINS: 'https://app.example' },
    });
    owner = await createStaff(t, 'owner');
  });
  afterAll(() => t.close());

  const invite = (headers: Record<string, string>, payload: string, email: string) =>
    t.call({
      method: 'POST',
      url: '/api/v4/admin/staff',
      headers: { cookie: owner.cookie, host: 'shop.example', ...headers },
      payload: payload.replace('EMAIL', email),
    });
  const json = '{"email":"EMAIL","name":"Invited Member","role":"owner"}';
  const form = 'email=EMAIL&name=Invited+Member&role=owner';

  it('refuses a form-encoded or plain-text write with a staff cookie, whatever its Origin', async () => {
    for (const [type, origin] of [
      ['application/x-www-form-urlencoded', 'https://shop.example'],
      ['application/x-www-form-urlencoded', undefined],
      ['text/plain', 'https://evil.shop.example'],
    ] as const) {
      const res = await invite(
        { 'content-type': type, ...(origin ? { origin } : {}) },
        type === 'text/plain' ? json : form,
        `form-${type.length}-${origin?.length ?? 0}@shringar.test`,
      );
      expect([res.status, res.body.code], `${type} ${origin}`).toEqual([403, 'CONSOLE_WRITE_REFUSED']);
      expect(res.body.message).toBe('The console accepts changes only from its own pages.');
    }
  });

  it('refuses JSON from a foreign Origin (a sibling subdomain too), and takes it from the store’s own', async () => {
    for (const origin of ['https://evil.shop.example', 'https://evil.example', 'null']) {
      const res = await invite({ 'content-type': 'application/json', origin }, json, 'foreign@shringar.test');
      expect([res.status, res.body.code], origin).toEqual([403, 'CONSOLE_WRITE_REFUSED']);
    }
    const own = await invite(
      { 'content-type': 'application/json', origin: 'https://shop.example' },
      json,
      'own@shringar.test',
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const listed = await invite(
      { 'content-type': 'application/json', origin: 'https://app.example' },
      json,
      'listed@shringar.test',
    );
    expect(listed.status).toBe(200);
    // An API client without Origin writes JSON.
    const bare = await invite({ 'content-type': 'application/json' }, json, 'bare@shringar.test');
    expect(bare.status).toBe(200);
  });

  it('leaves reads alone', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v4/admin/staff',
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
  });
});
