import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { testConfig } from '../../../test/test-config.ts';
import { createPaymentGateway } from './create-payment-gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { SIMULATOR_KEY_ID, SimulatorGateway } from './simulator-gateway.ts';

// The factory only constructs gateways; none of these touch the database.
const db = {} as Db;

describe('createPaymentGateway', () => {
  it('gives the simulator by default, with its public key id', () => {
    const gateway = createPaymentGateway(testConfig(), db, systemClock);
    expect(gateway).toBeInstanceOf(SimulatorGateway);
    expect(gateway.keyId).toBe(SIMULATOR_KEY_ID);
  });

  it('gives Razorpay when configured, and refuses to start without its secrets', () => {
    const gateway = createPaymentGateway(
      testConfig({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_abc',
        RAZORPAY_KEY_SECRET: 'secret-value',
        RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      }),
      db,
      systemClock,
    );
    expect(gateway).toBeInstanceOf(RazorpayGateway);
    expect(gateway.keyId).toBe('rzp_live_abc');
    expect(() =>
      createPaymentGateway(
        testConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_abc' }),
        db,
        systemClock,
      ),
    ).toThrow(/RAZORPAY_KEY_SECRET/);
  });
});
