import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';

/**
 * An app on another origin opens the invoice link as given, so it is absolute even without PUBLIC_BASE_URL: the
 * origin the call reached, with X-Forwarded-Proto/-Host believed only from a proxy TRUST_PROXY names.
 */
describe('invoice links are absolute', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  async function linkUnder(config: Record<string, string>, headers: Record<string, string>): Promise<string> {
    const t = await createTestApp({ config });
    apps.push(t);
    const shopper = await createUser(t.ctx);
    const order = await createOrder(t.ctx, { userId: shopper.user.id, paymentStatus: 'PAID' });
    const res = await t.call({
      method: 'GET',
      url: `/api/v4/order/details/${order.id}`,
      token: shopper.token,
      headers,
    });
    expect(res.status).toBe(200);
    const link = res.body.data.invoice_download_link as string;
    expect(link).toMatch(new RegExp(`/api/v4/invoices/${order.id}\\.pdf\\?expires=\\d+&sig=[0-9a-f]{64}$`));
    return link.slice(0, link.indexOf('/api/v4/'));
  }

  let forwarded: Record<string, string>;
  beforeAll(() => {
    forwarded = { host: 'shop.example:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shringar.example' };
  });

  it('takes the Host the call reached, and ignores forwarded headers when no proxy is trusted', async () => {
    expect(await linkUnder({ TRUST_PROXY: 'false' }, forwarded)).toBe('http://shop.example:8080');
  });

  it("believes a trusted proxy's X-Forwarded-Proto and X-Forwarded-Host", async () => {
    // app.inject comes from 127.0.0.1, which 'loopback' trusts.
    expect(await linkUnder({ TRUST_PROXY: 'loopback' }, forwarded)).toBe('https://shringar.example');
  });

  it('uses PUBLIC_BASE_URL whatever the request says', async () => {
    expect(await linkUnder({ PUBLIC_BASE_URL: 'https://shop.shringar.in/' }, forwarded)).toBe(
      'https://shop.shringar.in',
    );
  });

  it("falls back to the store's own origin for a Host that is not a bare authority", async () => {
    expect(await linkUnder({ TRUST_PROXY: 'loopback', PORT: '3000' }, { 'x-forwarded-host': 'evil.example/x?' })).toBe(
      'http://127.0.0.1:3000',
    );
  });
});
