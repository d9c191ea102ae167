import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createCoupon } from '../../../test/checkout-factories.ts';
import { createProduct, createUser, setWalletBalance } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { walletLedger } from '../../db/schema/payments.ts';
import { coupons } from '../../db/schema/shopping.ts';
import { users } from '../../db/schema/users.ts';
import draftExpiryJob from './draft-expiry.job.ts';
import { expireDraftOrders } from './draft-expiry.ts';
import { markOrderReserved, releaseOrderReservation } from '../inventory/inventory.public.ts';

describe('draft expiry and releasing reservations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A wallet + ONLINE draft for 2 × ₹349 with a coupon: ₹100 from the wallet, the rest online. */
  async function draft() {
    const u = await createUser(t.ctx);
    const address = await createAddress(t.ctx, u.user.id);
    const { product, variants } = await createProduct(t.ctx, { variants: [{ stock: 5 }] });
    const coupon = await createCoupon(t.ctx, { kind: 'FLAT', value: 5_000, usageLimit: 3 });
    await setWalletBalance(t.ctx, u.user.id, 10_000);
    const res = await t.call({
      method: 'POST',
      url: '/api/v4/order/create',
      token: u.token,
      payload: {
        productId: product.id,
        variantId: variants[0]!.id,
        quantity: 2,
        paymentMethods: ['WALLET', 'ONLINE'],
        couponCode: coupon.code,
        addressId: address.id,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isDraft: true, walletAmountUsed: 100, totalAmount: 648 });
    return { ...u, orderId: res.body.data.orderId as string, variantId: variants[0]!.id, couponId: coupon.id };
  }

  const state = async (d: Awaited<ReturnType<typeof draft>>) => ({
    stock: (await t.db.select().from(productVariants).where(eq(productVariants.id, d.variantId)))[0]!.stock,
    wallet: (await t.db.select().from(users).where(eq(users.id, d.user.id)))[0]!.walletBalancePaise,
    couponUses: (await t.db.select().from(coupons).where(eq(coupons.id, d.couponId)))[0]!.usedCount,
    order: (await t.db.select().from(orders).where(eq(orders.id, d.orderId)))[0]!,
  });

  it('leaves drafts alone before their time', async () => {
    const d = await draft();
    t.clock.advance(29 * 60_000);
    await expireDraftOrders(t.ctx);
    expect((await state(d)).order.status).toBe('PENDING');
    t.clock.advance(-29 * 60_000);
  });

  it('cancels unpaid drafts after 30 minutes and gives back stock, wallet and coupon use, once', async () => {
    const d = await draft();
    expect(await state(d)).toMatchObject({ stock: 3, wallet: 0, couponUses: 1 });
    t.clock.advance(31 * 60_000);
    const first = await draftExpiryJob.run(t.ctx);
    expect(first).toEqual({ expired: expect.arrayContaining([d.orderId]) });
    const after = await state(d);
    expect(after).toMatchObject({ stock: 5, wallet: 10_000, couponUses: 0 });
    expect(after.order).toMatchObject({ status: 'CANCELLED', paymentStatus: 'FAILED' });
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, d.orderId));
    expect(history.map((h) => h.status)).toEqual(['PENDING', 'CANCELLED']);

    // Twice, and twice at once: nothing more happens.
    await Promise.all([expireDraftOrders(t.ctx), expireDraftOrders(t.ctx)]);
    expect(await state(d)).toMatchObject({ stock: 5, wallet: 10_000, couponUses: 0 });
    const credits = await t.db.select().from(walletLedger).where(eq(walletLedger.orderId, d.orderId));
    expect(credits.map((c) => [c.type, c.amountPaise])).toEqual([
      ['DEBIT', 10_000],
      ['CREDIT', 10_000],
    ]);
    t.clock.advance(-31 * 60_000);
  });

  it('lets the shopper use a single-use coupon again after the draft is released', async () => {
    const d = await draft();
    await t.db.update(coupons).set({ perUserLimit: 1 }).where(eq(coupons.id, d.couponId));
    const code = (await t.db.select().from(coupons).where(eq(coupons.id, d.couponId)))[0]!.code;
    const validate = () =>
      t.call({
        method: 'POST',
        url: '/api/v4/coupon-code/validate',
        token: d.token,
        payload: { couponCode: code, orderValue: 500 },
      });
    expect((await validate()).status).toBe(400);
    await t.db.transaction((tx) => releaseOrderReservation(tx, d.orderId, 'Payment failed'));
    expect((await validate()).status).toBe(200);
  });

  it('releases once however often it is called, and again after a re-reservation', async () => {
    const d = await draft();
    const first = await t.db.transaction((tx) => releaseOrderReservation(tx, d.orderId, 'Payment failed'));
    const second = await t.db.transaction((tx) => releaseOrderReservation(tx, d.orderId, 'Payment failed'));
    expect(first).toEqual({ released: true, walletReturnedPaise: 10_000 });
    expect(second).toEqual({ released: false, walletReturnedPaise: 0 });
    expect(await state(d)).toMatchObject({ stock: 5, wallet: 10_000, couponUses: 0 });

    // A late payment takes everything again (as the payments module does), then the order is cancelled.
    await t.db.transaction(async (tx) => {
      await tx.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, d.variantId));
      await tx.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, d.couponId));
      await tx.update(users).set({ walletBalancePaise: 0 }).where(eq(users.id, d.user.id));
      await markOrderReserved(tx, d.orderId);
    });
    const third = await t.db.transaction((tx) => releaseOrderReservation(tx, d.orderId, 'Cancelled by shopper'));
    expect(third).toEqual({ released: true, walletReturnedPaise: 10_000 });
    expect(await state(d)).toMatchObject({ stock: 5, wallet: 10_000, couponUses: 0 });
    const keys = (await t.db.select().from(walletLedger).where(eq(walletLedger.orderId, d.orderId))).map(
      (e) => e.idempotencyKey,
    );
    expect(keys).toContain(`order:${d.orderId}:wallet-release:2`);
  });

  it('does nothing for an unknown order', async () => {
    expect(await t.db.transaction((tx) => releaseOrderReservation(tx, 'SHNOSUCHORDER', 'x'))).toEqual({
      released: false,
      walletReturnedPaise: 0,
    });
  });

  it('never expires a draft that was paid meanwhile', async () => {
    const d = await draft();
    await t.db
      .update(orders)
      .set({ isDraft: false, status: 'ORDERED', paymentStatus: 'PAID' })
      .where(eq(orders.id, d.orderId));
    t.clock.advance(31 * 60_000);
    await expireDraftOrders(t.ctx);
    t.clock.advance(-31 * 60_000);
    expect(await state(d)).toMatchObject({ stock: 3, wallet: 0, couponUses: 1, order: { status: 'ORDERED' } });
  });
});
