import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createCoupon } from '../../../test/checkout-factories.ts';
import { testDbKind } from '../../../test/databases.ts';
import { createProduct, createUser, setWalletBalance } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { orders } from '../../db/schema/orders.ts';
import { walletLedger } from '../../db/schema/payments.ts';
import { coupons } from '../../db/schema/shopping.ts';
import { users } from '../../db/schema/users.ts';
import { invalidateSettings } from '../settings/settings.public.ts';

// PGlite runs one transaction at a time, so races need PostgreSQL's real parallel connections.
describe.skipIf(testDbKind() !== 'postgres')('checkout under concurrency (PostgreSQL, parallel connections)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function shoppers(n: number) {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const u = await createUser(t.ctx);
        return { ...u, address: await createAddress(t.ctx, u.user.id) };
      }),
    );
  }

  const buyNow = (token: string, payload: object, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/v4/order/create', token, payload, headers });

  it('50 shoppers racing for 10 units: exactly 10 orders and stock 0', async () => {
    const { product, variants } = await createProduct(t.ctx, { variants: [{ stock: 10 }] });
    const variantId = variants[0]!.id;
    const people = await shoppers(50);
    const results = await Promise.all(
      people.map((p) =>
        buyNow(p.token, {
          productId: product.id,
          variantId,
          quantity: 1,
          paymentMethods: ['COD'],
          addressId: p.address.id,
        }),
      ),
    );
    // Counted by status and code, so a failure says what the losers got instead.
    const outcomes: Record<string, number> = {};
    for (const r of results) {
      const key = r.status === 200 ? '200' : `${r.status} ${r.body.code}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    expect(outcomes).toEqual({ '200': 10, '409 OUT_OF_STOCK': 40 });
    const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(variant!.stock).toBe(0);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.id} in (select order_id from order_items where variant_id = ${variantId})`);
    expect(count!.n).toBe(10);
  });

  it('two parallel wallet orders that each fit the balance alone: exactly one succeeds', async () => {
    const [p] = await shoppers(1);
    await setWalletBalance(t.ctx, p!.user.id, 50_000);
    const a = await createProduct(t.ctx);
    const b = await createProduct(t.ctx);
    const results = await Promise.all(
      [a, b].map((x) =>
        buyNow(p!.token, {
          productId: x.product.id,
          variantId: x.variants[0]!.id,
          paymentMethods: ['WALLET'],
          addressId: p!.address.id,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.message).toBe(
      'Please select an additional payment method for the remaining amount.',
    );
    const [user] = await t.db.select().from(users).where(eq(users.id, p!.user.id));
    expect(user!.walletBalancePaise).toBe(50_000 - 34_900);
    const debits = await t.db.select().from(walletLedger).where(eq(walletLedger.userId, p!.user.id));
    expect(debits).toHaveLength(1);
    expect(debits[0]!.balanceAfterPaise).toBeGreaterThanOrEqual(0);
  });

  it('a single-use coupon in 20 parallel orders is used once', async () => {
    const { product, variants } = await createProduct(t.ctx, { variants: [{ stock: 100 }] });
    const coupon = await createCoupon(t.ctx, { kind: 'FLAT', value: 5_000, usageLimit: 1 });
    const people = await shoppers(20);
    const results = await Promise.all(
      people.map((p) =>
        buyNow(p.token, {
          productId: product.id,
          variantId: variants[0]!.id,
          paymentMethods: ['COD'],
          couponCode: coupon.code,
          addressId: p.address.id,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body.message).toBe('This coupon has reached its usage limit');
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(1);
    const [v] = await t.db.select().from(productVariants).where(eq(productVariants.id, variants[0]!.id));
    expect(v!.stock).toBe(99);
  });

  it("a once-per-shopper coupon in one shopper's parallel orders is used once", async () => {
    const [p] = await shoppers(1);
    const { product, variants } = await createProduct(t.ctx, { variants: [{ stock: 50 }] });
    const coupon = await createCoupon(t.ctx, { kind: 'FLAT', value: 5_000, perUserLimit: 1 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        buyNow(p!.token, {
          productId: product.id,
          variantId: variants[0]!.id,
          paymentMethods: ['COD'],
          couponCode: coupon.code,
          addressId: p!.address.id,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200))
      expect(r.body.message).toBe('You have already used this coupon');
    const placed = await t.db.select().from(orders).where(eq(orders.userId, p!.user.id));
    expect(placed).toHaveLength(1);
  });

  it('the same Idempotency-Key twice in parallel places one order', async () => {
    const [p] = await shoppers(1);
    const { product, variants } = await createProduct(t.ctx);
    const payload = {
      productId: product.id,
      variantId: variants[0]!.id,
      paymentMethods: ['ONLINE'],
      addressId: p!.address.id,
    };
    const headers = { 'idempotency-key': 'parallel-retry-1' };
    const results = await Promise.all([buyNow(p!.token, payload, headers), buyNow(p!.token, payload, headers)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]!.body.data).toEqual(results[1]!.body.data);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, p!.user.id));
    expect(placed).toHaveLength(1);
    const [v] = await t.db.select().from(productVariants).where(eq(productVariants.id, variants[0]!.id));
    expect(v!.stock).toBe(19);
  });

  /** Runs `statement` in a transaction on a connection of its own and keeps it open (with its locks) until released. */
  async function holdLock(statement: SQL) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const done = t.db.transaction(async (tx) => {
      await tx.execute(statement);
      held();
      await released;
    });
    await holding;
    return async () => {
      release();
      await done;
    };
  }

  /** Waits until `n` statements in this test's database are queued behind a lock. */
  async function lockWaiters(n: number) {
    for (;;) {
      const rows = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((rows as unknown as { n: number }[])[0]!.n >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('the same Idempotency-Key on a cart order: retries that looked the key up before the first committed get its order', async () => {
    // The first call to commit empties the cart and takes the last unit and the wallet. A retry whose key lookup
    // came just before that commit must answer with that order, not refuse over an empty cart or spent balance.
    const [p] = await shoppers(1);
    await setWalletBalance(t.ctx, p!.user.id, 34_900);
    const { product, variants } = await createProduct(t.ctx, { variants: [{ stock: 1 }] });
    await t.call({
      method: 'POST',
      url: '/api/v4/cart/add',
      token: p!.token,
      payload: { productId: product.id, variantId: variants[0]!.id },
    });
    const place = () =>
      t.call({
        method: 'POST',
        url: '/api/v4/order/cart',
        token: p!.token,
        payload: { paymentMethods: ['WALLET'], addressId: p!.address.id },
        headers: { 'idempotency-key': 'cart-parallel-retry' },
      });
    // The first call stops inside its transaction, on the shopper's row lock.
    const releaseShopper = await holdLock(sql`select id from users where id = ${p!.user.id} for update`);
    const first = place();
    await lockWaiters(1);
    // The retries stop on the settings read, after their key lookup (nothing yet) and before their dry run.
    invalidateSettings(t.ctx);
    const releaseSettings = await holdLock(sql`lock table settings in access exclusive mode`);
    const retries = Promise.all([place(), place(), place(), place()]);
    await lockWaiters(5);
    await releaseShopper();
    const firstAnswer = await first;
    await releaseSettings();
    const results = [firstAnswer, ...(await retries)];

    expect(
      results.map((r) => r.status),
      JSON.stringify(results.map((r) => r.body)),
    ).toEqual([200, 200, 200, 200, 200]);
    for (const r of results) expect(r.body.data).toEqual(firstAnswer.body.data);
    const placed = await t.db.select().from(orders).where(eq(orders.userId, p!.user.id));
    expect(placed).toHaveLength(1);
    const [v] = await t.db.select().from(productVariants).where(eq(productVariants.id, variants[0]!.id));
    expect(v!.stock).toBe(0);
    const debits = await t.db.select().from(walletLedger).where(eq(walletLedger.userId, p!.user.id));
    expect(debits.filter((e) => e.type === 'DEBIT')).toHaveLength(1);
  });

  it('parallel adds to one cart line never pass the stock', async () => {
    const [p] = await shoppers(1);
    const { product, variants } = await createProduct(t.ctx, { variants: [{ stock: 7 }] });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call({
          method: 'POST',
          url: '/api/v4/cart/add',
          token: p!.token,
          payload: { productId: product.id, variantId: variants[0]!.id },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(7);
    const count = await t.call({ method: 'GET', url: '/api/v4/cart/count', token: p!.token });
    expect(count.body.data.itemCount).toBe(7);
  });
});
