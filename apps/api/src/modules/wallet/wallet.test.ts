import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { settings } from '../../db/schema/content.ts';
import { payments, walletTopups } from '../../db/schema/payments.ts';
import { PaymentProviderUnavailable } from '../../integrations/payments/provider-errors.ts';
import { invalidateSettings } from '../settings/settings.public.ts';
import { appendWalletEntry } from './wallet-ledger.ts';

describe('wallet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const credit = (userId: number, amountPaise: number, key: string, type: 'CREDIT' | 'DEBIT' = 'CREDIT') =>
    t.db.transaction((tx) =>
      appendWalletEntry(tx, { userId, type, amountPaise, reason: `${type} ${key}`, idempotencyKey: key }),
    );

  it('needs sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/v4/wallet/balance'],
      ['GET', '/api/v4/wallet/transactions'],
      ['POST', '/api/v4/wallet/init'],
      ['POST', '/api/v4/wallet?deposit=100'],
    ] as const)
      expect((await t.call({ method, url })).status, url).toBe(401);
  });

  it('shows the balance and the ledger newest first, paged, with the balance after each entry', async () => {
    const { user, token } = await createUser(t.ctx);
    expect((await t.call({ method: 'GET', url: '/api/v4/wallet/balance', token })).body.data).toEqual({
      walletAmount: 0,
    });
    await credit(user.id, 50_000, `w1-${user.id}`);
    await credit(user.id, 12_050, `w2-${user.id}`, 'DEBIT');
    await credit(user.id, 100, `w3-${user.id}`);
    expect((await t.call({ method: 'GET', url: '/api/v4/wallet/balance', token })).body.data).toEqual({
      walletAmount: 380.5,
    });

    const page1 = await t.call({ method: 'GET', url: '/api/v4/wallet/transactions?itemsPerPage=2', token });
    expect(page1.status).toBe(200);
    expect(page1.body.data.items).toEqual([
      {
        id: expect.any(Number),
        type: 'CREDIT',
        kind: 'CREDIT',
        amount: 1,
        reason: `CREDIT w3-${user.id}`,
        created_at: expect.any(String),
        balanceAfter: 380.5,
      },
      {
        id: expect.any(Number),
        type: 'DEBIT',
        kind: 'DEBIT',
        amount: 120.5,
        reason: `DEBIT w2-${user.id}`,
        created_at: expect.any(String),
        balanceAfter: 379.5,
      },
    ]);
    expect(page1.body.data.pagination).toEqual({
      totalItems: 3,
      totalPages: 2,
      currentPage: 1,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const page2 = await t.call({ method: 'GET', url: '/api/v4/wallet/transactions?itemsPerPage=2&page=2', token });
    expect(page2.body.data.items.map((i: any) => i.balanceAfter)).toEqual([500]);
    expect((await t.call({ method: 'GET', url: '/api/v4/wallet/transactions?page=0', token })).status).toBe(400);

    // Another shopper sees only their own.
    const other = await createUser(t.ctx);
    expect(
      (await t.call({ method: 'GET', url: '/api/v4/wallet/transactions', token: other.token })).body.data.items,
    ).toEqual([]);
  });

  it('starts a top-up with a provider order stored on the server', async () => {
    const { user, token } = await createUser(t.ctx);
    const res = await t.call({ method: 'POST', url: '/api/v4/wallet/init', token, payload: { amount: 500.5 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      walletTopupId: expect.any(Number),
      razorpayOrderId: expect.stringMatching(/^order_/),
      razorpayKeyId: t.ctx.payments.keyId,
      amountInPaise: 50_050,
    });
    const [topup] = await t.db.select().from(walletTopups).where(eq(walletTopups.id, res.body.data.walletTopupId));
    expect(topup).toMatchObject({ userId: user.id, amountPaise: 50_050, status: 'CREATED' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.walletTopupId, topup!.id));
    expect(payment).toMatchObject({
      providerOrderId: res.body.data.razorpayOrderId,
      amountPaise: 50_050,
      orderId: null,
    });
    // The wallet is credited only when the payment is confirmed.
    expect((await t.call({ method: 'GET', url: '/api/v4/wallet/balance', token })).body.data.walletAmount).toBe(0);

    const viaQuery = await t.call({ method: 'POST', url: '/api/v4/wallet/?deposit=250', token });
    expect(viaQuery.status).toBe(200);
    expect(viaQuery.body.data.amountInPaise).toBe(25_000);
  });

  it('refuses amounts outside ₹1 to ₹50,000 or with more than two decimals', async () => {
    const { token } = await createUser(t.ctx);
    for (const amount of [0, 0.5, 50_000.01, 1e9, -5, 10.123, '100', null]) {
      const res = await t.call({ method: 'POST', url: '/api/v4/wallet/init', token, payload: { amount } });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.message).toMatch(/amount/);
    }
    for (const deposit of ['0', 'abc', '60000', '1e3', '']) {
      const res = await t.call({ method: 'POST', url: `/api/v4/wallet?deposit=${deposit}`, token });
      expect(res.status, deposit).toBe(400);
      expect(res.body.message).toMatch(/deposit/i);
    }
  });

  it("keeps top-ups within the store's limits from settings", async () => {
    const { token } = await createUser(t.ctx);
    const init = (amount: number) => t.call({ method: 'POST', url: '/api/v4/wallet/init', token, payload: { amount } });
    const below = await init(99);
    expect(below.status).toBe(400);
    expect(below.body.message).toBe('amount must be at least ₹100');
    expect(below.body.errors).toEqual([{ field: 'amount', message: 'amount must be at least ₹100' }]);
    expect((await init(10_001)).body.message).toBe('amount must be at most ₹10,000');
    expect((await init(100)).status).toBe(200);
    expect((await init(10_000)).status).toBe(200);
    const deposit = await t.call({ method: 'POST', url: '/api/v4/wallet?deposit=20000', token });
    expect(deposit.body.message).toBe('deposit must be at most ₹10,000');

    // An operator's limits apply at once, and the settings answer tells the wallet page.
    await t.db.insert(settings).values({ key: 'app', value: { walletTopupMinimum: 10, walletTopupMaximum: 50_000 } });
    invalidateSettings(t.ctx);
    try {
      expect((await init(50_000)).status).toBe(200);
      expect((await init(10)).status).toBe(200);
      const answer = await t.call({ method: 'GET', url: '/api/v4/settings' });
      expect(answer.body.data).toMatchObject({
        walletTopupMinimum: 10,
        walletTopupMaximum: 50_000,
        walletTopupPresets: [500, 1000, 2000, 5000],
      });
    } finally {
      await t.db.delete(settings).where(eq(settings.key, 'app'));
      invalidateSettings(t.ctx);
    }
  });

  it('marks the top-up FAILED when the provider refuses to create the order', async () => {
    const { user, token } = await createUser(t.ctx);
    const gateway = t.ctx.payments;
    const original = gateway.createOrder.bind(gateway);
    gateway.createOrder = async () => {
      throw new PaymentProviderUnavailable();
    };
    try {
      const res = await t.call({ method: 'POST', url: '/api/v4/wallet/init', token, payload: { amount: 100 } });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe('The payment provider is not reachable. Please try again.');
    } finally {
      gateway.createOrder = original;
    }
    const rows = await t.db.select().from(walletTopups).where(eq(walletTopups.userId, user.id));
    expect(rows.map((r) => r.status)).toEqual(['FAILED']);
  });
});
