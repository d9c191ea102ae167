import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { payments, walletLedger } from '../../db/schema/payments.ts';
import { simulatorRefunds } from '../../db/schema/simulator.ts';
import { users } from '../../db/schema/users.ts';
import type { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';
import { createUser } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createSimulatorTestApp, verifyOrderPayment } from '../../../test/payments-helpers.ts';
import { createPlacedOrder } from '../../../test/payments-factories.ts';
import { testConfig } from '../../../test/test-config.ts';

/*
 * An operator's command retried with the same Idempotency-Key while the first is still running (a double click,
 * a proxy retry): every call answers with the first command's effect, and the effect happens once. On
 * PostgreSQL the calls run on parallel connections; on PGlite they are serialised and must answer the same.
 */
const headers = (key: string) => ({
  authorization: `Bearer ${testConfig().OPERATOR_TOKEN!}`,
  'x-operator-name': 'meera',
  'idempotency-key': key,
});

let t: TestApp;
let sim: SimulatorGateway;
beforeAll(async () => {
  ({ t, sim } = await createSimulatorTestApp());
});
afterAll(() => t.close());

describe('operator commands retried in parallel', () => {
  it('a partial refund sent 4 times at once with one key: one refund, every caller gets it', async () => {
    const { user, token } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id, { unitPricePaise: 49900 });
    const paid = await sim.pay(placed.providerOrderId!);
    const verified = await verifyOrderPayment(t, token, placed.orderId, paid);
    expect(verified.body.data.isPaid).toBe(true);

    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        t.call({
          method: 'POST',
          url: `/api/v4/admin/orders/${placed.orderId}/refund`,
          headers: headers('refund-double-click'),
          payload: { amount: 100, reason: 'Damaged box' },
        }),
      ),
    );
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([200, 200, 200, 200]);
    const refundIds = new Set(answers.map((a) => a.body.data.refundId));
    expect(refundIds.size).toBe(1);
    for (const a of answers) expect(a.body.data).toMatchObject({ orderId: placed.orderId, amount: 100 });
    expect(answers.filter((a) => a.body.data.created)).toHaveLength(1);
    expect(
      await t.db.select().from(simulatorRefunds).where(eq(simulatorRefunds.paymentId, paid.paymentId)),
    ).toHaveLength(1);
    const [record] = await t.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(record!.refundedPaise).toBe(10000);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.paymentStatus).toBe('PARTIALLY_REFUNDED');
  });

  it('refunds under different keys at once: the order ends REFUNDED once the whole payment is back', async () => {
    const { user, token } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id, { unitPricePaise: 49900 });
    const paid = await sim.pay(placed.providerOrderId!);
    await verifyOrderPayment(t, token, placed.orderId, paid);
    const refund = (key: string, payload: object) =>
      t.call({ method: 'POST', url: `/api/v4/admin/orders/${placed.orderId}/refund`, headers: headers(key), payload });
    const answers = await Promise.all([
      refund('part-a', { amount: 100 }),
      refund('rest-a', {}),
      refund('part-b', { amount: 100 }),
      refund('rest-b', {}),
    ]);
    // Whichever order the claims took, the refunds add up to the payment and the rest found nothing left.
    const refunded = answers.filter((a) => a.status === 200).map((a) => a.body.data.amount as number);
    expect(refunded.reduce((sum, a) => sum + a, 0)).toBe(499);
    for (const a of answers.filter((a) => a.status !== 200)) expect(a.body.code).toBe('NOTHING_TO_REFUND');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.paymentStatus).toBe('REFUNDED');
  });

  it('a wallet credit sent 4 times at once with one key: credited once, every caller gets the same balance', async () => {
    const u = await createUser(t.ctx);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        t.call({
          method: 'POST',
          url: '/api/v4/admin/wallet/credit',
          headers: headers('credit-double-click'),
          payload: { phone: u.phone, amount: 150.5, reason: 'Goodwill for a late delivery' },
        }),
      ),
    );
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([200, 200, 200, 200]);
    for (const a of answers) expect(a.body.data).toMatchObject({ userId: u.user.id, walletAmount: 150.5 });
    expect(answers.filter((a) => a.body.data.applied)).toHaveLength(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row!.walletBalancePaise).toBe(15050);
    expect(await t.db.select().from(walletLedger).where(eq(walletLedger.userId, u.user.id))).toHaveLength(1);
  });
});
