import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

const totpFor = (secret: string, label: string, issuer: string) =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret, base32 as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export function totpSetup(secret: string, label: string, issuer: string) {
  const uri = totpFor(secret, label, issuer).toString();
  return { uri, qrSvg: renderSVG(uri, { border: 2, pixelSize: 6 }) };
}

/**
 * The time step a code belongs to, when it is right for now or the step before or after (clocks drift); null
 * otherwise. The caller refuses a step it has already accepted, so a code is never used twice.
 */
export function acceptedTotpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret, 'check', 'check').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
