import { SIMULATOR_KEY_ID } from '@shringar/contracts/payments';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { testConfig } from '../../../test/test-config.ts';
import { createPaymentProvider } from './payment-providers.ts';
import { RazorpayGateway } from './razorpay/razorpay-gateway.ts';
import { SimulatorGateway } from './simulator/simulator-gateway.ts';

// The factory only constructs providers; none of these touch the database.
const db = {} as Db;

describe('createPaymentProvider', () => {
  it('gives the simulator by default, with its public key id', () => {
    const provider = createPaymentProvider(testConfig(), db, systemClock);
    expect(provider).toBeInstanceOf(SimulatorGateway);
    expect(provider.id).toBe('simulator');
    expect(provider.keyId).toBe(SIMULATOR_KEY_ID);
  });

  it('gives Razorpay when configured, and refuses to start without its secrets', () => {
    const provider = createPaymentProvider(
      testConfig({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_abc',
        RAZORPAY_KEY_SECRET: 'secret-value',
        RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      }),
      db,
      systemClock,
    );
    expect(provider).toBeInstanceOf(RazorpayGateway);
    expect(provider.id).toBe('razorpay');
    expect(provider.keyId).toBe('rzp_live_abc');
    expect(() =>
      createPaymentProvider(
        testConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_abc' }),
        db,
        systemClock,
      ),
    ).toThrow(/RAZORPAY_KEY_SECRET/);
  });

  it('refuses a provider nobody registered, naming the ones there are', () => {
    expect(() => createPaymentProvider(testConfig({ PAYMENT_PROVIDER: 'phonepe' }), db, systemClock)).toThrow(
      /PAYMENT_PROVIDER=phonepe .*razorpay, simulator/,
    );
  });
});
