import { type Config, loadConfig } from '../src/config.ts';

/** Configuration for tests: quiet, no background jobs, no demo seed, fixed secrets. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SEED_DEMO: 'false',
    OTP_SECRET: 'test-otp-secret-0123456789abcdef0123456789',
    OPERATOR_TOKEN: 'test-operator-token-0123456789abcdef',
    RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret',
    UPLOAD_DIR: `./.data-test/uploads-${process.pid}`,
    // Challenges a test solves in a few milliseconds; wrong operator tokens answered at once.
    PROOF_OF_WORK_COST: '1',
    PROOF_OF_WORK_MAX_TRIES: '20',
    OPERATOR_FAILURE_DELAY_MS: '0',
    // A test's parallel calls wait their turn instead of being shed on a busy machine: races are about data,
    // and load shedding is tested on its own (plugins/load-shedding.test.ts sets its gate).
    SHED_MAX_WAIT_MS: '60000',
    ...overrides,
  });
}
