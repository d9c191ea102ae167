import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutHelpers } from '../../../test/checkout-factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { settings } from '../../db/schema/content.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { invalidateSettings } from '../settings/settings.public.ts';

/** The COD risk controls at placement: each rule refuses COD with its own code and reason, and nothing else. */
describe('placing orders: the COD risk controls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.delete(settings).where(eq(settings.key, 'app'));
    invalidateSettings(t.ctx);
  });

  const { shopper, orderCart, stockOf } = checkoutHelpers(() => t);
  const withSettings = async (value: Record<string, unknown>) => {
    await t.db.insert(settings).values({ key: 'app', value });
    invalidateSettings(t.ctx);
  };
  const ordersOf = async (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));

  // One unit at ₹349, free delivery, ₹9 COD charge: ₹358 when COD pays.
  it('refuses COD above the ceiling (the COD charge counted), names it, and takes the order online', async () => {
    await withSettings({ codCeiling: 357.99 });
    const s = await shopper({ qty: 1 });
    const res = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('COD_ABOVE_CEILING');
    expect(res.body.message).toBe('Cash on delivery is available on orders up to ₹357.99');
    expect(await ordersOf(s.user.id)).toHaveLength(0);
    expect(await stockOf(s.variant.id)).toBe(20);
    const online = await orderCart(s.token, { paymentMethods: ['ONLINE'], addressId: s.address.id });
    expect(online.status).toBe(200);
  });

  it('places COD at the ceiling exactly, and with no ceiling (0)', async () => {
    await withSettings({ codCeiling: 358 });
    const at = await shopper({ qty: 1 });
    expect((await orderCart(at.token, { paymentMethods: ['COD'], addressId: at.address.id })).status).toBe(200);
    await t.db.delete(settings).where(eq(settings.key, 'app'));
    await withSettings({ codCeiling: 0 });
    const none = await shopper({ qty: 1 });
    expect((await orderCart(none.token, { paymentMethods: ['COD'], addressId: none.address.id })).status).toBe(200);
  });

  it('refuses COD to a pincode without it, and allows it elsewhere', async () => {
    const s = await shopper({ qty: 1 });
    await withSettings({ codBlockedPincodes: [s.address.pincode, '110001'] });
    const res = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('COD_PINCODE_UNAVAILABLE');
    expect(res.body.message).toBe('Cash on delivery is not available at your delivery pincode');
    await t.db.delete(settings).where(eq(settings.key, 'app'));
    await withSettings({ codBlockedPincodes: ['110001'] });
    expect((await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id })).status).toBe(200);
  });

  it('refuses COD for a shopper whose COD is off, but not a wallet that pays everything', async () => {
    const s = await shopper({ qty: 1, wallet: 100_000 });
    await t.db.update(users).set({ codAllowed: false }).where(eq(users.id, s.user.id));
    const res = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('COD_OFF_FOR_ACCOUNT');
    expect(res.body.message).toBe(
      'Cash on delivery is not available on your account after earlier deliveries were refused',
    );
    const profile = await t.call({ url: '/api/v4/user', token: s.token });
    expect(profile.body.data.isCodAllowed).toBe(false);
    // The wallet covers the order: COD would pay nothing, so no COD rule applies.
    const wallet = await orderCart(s.token, { paymentMethods: ['WALLET', 'COD'], addressId: s.address.id });
    expect(wallet.status).toBe(200);
  });

  it('publishes the ceiling and pincodes checkout explains, never the refusal limit', async () => {
    await withSettings({ codCeiling: 2500, codBlockedPincodes: ['110001'], codRefusalLimit: 2 });
    const res = await t.call({ url: '/api/v4/settings/' });
    expect(res.body.data).toMatchObject({ codCeiling: 2500, codBlockedPincodes: ['110001'] });
    expect(res.body.data).not.toHaveProperty('codRefusalLimit');
  });
});
