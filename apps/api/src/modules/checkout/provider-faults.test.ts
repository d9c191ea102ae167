import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutHelpers, createCoupon } from '../../../test/checkout-factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/orders.ts';
import { walletLedger } from '../../db/schema/payments.ts';
import { coupons } from '../../db/schema/shopping.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { PaymentProviderUnavailable } from '../../integrations/payments/provider-errors.ts';
import { withProviderTimeouts } from '../../integrations/payments/provider-timeouts.ts';

/**
 * The payment provider failing or never answering while an ONLINE order is placed (with a wallet part and a
 * coupon): a 502 in the envelope, and stock, wallet, ledger, coupon use and orders exactly as before.
 */
describe('the payment provider failing on order creation', () => {
  let t: TestApp;
  let real: PaymentProvider;
  beforeAll(async () => {
    t = await createTestApp();
    real = t.ctx.payments;
  });
  afterAll(() => t.close());
  const { shopper, orderCart, buyNow, stockOf, balanceOf } = checkoutHelpers(() => t);

  const useProvider = (createOrder: PaymentProvider['createOrder']) => {
    (t.ctx as { payments: AppContext['payments'] }).payments = withProviderTimeouts(
      Object.assign(Object.create(real) as PaymentProvider, { createOrder }),
      300,
    );
  };
  const restore = () => {
    (t.ctx as { payments: AppContext['payments'] }).payments = real;
  };

  const faults: [string, PaymentProvider['createOrder']][] = [
    ['fails', async () => Promise.reject(new PaymentProviderUnavailable())],
    ['never answers', () => new Promise(() => {})],
    ['throws something unexpected', async () => Promise.reject(new Error('socket hang up'))],
  ];

  for (const [what, createOrder] of faults) {
    it(`when it ${what}: a 502 in the envelope, nothing taken, and the order goes through once it is back`, async () => {
      const s = await shopper({ qty: 2, stock: 5, wallet: 20_000 });
      const coupon = await createCoupon(t.ctx, { usageLimit: 10 });
      const ordersBefore = (await t.db.select().from(orders).where(eq(orders.userId, s.user.id))).length;
      useProvider(createOrder);
      try {
        const cart = await orderCart(s.token, {
          paymentMethods: ['WALLET', 'ONLINE'],
          couponCode: coupon.code,
          addressId: s.address.id,
        });
        const direct = await buyNow(s.token, {
          productId: s.product.id,
          variantId: s.variant.id,
          quantity: 1,
          paymentMethods: ['ONLINE'],
          addressId: s.address.id,
        });
        for (const res of [cart, direct]) {
          expect(res.status).toBe(502);
          expect(res.body).toMatchObject({ success: false, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
        }
      } finally {
        restore();
      }
      expect(await stockOf(s.variant.id)).toBe(5);
      expect(await balanceOf(s.user.id)).toBe(20_000);
      expect(await t.db.select().from(walletLedger).where(eq(walletLedger.userId, s.user.id))).toEqual([]);
      expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount).toBe(0);
      expect((await t.db.select().from(orders).where(eq(orders.userId, s.user.id))).length).toBe(ordersBefore);

      // The provider back: the same cart is ordered.
      const again = await orderCart(s.token, {
        paymentMethods: ['WALLET', 'ONLINE'],
        couponCode: coupon.code,
        addressId: s.address.id,
      });
      expect(again.status).toBe(200);
    }, 120_000);
  }
});
