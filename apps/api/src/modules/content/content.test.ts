import { pricingSettingsOf } from '@shringar/contracts/pricing';
import { DEFAULT_SETTINGS } from '@shringar/contracts/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaq, createPolicy, createReason, overrideSettings } from '../../../test/catalogue-factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { getSettings, invalidateSettings } from '../settings/settings.public.ts';

describe('settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the spec defaults, the simulator key id, the effective mode and the store profile', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/settings/' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      isAppActive: true,
      currencySymbol: '₹',
      deliveryCharge: 49,
      minimumAmountForFreeDelivery: 249,
      codCharge: 9,
      isCodAvailable: true,
      videoSkipTime: 10,
      minimumOrderAmount: 199,
      otpLength: 4,
      cancelWindowStatus: 'SHIPPED',
      returnWindowDays: 7,
      adHeartsDailyCap: 5,
      razorpayKeyId: 'rzp_test_simulator',
      razorpayMode: 'TEST',
      paymentProvider: 'simulator',
    });
    expect(res.body.data.storeProfile).toMatchObject({
      legalName: 'Shringar Retail Private Limited',
      cin: 'U52599MH2024PTC421337',
      gstin: '27AAKCS4821M1Z5',
    });
    expect(res.body.data.storeProfile.social.instagram).toMatch(/^https:/);
  });

  it('never sends the key secret or the webhook secret', async () => {
    const secrets = {
      RAZORPAY_KEY_SECRET: 'sk-very-secret-value-123',
      RAZORPAY_WEBHOOK_SECRET: 'whsec-never-show-456',
    };
    const withSecrets = await createTestApp({
      config: { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_PublicKey12345', ...secrets },
    });
    try {
      const res = await withSecrets.call({ method: 'GET', url: '/api/v4/settings' });
      expect(res.status).toBe(200);
      expect(res.body.data.razorpayKeyId).toBe('rzp_live_PublicKey12345');
      expect(res.body.data.razorpayMode).toBe('LIVE');
      expect(res.body.data.paymentProvider).toBe('razorpay');
      const raw = JSON.stringify(res.body);
      expect(raw).not.toContain(secrets.RAZORPAY_KEY_SECRET);
      expect(raw).not.toContain(secrets.RAZORPAY_WEBHOOK_SECRET);
      expect(raw.toLowerCase()).not.toMatch(/secret/);
    } finally {
      await withSecrets.close();
    }
  });

  it('merges operator overrides over the defaults and ignores invalid ones', async () => {
    await overrideSettings(t.ctx, { deliveryCharge: 59.5, otpLength: 6, codCharge: 'free', unknownKey: 1 });
    invalidateSettings(t.ctx);
    const s = await getSettings(t.ctx);
    expect(s.deliveryCharge).toBe(59.5);
    expect(pricingSettingsOf(s).deliveryChargePaise).toBe(5950);
    expect(s.otpLength).toBe(6);
    expect(s.codCharge).toBe(DEFAULT_SETTINGS.codCharge);
    expect(pricingSettingsOf(s).codChargePaise).toBe(900);
    expect(s.minimumOrderAmountPaise).toBe(19900);
    expect(s).not.toHaveProperty('unknownKey');
    const res = await t.call({ method: 'GET', url: '/api/v4/settings' });
    expect(res.body.data.deliveryCharge).toBe(59.5);
    const ads = await t.call({ method: 'GET', url: '/api/v4/ad/details' });
    expect(ads.body.data).toEqual({
      rewardAdId: DEFAULT_SETTINGS.rewardAdId,
      giveawayAdId: DEFAULT_SETTINGS.giveawayAdId,
      gameAdId: DEFAULT_SETTINGS.gameAdId,
    });
  });
});

describe('policies, FAQs and reasons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createPolicy(
      t.ctx,
      'privacy-policy',
      'Privacy Policy',
      '<h2>Data we collect</h2><p onclick="steal()">Your phone number.</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>',
      1,
    );
    await createPolicy(t.ctx, 'terms-and-conditions', 'Terms and Conditions', '<p>Terms</p>', 2);
    await createFaq(t.ctx, 'How long does delivery take?', '2 to 7 days.', 1, 'Delivery');
    await createFaq(t.ctx, 'Is COD available?', 'Yes, for ₹9.', 2, 'Payments & COD');
    await createReason(t.ctx, 'CANCELLATION', 'Ordered by mistake', 1);
    await createReason(t.ctx, 'RETURN', 'Damaged product', 1);
    await createReason(t.ctx, 'RETURN', 'Wrong shade', 2);
  });
  afterAll(() => t.close());

  it('lists policies in order with sanitised HTML', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/policys/' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual(['privacy-policy', 'terms-and-conditions']);
    const privacy = res.body.data[0];
    expect(privacy.content).toContain('<h2>Data we collect</h2>');
    expect(privacy.content).not.toMatch(/script|onclick|javascript:/);
    expect(privacy.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers one policy by slug, the privacy policy, and 404/400 for unknown or malformed slugs', async () => {
    const one = await t.call({ method: 'GET', url: '/api/v4/policys/terms-and-conditions' });
    expect(one.body.data).toMatchObject({
      id: 'terms-and-conditions',
      title: 'Terms and Conditions',
      content: '<p>Terms</p>',
    });
    const privacy = await t.call({ method: 'GET', url: '/api/v4/privacy-policy/' });
    expect(privacy.body.data.title).toBe('Privacy Policy');
    const missing = await t.call({ method: 'GET', url: '/api/v4/policys/shipping-policy' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const bad = await t.call({ method: 'GET', url: `/api/v4/policys/${encodeURIComponent("x' or 1=1")}` });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('id');
  });

  it('lists FAQs and the reasons of each kind', async () => {
    const f = await t.call({ method: 'GET', url: '/api/v4/faqs/' });
    expect(f.body.data.map((q: { question: string }) => q.question)).toEqual([
      'How long does delivery take?',
      'Is COD available?',
    ]);
    expect(f.body.data[0]).toEqual({
      id: expect.any(Number),
      topic: 'Delivery',
      question: 'How long does delivery take?',
      answer: '2 to 7 days.',
    });
    expect(f.body.data[1].topic).toBe('Payments & COD');
    const cancel = await t.call({ method: 'GET', url: '/api/v4/order/cancellation-reasons/' });
    expect(cancel.body.data).toEqual([{ id: expect.any(Number), reason: 'Ordered by mistake', isProductFault: false }]);
    const ret = await t.call({ method: 'GET', url: '/api/v4/return/reasons' });
    expect(ret.body.data.map((r: { reason: string }) => r.reason)).toEqual(['Damaged product', 'Wrong shade']);
  });
});
