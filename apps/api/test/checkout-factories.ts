import { eq } from 'drizzle-orm';
import type { AppContext } from '../src/context.ts';
import { productVariants } from '../src/db/schema/catalogue.ts';
import { orders } from '../src/db/schema/orders.ts';
import { coupons } from '../src/db/schema/shopping.ts';
import { addresses, users } from '../src/db/schema/users.ts';
import { createProduct, createUser, setWalletBalance } from './factories.ts';
import type { TestApp } from './harness.ts';
import { withNamedCharges } from './order-charges.ts';

/** The body a shopper sends to POST /address to save a delivery address (Mumbai 400001). */
export const addressForm = {
  name: 'Priya Sharma',
  address: '12 MG Road, Flat 4B',
  state: 'Maharashtra',
  city: 'Mumbai',
  pincode: '400001',
  phone: '9876543210',
};

/** A delivery address of the shopper's own. */
export async function createAddress(
  ctx: AppContext,
  userId: number,
  values: Partial<typeof addresses.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(addresses)
    .values({
      userId,
      name: 'Asha Verma',
      address: '12 MG Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560001',
      phone: '9876543210',
      ...values,
    })
    .returning();
  return row!;
}

let couponSeq = 0;

/** A coupon; default: 10% off, no limits, valid from 2026-01-01. */
export async function createCoupon(ctx: AppContext, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(coupons)
    .values({
      code: `TEST${++couponSeq}${Math.floor(Math.random() * 1e6)}`,
      description: '10% off',
      kind: 'PERCENT',
      value: 1000,
      startsAt: new Date('2026-01-01T00:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

/**
 * The checkout tests' shared vocabulary, bound to a test app that is created later (in beforeAll): a shopper
 * with an address and optionally a cart, the two order calls, and reads of stock, balance and order rows.
 */
export function checkoutHelpers(app: () => TestApp) {
  /** A shopper with an address and, optionally, a cart of `qty` of a ₹349 (of ₹499) variant with 20 in stock. */
  async function shopper(opts: { qty?: number; price?: number; stock?: number; wallet?: number } = {}) {
    const t = app();
    const u = await createUser(t.ctx);
    const address = await createAddress(t.ctx, u.user.id);
    const { product, variants } = await createProduct(t.ctx, {
      variants: [{ pricePaise: opts.price ?? 34_900, basePricePaise: 49_900, stock: opts.stock ?? 20 }],
    });
    const variant = variants[0]!;
    if (opts.qty)
      await t.call({
        method: 'POST',
        url: '/api/v4/cart/add',
        token: u.token,
        payload: { productId: product.id, variantId: variant.id, quantity: opts.qty },
      });
    if (opts.wallet) await setWalletBalance(t.ctx, u.user.id, opts.wallet);
    return { ...u, address, product, variant };
  }
  return {
    shopper,
    orderCart: (token: string, payload: object, headers: Record<string, string> = {}) =>
      app().call({ method: 'POST', url: '/api/v4/order/cart', token, payload, headers }),
    buyNow: (token: string, payload: object) =>
      app().call({ method: 'POST', url: '/api/v4/order/create', token, payload }),
    stockOf: async (variantId: number) =>
      (await app().db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock,
    balanceOf: async (userId: number) =>
      (await app().db.select().from(users).where(eq(users.id, userId)))[0]!.walletBalancePaise,
    orderRow: async (id: string) =>
      withNamedCharges(app().db, (await app().db.select().from(orders).where(eq(orders.id, id)))[0]!),
  };
}
