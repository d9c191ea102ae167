import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { EmailSender } from './integrations/email/email-sender.ts';
import type { FileStore } from './integrations/files/file-store.ts';
import type { CourierProvider } from './integrations/courier/courier-provider.ts';
import type { PaymentProvider } from './integrations/payments/payment-provider.ts';
import type { SmsSender } from './integrations/sms/sms-sender.ts';
import type { WhatsAppSender } from './integrations/whatsapp/whatsapp-sender.ts';
import type { CacheRegistry } from './lib/caches.ts';
import type { Clock } from './lib/clock.ts';
import type { ProcessLifecycle } from './lib/lifecycle.ts';
import type { StoreMetrics } from './lib/metrics/store-metrics.ts';
import type { RateLimiter } from './lib/rate-limit/rate-limiter.ts';
import type { StoreChanges } from './lib/store-changes.ts';
import type { RefundResult } from './modules/payments/payments.public.ts';

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
  payments: PaymentProvider;
  /** The courier COURIER_PROVIDER names (the offline simulator by default): shipments, labels, tracking. */
  courier: CourierProvider;
  /** Sign-in codes go out through it (console by default, msg91 in production). */
  sms: SmsSender;
  /** WhatsApp order updates for opted-in shoppers (console by default, Meta's Cloud API with WHATSAPP_PROVIDER=meta). */
  whatsapp: WhatsAppSender;
  /** Order e-mails go out through it (console by default, SMTP when EMAIL_PROVIDER=smtp). */
  email: EmailSender;
  /** Uploaded files: local disk under UPLOAD_DIR by default, an S3-compatible bucket with FILE_STORE=s3. */
  files: FileStore;
  /** Rate-limit counters shared by every process (database, or Redis when REDIS_URL is set). */
  limiter: RateLimiter;
  /** Announces catalogue, settings and content changes to every cache (lib/store-changes.ts). */
  changes: StoreChanges;
  /** Every in-memory cache of this store: registered with its bound and the change kinds that clear it (lib/caches.ts). */
  caches: CacheRegistry;
  /** Draining from SIGTERM on: /api/v4/ready answers 503 (lib/graceful-shutdown.ts). */
  lifecycle: ProcessLifecycle;
  /** Counts for Prometheus at /metrics: requests, orders, jobs, caches (lib/metrics/store-metrics.ts). */
  metrics: StoreMetrics;
  /**
   * Refunds an order's online payment once per key (modules/payments). Orders reach it here rather than by
   * import: payments depends on orders (confirmation numbers the invoice, pay-again loads the order), and this
   * edge is the one that would close the cycle. Wired in app.ts.
   */
  refundOrderPayment: (
    ctx: AppContext,
    orderId: string,
    opts: { reason: string; idempotencyKey: string; amountPaise?: number },
  ) => Promise<RefundResult | null>;
};
