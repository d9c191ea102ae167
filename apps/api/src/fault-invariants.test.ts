import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutHelpers, createCoupon } from '../test/checkout-factories.ts';
import { storeInvariantProblems } from '../test/faults/store-invariants.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { testConfig } from '../test/test-config.ts';

/** The books the fault tests check after every crash: they hold after real orders and catch each kind of damage. */
describe('the invariants the fault tests check', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<ReturnType<typeof checkoutHelpers>['shopper']>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { shopper, buyNow } = checkoutHelpers(() => t);

  it('hold after orders with wallet, COD and a coupon', async () => {
    s = await shopper({ stock: 10 });
    // Through the ledger, as the store credits (the factories' shortcut sets the balance alone).
    const credit = await t.call({
      method: 'POST',
      url: '/api/v4/admin/wallet/credit',
      headers: { 'x-operator-token': testConfig().OPERATOR_TOKEN! },
      payload: { phone: s.phone, amount: 2000, reason: 'Books test credit' },
    });
    expect(credit.status).toBe(200);
    const coupon = await createCoupon(t.ctx, { code: 'BOOKS10' });
    for (const [methods, couponCode] of [
      [['COD'], ''],
      [['WALLET'], coupon.code],
      [['WALLET', 'COD'], ''],
    ] as const) {
      const res = await buyNow(s.token, {
        productId: s.product.id,
        variantId: s.variant.id,
        quantity: 2,
        paymentMethods: methods,
        couponCode,
        addressId: s.address.id,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await storeInvariantProblems(t.db, new Map([[s.variant.id, 10]]))).toEqual([]);
  });

  it('catch stock, wallet, coupon and order damage', async () => {
    const initial = new Map([[s.variant.id, 10]]);
    await t.db.execute(sql`update product_variants set stock = stock + 1 where id = ${s.variant.id}`);
    await t.db.execute(sql`update users set wallet_balance_paise = wallet_balance_paise + 100 where id = ${s.user.id}`);
    await t.db.execute(sql`update coupons set used_count = used_count + 1 where code = 'BOOKS10'`);
    await t.db.execute(
      sql`delete from order_status_history where order_id in (select id from orders where user_id = ${s.user.id})`,
    );
    const problems = (await storeInvariantProblems(t.db, initial)).join('\n');
    expect(problems).toMatch(`variant ${s.variant.id}: stock`);
    expect(problems).toMatch(`user ${s.user.id}: balance`);
    expect(problems).toMatch('coupon BOOKS10: used');
    expect(problems).toMatch('has no status history');
  });
});
