import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { currentIfMatch } from '../../../test/current-version.ts';
import { createStaff } from '../../../test/staff-factories.ts';

const profile = {
  name: 'Shringar Test',
  legalName: 'Shringar Test Retail Private Limited',
  cin: '',
  gstin: '27AABCS1234F1Z5',
  pan: 'AABCS1234F',
  address: '12 Linking Road, Bandra West, Mumbai',
  state: 'Maharashtra',
  stateCode: '27',
  pincode: '400050',
  email: 'care@shringar.test',
  phone: '+91 22 4890 1234',
  whatsapp: '919820012345',
  social: { instagram: '', facebook: '', youtube: '', x: '' },
};

describe('console settings', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await createStaff(t, 'owner')).cookie;
  });
  afterAll(() => t.close());

  const patch = async (payload: object, cookie = owner) =>
    t.call({
      method: 'PATCH',
      url: '/api/v4/admin/settings',
      headers: { cookie, ...(await currentIfMatch(t, owner, '/api/v4/admin/settings')) },
      payload,
    });

  it('shows every setting and the profile, and no secret', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/admin/settings', headers: { cookie: owner } });
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toMatchObject({ deliveryCharge: 49, codCharge: 9, otpLength: 4 });
    expect(res.body.data.storeProfile.gstin).toMatch(/^\d{2}[A-Z]{5}/);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/secret|Paise|razorpayKeyId/i);
  });

  it('saves a change the storefront sees at once, keeps the rest, and audits before and after', async () => {
    await t.call({ method: 'GET', url: '/api/v4/settings/' });
    const res = await patch({ deliveryCharge: 59, minimumAmountForFreeDelivery: 499 });
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toMatchObject({
      deliveryCharge: 59,
      minimumAmountForFreeDelivery: 499,
      codCharge: 9,
    });
    const store = await t.call({ method: 'GET', url: '/api/v4/settings/' });
    expect(store.body.data).toMatchObject({ deliveryCharge: 59, minimumAmountForFreeDelivery: 499 });
    const again = await patch({ codCharge: 19 });
    expect(again.body.data.settings).toMatchObject({ deliveryCharge: 59, codCharge: 19 });
    const [audit] = await t.db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'adminUpdateSettings', target: 'settings', statusCode: 200 });
    expect(audit!.before).toMatchObject({ settings: { codCharge: 9 } });
    expect(audit!.after).toMatchObject({ settings: { codCharge: 19 } });
  });

  it('saves the store profile, which the settings answer and invoices show', async () => {
    const res = await patch({ storeProfile: { ...profile, gstin: '27aabcs1234f1z5' } });
    expect(res.status).toBe(200);
    expect(res.body.data.storeProfile).toMatchObject({ name: 'Shringar Test', gstin: '27AABCS1234F1Z5' });
    const store = await t.call({ method: 'GET', url: '/api/v4/settings/' });
    expect(store.body.data.storeProfile).toMatchObject({ name: 'Shringar Test', pincode: '400050' });
  });

  it('names the field of every refusal', async () => {
    const cases: [object, string, string][] = [
      [{ deliveryCharge: -1 }, 'deliveryCharge', 'Delivery charge must be at least ₹0'],
      [{ otpLength: 5 }, 'otpLength', 'OTP length must be 4 or 6'],
      [
        { walletTopupMinimum: 20_000, walletTopupMaximum: 10_000 },
        'walletTopupMinimum',
        'Wallet top-up minimum must not be more than the maximum',
      ],
      [{ walletTopupPresets: [50] }, 'walletTopupPresets', 'Wallet top-up amounts: ₹50 is outside'],
      [
        { storeProfile: { ...profile, gstin: '27AABCS1234' } },
        'storeProfile.gstin',
        'GSTIN must be a 15-character GSTIN',
      ],
      [{ storeProfile: { ...profile, pincode: '4000' } }, 'storeProfile.pincode', 'Pincode must be 6 digits'],
      [{ storeProfile: { ...profile, email: 'not-mail' } }, 'storeProfile.email', 'E-mail must be an e-mail address'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await patch(payload);
      expect(res.status, field).toBe(400);
      expect(res.body.errors[0].field, field).toBe(field);
      expect(res.body.message, field).toContain(message);
    }
  });

  it('is for the owner only', async () => {
    const support = await createStaff(t, 'support');
    const res = await patch({ deliveryCharge: 0 }, support.cookie);
    expect([res.status, res.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});
