import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasons } from '../../db/schema/content.ts';
import { notifications } from '../../db/schema/engagement.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { orders } from '../../db/schema/orders.ts';
import { walletLedger } from '../../db/schema/payments.ts';
import { simulatorRefunds } from '../../db/schema/simulator.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { users } from '../../db/schema/users.ts';
import type { SimulatorGateway } from '../../integrations/payments/simulator/simulator-gateway.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { createSimulatorTestApp, verifyOrderPayment } from '../../../test/payments-helpers.ts';
import { createPlacedOrder } from '../../../test/payments-factories.ts';
import { AUTOMATION, createStaff } from '../../../test/staff-factories.ts';

/*
 * The returns queue: staff approve, reject with a reason, mark received and refund a shopper's return to the
 * wallet or the original payment, once, whatever is repeated or raced; the shopper's order page shows it.
 */
let t: TestApp;
let sim: SimulatorGateway;
let fulfilment: string;
let support: string;
let reasonId: number;

beforeAll(async () => {
  ({ t, sim } = await createSimulatorTestApp());
  fulfilment = (await createStaff(t, 'fulfilment')).cookie;
  support = (await createStaff(t, 'support')).cookie;
  const [reason] = await t.db.insert(reasons).values({ kind: 'RETURN', reason: 'Shade does not match' }).returning();
  reasonId = reason!.id;
});
afterAll(() => t.close());

const staffCall = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url: `/api/v4/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A delivered order of two lines (₹349 × 2 and ₹199), ₹100 coupon, each line's return requested by the shopper. */
async function deliveredWithReturns(opts: { paymentMethods?: string[] } = {}) {
  const shopper = await createUser(t.ctx, { name: 'Leela Iyer' });
  const a = await createProduct(t.ctx);
  const b = await createProduct(t.ctx);
  const order = await createOrder(t.ctx, {
    userId: shopper.user.id,
    status: 'DELIVERED',
    deliveredAt: t.clock.now(),
    paymentMethods: opts.paymentMethods ?? ['COD'],
    couponCode: 'FLAT100',
    couponDiscountPaise: 10000,
    lines: [
      { productId: a.product.id, variantId: a.variants[0]!.id, quantity: 2, unitPricePaise: 34900 },
      { productId: b.product.id, variantId: b.variants[0]!.id, quantity: 1, unitPricePaise: 19900 },
    ],
  });
  const returnIds: number[] = [];
  for (const item of order.items) {
    const asked = await t.call({
      method: 'POST',
      url: '/api/v4/return/request',
      token: shopper.token,
      payload: { orderId: order.id, orderItemId: item.id, reasonId, comment: 'Looks different in daylight' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    returnIds.push(asked.body.data.returnId);
  }
  return { shopper, order, returnIds };
}

const walletOf = async (userId: number) =>
  (await t.db.select({ b: users.walletBalancePaise }).from(users).where(eq(users.id, userId)))[0]!.b;

describe('returns queue', () => {
  it('lists requested returns with filters from the query, and names a refused filter', async () => {
    const { shopper, order, returnIds } = await deliveredWithReturns();
    const list = await staffCall(fulfilment, 'GET', `/returns?status=REQUESTED&phone=${shopper.phone}`);
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((r: { returnId: number }) => r.returnId)).toEqual(returnIds);
    expect(list.body.data.items[0]).toMatchObject({
      orderId: order.id,
      customerName: 'Leela Iyer',
      phone: shopper.phone,
      reason: 'Shade does not match',
      comment: 'Looks different in daylight',
      status: 'REQUESTED',
      quantity: 2,
      sku: expect.any(String),
      // ₹698 of ₹897 items, less its share of the ₹100 coupon: 698 × 797 / 897 = 620.187 → 620.19.
      refundableAmount: 620.19,
      paidOnline: false,
    });
    const byOrder = await staffCall(fulfilment, 'GET', `/returns?orderId=${order.id.toLowerCase()}&sort=newest`);
    expect(byOrder.body.data.items.map((r: { returnId: number }) => r.returnId)).toEqual([...returnIds].reverse());
    const none = await staffCall(fulfilment, 'GET', `/returns?phone=${shopper.phone}&status=REFUNDED`);
    expect(none.body.data.items).toEqual([]);
    const bad = await staffCall(fulfilment, 'GET', '/returns?status=LOST&from=30-11-2026');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['from', 'status']);
  });

  it('approves once, rejects with a reason, refuses what cannot follow, and writes the audit log', async () => {
    const { shopper, order, returnIds } = await deliveredWithReturns();
    const [first, second] = returnIds as [number, number];
    const approved = await staffCall(fulfilment, 'POST', `/returns/${first}/approve`, { note: 'Pickup on Monday' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ returnId: first, status: 'APPROVED', changed: true });
    const again = await staffCall(fulfilment, 'POST', `/returns/${first}/approve`, {});
    expect(again.body.data).toMatchObject({ status: 'APPROVED', changed: false });

    const noReason = await staffCall(fulfilment, 'POST', `/returns/${second}/reject`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].field).toBe('reason');
    const rejected = await staffCall(fulfilment, 'POST', `/returns/${second}/reject`, {
      reason: 'The seal was opened and the product used',
    });
    expect(rejected.body.data).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'The seal was opened and the product used',
    });
    const late = await staffCall(fulfilment, 'POST', `/returns/${second}/approve`, {});
    expect([late.status, late.body.code]).toEqual([409, 'INVALID_RETURN_TRANSITION']);
    expect(late.body.message).toBe("A return that is 'Rejected' cannot be approved");
    const refundRejected = await staffCall(fulfilment, 'POST', `/returns/${second}/refund`, { destination: 'WALLET' });
    expect([refundRejected.status, refundRejected.body.code]).toEqual([409, 'INVALID_RETURN_TRANSITION']);
    expect((await staffCall(fulfilment, 'POST', '/returns/999999/approve', {})).status).toBe(404);

    // The shopper was told once of each decision, and reads the outcome on the order page.
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, shopper.user.id));
    expect(told.map((n) => n.title).sort()).toEqual(['Return approved', 'Return not accepted']);
    const details = await t.call({ method: 'GET', url: `/api/v4/order/details/${order.id}`, token: shopper.token });
    expect(details.body.data.returns).toEqual([
      expect.objectContaining({
        returnId: first,
        status: 'APPROVED',
        statusLabel: 'Return approved',
        rejectionReason: null,
      }),
      expect.objectContaining({
        returnId: second,
        status: 'REJECTED',
        statusLabel: 'Return rejected',
        rejectionReason: 'The seal was opened and the product used',
      }),
    ]);

    const [audit] = await t.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.action, 'adminRejectReturn'), eq(operatorAuditLog.target, `return:${second}`)))
      .orderBy(desc(operatorAuditLog.id));
    expect(audit).toMatchObject({
      statusCode: 200,
      before: { status: 'REQUESTED' },
      after: { status: 'REJECTED', changed: true, rejectionReason: 'The seal was opened and the product used' },
    });
  });

  it('keeps decisions to roles that may make them', async () => {
    const { returnIds } = await deliveredWithReturns();
    const refused = await staffCall(support, 'POST', `/returns/${returnIds[0]}/approve`, {});
    expect([refused.status, refused.body.code]).toEqual([403, 'PERMISSION_DENIED']);
    expect((await staffCall(support, 'GET', '/returns')).status).toBe(200);
  });

  it('refunds a received return to the wallet once when the refund is sent 5 times at once', async () => {
    const { shopper, order, returnIds } = await deliveredWithReturns();
    const id = returnIds[0]!;
    await staffCall(fulfilment, 'POST', `/returns/${id}/approve`, {});
    const received = await staffCall(fulfilment, 'POST', `/returns/${id}/receive`, { condition: 'DAMAGED' });
    expect(received.body.data).toMatchObject({ status: 'RECEIVED', changed: true });
    const before = await walletOf(shopper.user.id);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => staffCall(fulfilment, 'POST', `/returns/${id}/refund`, { destination: 'WALLET' })),
    );
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.data.changed)).toHaveLength(1);
    for (const a of answers)
      expect(a.body.data).toMatchObject({ status: 'REFUNDED', refundDestination: 'WALLET', refundAmount: 620.19 });
    expect(await walletOf(shopper.user.id)).toBe(before + 62019);
    const entries = await t.db.select().from(walletLedger).where(eq(walletLedger.userId, shopper.user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'CREDIT', amountPaise: 62019, orderId: order.id });
    // A refund to the original payment afterwards finds it refunded and changes nothing.
    const other = await staffCall(fulfilment, 'POST', `/returns/${id}/refund`, { destination: 'SOURCE' });
    expect(other.body.data).toMatchObject({ changed: false, refundDestination: 'WALLET' });
    const details = await t.call({ method: 'GET', url: `/api/v4/order/details/${order.id}`, token: shopper.token });
    expect(details.body.data.returns[0]).toMatchObject({
      status: 'REFUNDED',
      statusLabel: 'Refunded',
      refundAmount: 620.19,
      refundDestination: 'WALLET',
    });
  });

  it('marks a return received restocked (units back through the stock ledger, once) or damaged (stock unchanged)', async () => {
    const { order, returnIds } = await deliveredWithReturns();
    const [restockId, damagedId] = returnIds as [number, number];
    const [restockItem, damagedItem] = order.items;
    const stockOf = async (variantId: number) =>
      (
        await t.db.select({ s: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId))
      )[0]!.s;
    const before = [await stockOf(restockItem!.variantId), await stockOf(damagedItem!.variantId)];
    for (const id of returnIds) await staffCall(fulfilment, 'POST', `/returns/${id}/approve`, {});

    const missing = await staffCall(fulfilment, 'POST', `/returns/${restockId}/receive`, {});
    expect([missing.status, missing.body.errors[0].field]).toEqual([400, 'condition']);
    const answers = await Promise.all(
      [1, 2, 3].map(() => staffCall(fulfilment, 'POST', `/returns/${restockId}/receive`, { condition: 'RESTOCKED' })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.data.changed)).toHaveLength(1);
    expect(answers[0]!.body.data).toMatchObject({ status: 'RECEIVED', receivedCondition: 'RESTOCKED' });
    expect(await stockOf(restockItem!.variantId)).toBe(before[0]! + restockItem!.quantity);
    const moves = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.variantId, restockItem!.variantId), eq(stockMovements.kind, 'return')));
    expect(moves).toEqual([
      expect.objectContaining({
        delta: restockItem!.quantity,
        balance: before[0]! + restockItem!.quantity,
        returnId: restockId,
        orderId: order.id,
        reason: `Return ${restockId} of order ${order.id} received in sellable condition`,
      }),
    ]);

    const damaged = await staffCall(fulfilment, 'POST', `/returns/${damagedId}/receive`, { condition: 'DAMAGED' });
    expect(damaged.body.data).toMatchObject({ status: 'RECEIVED', receivedCondition: 'DAMAGED', changed: true });
    expect(await stockOf(damagedItem!.variantId)).toBe(before[1]);
    const list = await staffCall(fulfilment, 'GET', `/returns?orderId=${order.id}`);
    expect(list.body.data.items.map((r: { receivedCondition: string }) => r.receivedCondition)).toEqual([
      'RESTOCKED',
      'DAMAGED',
    ]);
  });

  it('refuses a refund to the original payment of a cash order, and validates the destination', async () => {
    const { returnIds } = await deliveredWithReturns();
    await staffCall(fulfilment, 'POST', `/returns/${returnIds[0]}/approve`, {});
    const cash = await staffCall(fulfilment, 'POST', `/returns/${returnIds[0]}/refund`, { destination: 'SOURCE' });
    expect([cash.status, cash.body.code, cash.body.message]).toEqual([
      409,
      'NOTHING_TO_REFUND',
      'This order was not paid online; refund it to the wallet or record a bank or UPI payout',
    ]);
    const bad = await staffCall(fulfilment, 'POST', `/returns/${returnIds[0]}/refund`, { destination: 'CASH' });
    expect([bad.status, bad.body.errors[0].field]).toEqual([400, 'destination']);
  });

  it('refunds an online order’s return through the gateway once, even raced against a wallet refund', async () => {
    const { user, token } = await createUser(t.ctx);
    const placed = await createPlacedOrder(t.ctx, user.id, { unitPricePaise: 49900, quantity: 2 });
    const paid = await sim.pay(placed.providerOrderId!);
    expect((await verifyOrderPayment(t, token, placed.orderId, paid)).body.data.isPaid).toBe(true);
    const delivered = await t.call({
      method: 'POST',
      url: `/api/v4/admin/orders/${placed.orderId}/status`,
      headers: AUTOMATION,
      payload: { status: 'DELIVERED', trackingId: 'DLV123' },
    });
    expect(delivered.status).toBe(200);
    const item = delivered.body.data.order.orderItems[0].orderItemId;
    const asked = await t.call({
      method: 'POST',
      url: '/api/v4/return/request',
      token,
      payload: { orderId: placed.orderId, orderItemId: item, reasonId },
    });
    const id = asked.body.data.returnId as number;
    await staffCall(fulfilment, 'POST', `/returns/${id}/approve`, {});

    const answers = await Promise.all([
      staffCall(fulfilment, 'POST', `/returns/${id}/refund`, { destination: 'SOURCE' }),
      staffCall(fulfilment, 'POST', `/returns/${id}/refund`, { destination: 'WALLET' }),
      staffCall(fulfilment, 'POST', `/returns/${id}/refund`, { destination: 'SOURCE' }),
    ]);
    const refunded = answers.filter((a) => a.status === 200);
    expect(refunded.length, JSON.stringify(answers.map((a) => a.body))).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe('INVALID_RETURN_TRANSITION');
    const destination = refunded[0]!.body.data.refundDestination as string;
    for (const a of refunded) expect(a.body.data).toMatchObject({ status: 'REFUNDED', refundDestination: destination });
    const gatewayRefunds = await t.db
      .select()
      .from(simulatorRefunds)
      .where(eq(simulatorRefunds.paymentId, paid.paymentId));
    const credits = await t.db.select().from(walletLedger).where(eq(walletLedger.userId, user.id));
    // Exactly one of the two ways, for the whole line (₹998).
    expect(gatewayRefunds.length + credits.length).toBe(1);
    if (destination === 'SOURCE') {
      expect(gatewayRefunds[0]!.amountPaise).toBe(99800);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(order!.paymentStatus).toBe('REFUNDED');
    } else expect(credits[0]!.amountPaise).toBe(99800);
  });
});
