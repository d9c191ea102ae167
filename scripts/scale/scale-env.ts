import { join } from 'node:path';

/** Settings every process of the scale run shares, as one store's processes share /etc/shringar/shringar.env. */

export const REPO = join(import.meta.dirname, '..', '..');
export const API_DIR = join(REPO, 'apps', 'api');

/** Phones with a fixed sign-in code for the run's shoppers (9100000000…), none of the e2e or fault numbers. */
export const SCALE_OTP = '2468';
export const scalePhone = (n: number) => `9100000${String(n).padStart(3, '0')}`;
/** A phone that is NOT a test number: its sign-in texts meet the real per-phone limits. */
export const LIMITED_PHONE = '9100000999';

export const OPERATOR_TOKEN = 'scale-operator-token-0123456789abcdef';

export type ScaleSettings = {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  publicBaseUrl: string;
  dataDir: string;
  shoppers: number;
};

export function sharedEnv(s: ScaleSettings): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    // The payment simulator, console SMS and test numbers: a staging store.
    ALLOW_UNSAFE_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    DATABASE_URL: s.databaseUrl,
    REDIS_URL: s.redisUrl,
    REDIS_KEY_PREFIX: s.redisPrefix,
    DB_POOL_SIZE: '5',
    PUBLIC_BASE_URL: s.publicBaseUrl,
    TRUST_PROXY: 'loopback',
    DATA_DIR: s.dataDir,
    UPLOAD_DIR: join(s.dataDir, 'uploads'),
    OTP_SECRET: 'scale-otp-secret-0123456789abcdef0123456789',
    INVOICE_LINK_SECRET: 'scale-invoice-secret-0123456789abcdef012345',
    OPERATOR_TOKEN,
    OTP_TEST_NUMBERS: Array.from({ length: s.shoppers }, (_, n) => `${scalePhone(n)}:${SCALE_OTP}`).join(','),
    // Unpaid online drafts expire after a minute, so the run sees the expiry job at work.
    DRAFT_ORDER_TTL_MINUTES: '1',
    // A killed worker's claimed messages go out again after 20 s instead of 5 minutes.
    MESSAGE_LEASE_SECONDS: '20',
    // The run checks correctness under faults, so requests queue for their turn rather than being shed (the
    // shedding itself is measured by `npm run test:load-shedding`).
    SHED_MAX_WAIT_MS: '20000',
    LOG_LEVEL: 'warn',
  };
}
