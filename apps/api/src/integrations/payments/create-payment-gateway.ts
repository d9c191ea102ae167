import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { SimulatorGateway } from './simulator-gateway.ts';

/** The gateway PAYMENT_PROVIDER names. Razorpay needs its three secrets; the simulator works with none. */
export function createPaymentGateway(config: Config, db: Db, clock: Clock): PaymentGateway {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = config;
    if (!keyId || !keySecret || !webhookSecret)
      throw new Error(
        'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
      );
    return new RazorpayGateway({ keyId, keySecret, webhookSecret });
  }
  return new SimulatorGateway(db, config.SIMULATOR_KEY_SECRET, config.SIMULATOR_WEBHOOK_SECRET, clock);
}
