import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentProvider, ProviderRegistration } from './payment-provider.ts';
import { withProviderTimeouts } from './provider-timeouts.ts';
import { razorpayRegistration } from './razorpay/razorpay-gateway.ts';
import { simulatorRegistration } from './simulator/simulator-gateway.ts';

/** Every provider the store can run with. A new provider is a folder beside these two and one line here. */
const REGISTERED: readonly ProviderRegistration[] = [razorpayRegistration, simulatorRegistration];

const registeredProviderIds = () => REGISTERED.map((r) => r.id);

/** The provider PAYMENT_PROVIDER names, made from its configuration; an unknown name stops the start. */
export function createPaymentProvider(config: Config, db: Db, clock: Clock): PaymentProvider {
  const registration = REGISTERED.find((r) => r.id === config.PAYMENT_PROVIDER);
  if (!registration)
    throw new Error(
      `PAYMENT_PROVIDER=${config.PAYMENT_PROVIDER} is not a payment provider; use one of ${registeredProviderIds().join(', ')}`,
    );
  return withProviderTimeouts(registration.create({ config, db, clock }), config.PAYMENT_PROVIDER_TIMEOUT_MS);
}
