import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { CourierProvider } from './integrations/courier/courier-provider.ts';
import { createCourierProvider } from './integrations/courier/courier-providers.ts';
import type { PaymentProvider } from './integrations/payments/payment-provider.ts';
import { createPaymentProvider } from './integrations/payments/payment-providers.ts';
import { createSmsSender } from './integrations/sms/create-sms-sender.ts';
import type { SmsSender } from './integrations/sms/sms-sender.ts';
import { createWhatsAppSender } from './integrations/whatsapp/create-whatsapp-sender.ts';
import type { WhatsAppSender } from './integrations/whatsapp/whatsapp-sender.ts';
import { createEmailSender } from './integrations/email/create-email-sender.ts';
import type { EmailSender } from './integrations/email/email-sender.ts';
import type { FileStore } from './integrations/files/file-store.ts';
import { createFileStore } from './integrations/files/create-file-store.ts';
import { createRateLimiter } from './lib/rate-limit/create-rate-limiter.ts';
import type { RateLimiter } from './lib/rate-limit/rate-limiter.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createStoreChanges } from './lib/create-store-changes.ts';
import { ProcessLifecycle } from './lib/lifecycle.ts';
import { StoreMetrics } from './lib/metrics/store-metrics.ts';
import type { StoreChanges } from './lib/store-changes.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerClosingAnswer } from './plugins/closing-answer.ts';
import { refuseForeignTargets } from './plugins/request-target.ts';
import { envelopeClientError } from './plugins/client-errors.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { fastLaneOf, installFastLane } from './plugins/fast-lane.ts';
import { registerModules, startJobs } from './plugins/modules.ts';
import { createGates, registerApiLoadShedding } from './plugins/load-shedding.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { refundOrderPayment } from './modules/payments/payments.public.ts';
import { CacheRegistry, processCaches } from './lib/caches.ts';

type AppDeps = {
  database: DatabaseHandle;
  clock?: Clock;
  /** Replaces the gateway built from config (tests inject fakes). */
  payments?: PaymentProvider;
  courier?: CourierProvider;
  /** Replaces the SMS sender built from config (tests capture codes). */
  sms?: SmsSender;
  /** Replaces the WhatsApp sender built from config (tests fail or capture messages). */
  whatsapp?: WhatsAppSender;
  /** Replaces the e-mail sender built from config (tests capture or fail e-mails). */
  email?: EmailSender;
  files?: FileStore;
  limiter?: RateLimiter;
  /** Replaces the change feed chosen from config (lib/create-store-changes.ts; a test's own). */
  changes?: StoreChanges;
  /** Serve the built storefront from this process (server.ts does; API tests do not). */
  serveWebApp?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/**
 * The whole API as a Fastify instance, without listening: plugins, then domain modules, then error mapping.
 * Tests drive it through app.inject; server.ts listens.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config, deps.logStream),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Fastify takes a hop count too (documented), though its overloaded option types omit it.
    trustProxy: config.TRUST_PROXY as boolean | string,
    bodyLimit: 1024 * 1024,
    // plugins/closing-answer.ts answers requests that arrive while closing, in the envelope.
    return503OnClosing: false,
    genReqId: () => crypto.randomUUID(),
    clientErrorHandler: envelopeClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = deps.clock ?? systemClock;
  const changes = deps.changes ?? (await createStoreChanges(config, deps.database, app.log));
  const ctx: AppContext = {
    config,
    db: deps.database.db,
    dbKind: deps.database.kind,
    clock,
    log: app.log,
    payments: deps.payments ?? createPaymentProvider(config, deps.database.db, clock),
    courier: deps.courier ?? createCourierProvider(config, deps.database.db, clock),
    sms: deps.sms ?? createSmsSender(config, app.log),
    whatsapp: deps.whatsapp ?? createWhatsAppSender(config, app.log),
    email: deps.email ?? createEmailSender(config, app.log),
    files: deps.files ?? (await createFileStore(config)),
    limiter: deps.limiter ?? createRateLimiter(config, deps.database.db, app.log),
    changes,
    caches: new CacheRegistry(changes, [processCaches]),
    lifecycle: new ProcessLifecycle(),
    metrics: new StoreMetrics({ processFigures: config.NODE_ENV !== 'test' }),
    refundOrderPayment,
  };
  ctx.metrics.watchCaches(ctx.caches);
  app.decorate('ctx', ctx);
  if (!deps.limiter) app.addHook('onClose', async () => ctx.limiter.store.close());
  if (!deps.changes) app.addHook('onClose', async () => ctx.changes.close());
  if (!deps.files) app.addHook('onClose', async () => ctx.files.close?.());

  registerErrorHandling(app);
  registerClosingAnswer(app);
  refuseForeignTargets(app);
  registerMetrics(app, ctx, deps.database);
  const gates = createGates(config);
  registerApiLoadShedding(app, gates.api);
  await registerSecurity(app, config);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await registerOpenApi(app, config);
  await app.register(authPlugin, { ctx });
  // A worker runs the jobs and answers only health checks; 'web' serves without running jobs.
  const worker = config.API_ROLE === 'worker';
  await registerModules(app, ctx, worker ? { only: ['health'] } : {});
  if (deps.serveWebApp && !worker) await registerWebApp(app, config, gates.render, ctx.caches);
  if (config.JOBS_ENABLED && config.API_ROLE !== 'web') await startJobs(app, ctx);
  installFastLane(app, fastLaneOf(ctx));
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
