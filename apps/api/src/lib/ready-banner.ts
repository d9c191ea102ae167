import type { Config } from '../config.ts';

/**
 * What a person who just ran `npm start` needs once the store is up: where the store and the console are, where
 * sign-in codes appear, how to stop. Printed to a terminal only; programs reading the log get the 'store ready'
 * line instead.
 */
export function readyBanner(config: Pick<Config, 'HOST' | 'PORT' | 'PUBLIC_BASE_URL' | 'SMS_PROVIDER'>): string {
  const host = config.HOST === '127.0.0.1' || config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  const base = (config.PUBLIC_BASE_URL ?? `http://${host}:${config.PORT}`).replace(/\/$/, '');
  const codes =
    config.SMS_PROVIDER === 'console'
      ? 'sign-in codes appear in this log as "OTP for +91…"'
      : `sign-in codes go out by SMS (${config.SMS_PROVIDER})`;
  return [
    '',
    `  Shringar is ready`,
    `  Store     ${base}`,
    `  Console   ${base}/admin  (first owner: npm run ops -- staff:create, see README)`,
    `  Sign-in   ${codes}`,
    `  Stop      Ctrl+C`,
    '',
  ].join('\n');
}
