import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { PaymentGateway } from './integrations/payments/payment-gateway.ts';
import type { Clock } from './lib/clock.ts';

/**
 * What services need from the outside world. Services take it as their first argument, so they run the same
 * from a route, a background job, the CLI or a test.
 */
export type AppContext = {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  log: FastifyBaseLogger;
  /** The payment provider PAYMENT_PROVIDER names (simulator by default). */
  payments: PaymentGateway;
};
