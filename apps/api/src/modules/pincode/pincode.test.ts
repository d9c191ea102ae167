import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { lookupPincode } from './pincode-directory.ts';

describe('pincode directory', () => {
  it('knows real pincodes with city, district and state', () => {
    expect(lookupPincode('400013')).toEqual({
      pincode: '400013',
      city: 'Mumbai',
      district: 'Mumbai',
      state: 'Maharashtra',
    });
    expect(lookupPincode('110001')).toMatchObject({ city: 'Delhi', state: 'Delhi' });
    expect(lookupPincode('560001')).toMatchObject({ city: 'Bangalore', state: 'Karnataka' });
    expect(lookupPincode('194101')).toMatchObject({ state: 'Ladakh' });
    expect(lookupPincode('999999')).toBeNull();
    expect(lookupPincode('012345')).toBeNull();
    expect(lookupPincode('40001')).toBeNull();
  });
});

describe('GET /pincode/is-pincode-valid/{pincode}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const check = (pin: string) => t.call({ method: 'GET', url: `/api/v4/pincode/is-pincode-valid/${pin}` });

  it('answers a metro pincode with 2-day delivery', async () => {
    const res = await check('400013');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      isValid: true,
      pincode: '400013',
      city: 'Mumbai',
      district: 'Mumbai',
      state: 'Maharashtra',
      isServiceable: true,
      estimatedDeliveryDays: 2,
    });
    expect(res.headers['cache-control']).toContain('public');
  });

  it('takes longer farther from Maharashtra', async () => {
    const nashik = (await check('422001')).body.data;
    const patna = (await check('800001')).body.data;
    const guwahati = (await check('781001')).body.data;
    expect(nashik).toMatchObject({ state: 'Maharashtra', isServiceable: true });
    expect(patna.estimatedDeliveryDays).toBeGreaterThan(nashik.estimatedDeliveryDays);
    expect(guwahati.estimatedDeliveryDays).toBe(7);
  });

  it('does not serve the island territories', async () => {
    const res = await check('744101');
    expect(res.body.data).toMatchObject({ isValid: true, state: 'Andaman and Nicobar Islands', isServiceable: false });
    expect(res.body.data.estimatedDeliveryDays).toBeUndefined();
  });

  it('answers an unknown well-formed pincode with isValid false', async () => {
    const res = await check('999999');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ isValid: false, pincode: '999999', isServiceable: false });
  });

  it.each([
    ['12345', 'Pincode must be 6 digits'],
    ['1234567', 'Pincode must be 6 digits'],
    ['abcdef', 'Pincode must be 6 digits'],
    ['012345', 'Pincode cannot start with 0'],
  ])('rejects %s', async (pin, message) => {
    const res = await check(pin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, errors: [{ field: 'pincode', message }] });
  });
});
