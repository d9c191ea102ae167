import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { walletLedger } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { createAddress, createUser, setWalletBalance } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { createStaff } from '../../../test/staff-factories.ts';

/* Customers in the console: look-up by phone, name or e-mail; one shopper's page; wallet credit and debit. */
let t: TestApp;
let support: string;
let catalogue: string;
let fulfilment: string;

beforeAll(async () => {
  t = await createTestApp();
  support = (await createStaff(t, 'support')).cookie;
  catalogue = (await createStaff(t, 'catalogue')).cookie;
  fulfilment = (await createStaff(t, 'fulfilment')).cookie;
});
afterAll(() => t.close());

const staffCall = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
  t.call({
    method,
    url: `/api/v4/admin${url}`,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });

const balanceOf = async (userId: number) =>
  (await t.db.select({ b: users.walletBalancePaise }).from(users).where(eq(users.id, userId)))[0]!.b;

describe('customers', () => {
  it('finds a shopper by any part of the phone, by name and by e-mail, and names a refused filter', async () => {
    const s = await createUser(t.ctx, { name: 'Zarine Contractor', email: 'zarine.c@example.in' });
    const ids = async (q: string) =>
      (await staffCall(support, 'GET', `/customers?q=${encodeURIComponent(q)}`)).body.data.items.map(
        (c: { userId: number }) => c.userId,
      );
    expect(await ids(s.phone)).toEqual([s.user.id]);
    expect(await ids(`+91 ${s.phone.slice(0, 5)} ${s.phone.slice(5)}`)).toEqual([s.user.id]);
    expect(await ids(s.phone.slice(3, 9))).toContain(s.user.id);
    expect(await ids('zarine contr')).toEqual([s.user.id]);
    expect(await ids('ZARINE.C@EXAMPLE')).toEqual([s.user.id]);
    expect(await ids('50%_off')).toEqual([]);
    const bad = await staffCall(support, 'GET', '/customers?sort=richest&itemsPerPage=0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['itemsPerPage', 'sort']);
  });

  it('shows a shopper with their addresses, placed orders (no drafts) and wallet', async () => {
    const s = await createUser(t.ctx, { name: 'Ritu Sen' });
    await createAddress(t.ctx, s.user.id);
    const placed = await createOrder(t.ctx, { userId: s.user.id, paymentMethods: ['COD'] });
    await createOrder(t.ctx, { userId: s.user.id, isDraft: true, status: 'PENDING' });
    await setWalletBalance(t.ctx, s.user.id, 12550);
    const res = await staffCall(fulfilment, 'GET', `/customers/${s.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({
      userId: s.user.id,
      name: 'Ritu Sen',
      phone: s.phone,
      orderCount: 1,
      walletAmount: 125.5,
    });
    expect(res.body.data.addresses).toHaveLength(1);
    expect(res.body.data.recentOrders).toEqual([
      expect.objectContaining({ id: placed.id, status: 'ORDERED', paymentMethods: ['COD'], itemCount: 1 }),
    ]);
    const missing = await staffCall(support, 'GET', '/customers/99999999');
    expect([missing.status, missing.body.code]).toEqual([404, 'USER_NOT_FOUND']);
    const refused = await staffCall(catalogue, 'GET', `/customers/${s.user.id}`);
    expect([refused.status, refused.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });

  it('credits and debits through the ledger with a reason, once per key, and audits before and after', async () => {
    const s = await createUser(t.ctx);
    const credit = { type: 'CREDIT', amount: 250.5, reason: 'Sorry for the late delivery' };
    const first = await staffCall(support, 'POST', `/customers/${s.user.id}/wallet`, credit, 'goodwill-1');
    expect(first.body.data).toEqual({
      userId: s.user.id,
      type: 'CREDIT',
      amount: 250.5,
      applied: true,
      walletAmount: 250.5,
    });
    const retried = await staffCall(support, 'POST', `/customers/${s.user.id}/wallet`, credit, 'goodwill-1');
    expect(retried.body.data).toMatchObject({ applied: false, walletAmount: 250.5 });
    const debit = await staffCall(support, 'POST', `/customers/${s.user.id}/wallet`, {
      type: 'DEBIT',
      amount: 50,
      reason: 'Credit given twice by mistake',
    });
    expect(debit.body.data).toMatchObject({ applied: true, walletAmount: 200.5 });
    const ledger = await staffCall(support, 'GET', `/customers/${s.user.id}/wallet?itemsPerPage=1`);
    expect(ledger.body.data).toMatchObject({
      walletAmount: 200.5,
      items: [{ type: 'DEBIT', amount: 50, balanceAfter: 200.5, reason: 'Credit given twice by mistake' }],
      pagination: { totalItems: 2, totalPages: 2 },
    });
    const [audit] = await t.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(eq(operatorAuditLog.action, 'adminAdjustWallet'), eq(operatorAuditLog.target, `customer:${s.user.id}`)),
      )
      .orderBy(desc(operatorAuditLog.id));
    expect(audit).toMatchObject({
      before: { walletAmount: 250.5 },
      after: { walletAmount: 200.5, type: 'DEBIT', amount: 50, reason: 'Credit given twice by mistake' },
    });
  });

  it('never overdraws: a debit past the balance is refused and the fields are named', async () => {
    const s = await createUser(t.ctx);
    await setWalletBalance(t.ctx, s.user.id, 10000);
    const over = await staffCall(support, 'POST', `/customers/${s.user.id}/wallet`, {
      type: 'DEBIT',
      amount: 100.01,
      reason: 'Reversal',
    });
    expect([over.status, over.body.code]).toEqual([409, 'INSUFFICIENT_WALLET_BALANCE']);
    expect(await balanceOf(s.user.id)).toBe(10000);
    const bad = await staffCall(support, 'POST', `/customers/${s.user.id}/wallet`, {
      type: 'TAKE',
      amount: 0.001,
      reason: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'reason', 'type']);
    const noRole = await staffCall(fulfilment, 'POST', `/customers/${s.user.id}/wallet`, {
      type: 'CREDIT',
      amount: 1,
      reason: 'Goodwill',
    });
    expect([noRole.status, noRole.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });

  it('six debits of ₹40 at once against ₹100: two apply, the rest are refused, the balance never goes below 0', async () => {
    const s = await createUser(t.ctx);
    await setWalletBalance(t.ctx, s.user.id, 10000);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        staffCall(support, 'POST', `/customers/${s.user.id}/wallet`, {
          type: 'DEBIT',
          amount: 40,
          reason: `Reversal ${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await balanceOf(s.user.id)).toBe(2000);
    const entries = await t.db.select().from(walletLedger).where(eq(walletLedger.userId, s.user.id));
    expect(entries.map((e) => e.balanceAfterPaise).sort((a, b) => b - a)).toEqual([6000, 2000]);
  });
});
