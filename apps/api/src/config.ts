import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Defaults for paths are relative to the repository, whichever directory the server starts from. */
const fromRepo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every environment variable the server reads, parsed once. Defaults give a working store on a laptop:
 * PGlite under ./data, the payment simulator and console SMS.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Absolute base URL the store is reached at; used in links (invoices, images, payment callbacks). */
  PUBLIC_BASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default(fromRepo('data')),
  /** Redis for rate-limit counters across processes; PostgreSQL is used when absent. */
  REDIS_URL: z.string().optional(),
  /** Prefix for every Redis key this store writes, so several stores (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('shringar:'),
  CORS_ORIGINS: z.string().default(''),
  /**
   * Whose X-Forwarded-For to believe for the client IP (per-IP rate limits key on it): 'loopback' (a proxy on
   * this machine), a hop count such as 1 (one load balancer), a comma-separated list of proxy addresses/CIDRs,
   * or true/false. Believing every sender (true) lets any client pick its own IP and dodge per-IP limits.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | number | string =>
      v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v,
    ),
  /** Seed the demo catalogue when the database has no products. */
  SEED_DEMO: bool.default(true),
  /** Run background jobs (draft-order expiry) in this process. */
  JOBS_ENABLED: bool.default(true),
  /** Where the built web app lives; served from the same process when present. */
  WEB_BUILD_DIR: z.string().default(fromRepo('apps/web/build')),
  UPLOAD_DIR: z.string().default(fromRepo('data/uploads')),
  /** How long a shareable (store) server-rendered page is reused for every shopper (default 5000; 0 in tests). */
  WEB_PAGE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** Server renders running at once (CPU-bound: about twice the cores); more wait in a bounded queue. */
  MAX_CONCURRENT_RENDERS: z.coerce.number().int().min(1).max(256).default(4),
  /** API handlers running at once (database work); health checks and a render's own calls do not count. */
  MAX_CONCURRENT_API_CALLS: z.coerce.number().int().min(1).max(1024).default(16),
  /** How long a page or an API call may wait for its turn before it is answered 503 with Retry-After. */
  SHED_MAX_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(1_000),
  /**
   * Above this share of time the event loop was busy (0–1, sampled every 200 ms), a new server render is refused
   * at once instead of queued while another runs: the embedded database runs on the loop too.
   */
  SHED_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0.1).max(1).default(0.9),
  /**
   * How long anonymous catalogue answers are reused in memory (ms); 0 turns the cache off. Default 5000, or 0
   * when NODE_ENV=test so tests see their own writes at once.
   */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).optional(),

  // Sign-in
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  /** Keyed hash secret for OTP codes; generated per process when absent outside production. */
  OTP_SECRET: z.string().min(32).optional(),
  /** 9999999999:1234,... fixed codes for store testing; refused in production. */
  OTP_TEST_NUMBERS: z.string().default(''),
  SMS_HOURLY_CAP: z.coerce.number().int().min(1).default(500),
  /** OTP sends allowed per client IP per hour (carrier NAT puts many shoppers behind one IP: raise with care). */
  OTP_SENDS_PER_IP_HOURLY: z.coerce.number().int().min(1).default(20),
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
  DRAFT_ORDER_TTL_MINUTES: z.coerce.number().int().min(1).default(30),

  // Operations
  /** Bearer token of the operator API (/api/v4/admin) and the ops CLI; when absent that API is disabled. */
  OPERATOR_TOKEN: z.string().min(24).optional(),
  /** Where the ops CLI reaches the running server. */
  OPS_API_URL: z.string().url().default('http://127.0.0.1:3000/api/v4'),
  /**
   * Key for the signed invoice links (a browser link cannot carry the Bearer header). Every process of one
   * store must share it; when absent it is derived from OTP_SECRET (required in production).
   */
  INVOICE_LINK_SECRET: z.string().min(32).optional(),
  INVOICE_LINK_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Allow the simulator, console SMS or test numbers in production (a staging store). */
  ALLOW_UNSAFE_PRODUCTION: bool.default(false),

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
  return parsed.data;
}

/** Production refuses offline stand-ins unless the operator says this store is a staging one. */
export function assertProductionSafe(config: Config): void {
  if (config.NODE_ENV !== 'production' || config.ALLOW_UNSAFE_PRODUCTION) return;
  const problems: string[] = [];
  if (config.PAYMENT_PROVIDER === 'simulator') problems.push('PAYMENT_PROVIDER=simulator');
  if (config.SMS_PROVIDER === 'console') problems.push('SMS_PROVIDER=console');
  if (config.OTP_TEST_NUMBERS) problems.push('OTP_TEST_NUMBERS is set');
  if (!config.OTP_SECRET) problems.push('OTP_SECRET is missing');
  if (problems.length) {
    throw new Error(
      `Refusing to start in production with: ${problems.join(', ')}. Set ALLOW_UNSAFE_PRODUCTION=true for a staging store.`,
    );
  }
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
