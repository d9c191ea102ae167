import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments, walletLedger } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';
import { paymentSignature } from '../../integrations/payments/signatures.ts';
import { createUser, setWalletBalance } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createPlacedOrder, createTopup } from '../../../test/payments-factories.ts';

let t: TestApp;
let sim: SimulatorGateway;
beforeAll(async () => {
  // Webhooks off: these tests drive the browser's path alone; webhook.test.ts covers the races.
  t = await createTestApp({ config: { SIMULATOR_SEND_WEBHOOKS: 'false' } });
  sim = t.ctx.payments as SimulatorGateway;
});
afterAll(() => t.close());

const verify = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/v4/order/verify', token, payload });

async function orderRow(id: string) {
  const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
  return o!;
}
const historyOf = (id: string) => t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));

describe('POST /order/verify', () => {
  it('confirms a paid draft once, and a repeat changes nothing', async () => {
    const { user, token } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const paid = await sim.pay(placed.providerOrderId!);
    const body = {
      orderId: placed.orderId,
      paymentId: paid.response.razorpay_payment_id,
      signature: paid.response.razorpay_signature,
    };
    const first = await verify(token, body);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ orderId: placed.orderId, isPaid: true, paymentStatus: 'PAID' });
    const order = await orderRow(placed.orderId);
    expect(order).toMatchObject({ isDraft: false, status: 'ORDERED', paymentStatus: 'PAID', draftExpiresAt: null });

    const again = await verify(token, body);
    expect(again.status).toBe(200);
    expect(again.body.data.isPaid).toBe(true);
    expect(await historyOf(placed.orderId)).toHaveLength(1);
    const [record] = await t.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(record).toMatchObject({ status: 'PAID', providerPaymentId: paid.paymentId });
  });

  it('refuses a forged signature, changing nothing', async () => {
    const { user, token } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const paid = await sim.pay(placed.providerOrderId!);
    const forged = paymentSignature('not-the-key-secret-0123456789', placed.providerOrderId!, paid.paymentId);
    const res = await verify(token, { orderId: placed.orderId, paymentId: paid.paymentId, signature: forged });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_SIGNATURE');
    expect(await orderRow(placed.orderId)).toMatchObject({ isDraft: true, paymentStatus: 'PENDING' });
    const garbage = await verify(token, { orderId: placed.orderId, paymentId: paid.paymentId, signature: 'abc' });
    expect(garbage.status).toBe(400);
  });

  it("refuses another order's payment and signature, even a valid pair", async () => {
    const { user, token } = await createUser(t.ctx);
    const mine = await createPlacedOrder(t.ctx, user.id, { unitPricePaise: 29900 });
    const other = await createPlacedOrder(t.ctx, user.id, { unitPricePaise: 100 });
    const cheap = await sim.pay(other.providerOrderId!);
    // A genuine pair for the cheap order, presented for the expensive one.
    const res = await verify(token, {
      orderId: mine.orderId,
      paymentId: cheap.paymentId,
      signature: cheap.response.razorpay_signature,
    });
    expect(res.status).toBe(400);
    expect(await orderRow(mine.orderId)).toMatchObject({ isDraft: true, paymentStatus: 'PENDING' });
    // A signature computed by the client over its own order id is not the server's order id either.
    const swapped = paymentSignature(t.ctx.config.SIMULATOR_KEY_SECRET, other.providerOrderId!, cheap.paymentId);
    const res2 = await verify(token, { orderId: mine.orderId, paymentId: cheap.paymentId, signature: swapped });
    expect(res2.status).toBe(400);
  });

  it('answers 404 for an order of another shopper and for an unknown order', async () => {
    const owner = await createUser(t.ctx);
    const intruder = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, owner.user.id);
    const paid = await sim.pay(placed.providerOrderId!);
    const res = await verify(intruder.token, {
      orderId: placed.orderId,
      paymentId: paid.paymentId,
      signature: paid.response.razorpay_signature,
    });
    expect(res.status).toBe(404);
    expect((await verify(intruder.token, { orderId: 'SHNOPE', paymentId: null, signature: null })).status).toBe(404);
    expect(await orderRow(placed.orderId)).toMatchObject({ isDraft: true });
  });

  it('records a dismissed or failed attempt and leaves the draft payable', async () => {
    const { user, token } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id);
    const dismissed = await verify(token, {
      orderId: placed.orderId,
      paymentId: null,
      signature: null,
      reason: 'cancelled',
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data).toEqual({ orderId: placed.orderId, isPaid: false, paymentStatus: 'PENDING' });
    let [record] = await t.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(record).toMatchObject({ status: 'CANCELLED', failureReason: 'cancelled' });

    await sim.fail(placed.providerOrderId!);
    await verify(token, { orderId: placed.orderId, paymentId: null, signature: null, reason: 'failed' });
    [record] = await t.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(record!.status).toBe('FAILED');
    expect(await orderRow(placed.orderId)).toMatchObject({ isDraft: true, status: 'PENDING' });

    // The retry on the same provider order succeeds.
    const paid = await sim.pay(placed.providerOrderId!);
    const ok = await verify(token, {
      orderId: placed.orderId,
      paymentId: paid.paymentId,
      signature: paid.response.razorpay_signature,
    });
    expect(ok.body.data.isPaid).toBe(true);
  });

  it('names the field for bad input', async () => {
    const { token } = await createUser(t.ctx);
    const res = await verify(token, { paymentId: null, signature: null });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/orderId/);
    const half = await verify(token, { orderId: 'SHX', paymentId: 'pay_x', signature: null });
    expect([400, 404]).toContain(half.status);
    expect((await t.call({ method: 'POST', url: '/api/v4/order/verify', payload: { orderId: 'x' } })).status).toBe(401);
  });
});

describe('POST /wallet/verify', () => {
  it('credits the wallet once through the ledger', async () => {
    const { user, token } = await createUser(t.ctx);
    await setWalletBalance(t.ctx, user.id, 5000);
    const topup = await createTopup(t.ctx, user.id, 25000);
    const paid = await sim.pay(topup.providerOrderId);
    const body = {
      walletTopupId: topup.walletTopupId,
      paymentId: paid.paymentId,
      signature: paid.response.razorpay_signature,
    };
    const first = await t.call({ method: 'POST', url: '/api/v4/wallet/verify', token, payload: body });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ walletAmount: 300, isPaid: true });
    const second = await t.call({ method: 'POST', url: '/api/v4/wallet/verify', token, payload: body });
    expect(second.body.data.walletAmount).toBe(300);
    const entries = await t.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.idempotencyKey, `topup:${topup.walletTopupId}`));
    expect(entries).toHaveLength(1);
    const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.walletBalancePaise).toBe(30000);
  });

  it("refuses a forged signature and another shopper's top-up", async () => {
    const { user, token } = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const topup = await createTopup(t.ctx, user.id, 10000);
    const paid = await sim.pay(topup.providerOrderId);
    const forged = await t.call({
      method: 'POST',
      url: '/api/v4/wallet/verify',
      token,
      payload: { walletTopupId: topup.walletTopupId, paymentId: paid.paymentId, signature: 'f'.repeat(64) },
    });
    expect(forged.status).toBe(400);
    const stranger = await t.call({
      method: 'POST',
      url: '/api/v4/wallet/verify',
      token: other.token,
      payload: {
        walletTopupId: topup.walletTopupId,
        paymentId: paid.paymentId,
        signature: paid.response.razorpay_signature,
      },
    });
    expect(stranger.status).toBe(404);
    const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(u!.walletBalancePaise).toBe(0);
  });
});
