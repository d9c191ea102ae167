import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** The OpenAPI page lists every sign-in and account call with its error answers. */
describe('API docs for sign-in and the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['post', '/api/v4/auth/user/send-otp', ['200', '400', '429']],
    ['post', '/api/v4/auth/user/verify-otp', ['200', '400', '429']],
    ['post', '/api/v4/auth/user/logout', ['200', '401']],
    ['get', '/api/v4/user', ['200', '401']],
    ['post', '/api/v4/user/update', ['200', '400', '401', '413', '415']],
    ['post', '/api/v4/user/update-is-user-rated', ['200', '401']],
    ['get', '/api/v4/address', ['200', '401']],
    ['post', '/api/v4/address', ['200', '400', '401', '409']],
    ['get', '/api/v4/address/{id}', ['200', '401', '404']],
    ['put', '/api/v4/address/{id}', ['200', '400', '401', '404']],
    ['delete', '/api/v4/address/{id}', ['200', '401', '404']],
    ['post', '/api/v4/address/select/{id}', ['200', '401', '404']],
    ['get', '/api/v4/wishlist', ['200', '401']],
    ['post', '/api/v4/wishlist', ['200', '400', '401', '404']],
    ['get', '/api/v4/notifications', ['200', '401']],
    ['post', '/api/v4/notifications/mark-read', ['200', '401']],
    ['post', '/api/v4/fcm-token/save', ['200', '400', '401']],
    ['post', '/api/v4/help-and-support', ['200', '400', '429']],
    ['post', '/api/v4/app-feedback', ['200', '400', '429']],
    ['get', '/api/v4/giveaway', ['200', '401']],
    ['post', '/api/v4/giveaway/ad-view', ['200', '400', '401', '429']],
    ['post', '/api/v4/giveaway/participate', ['200', '400', '401', '404']],
    ['get', '/api/v4/uploads/{file}', ['200', '404']],
  ])('%s %s', async (method, path, statuses) => {
    const res = await t.call({ method: 'GET', url: '/api/v4/docs/json' });
    expect(res.status).toBe(200);
    const op = res.body.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(op.summary).toBeTruthy();
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(statuses));
  });
});
