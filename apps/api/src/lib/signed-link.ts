import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

// Without OTP_SECRET (a laptop store) links are signed with a per-process key: they stop working on restart.
const processKey = randomBytes(32);

/** A key per purpose, derived from OTP_SECRET, so a link made for one purpose never passes as another's. */
function purposeKey(config: Config, purpose: string): Buffer {
  if (!config.OTP_SECRET) return createHmac('sha256', processKey).update(purpose).digest();
  return createHash('sha256').update(`${purpose}:${config.OTP_SECRET}`).digest();
}

const signature = (config: Config, purpose: string, subject: string, expires: number) =>
  createHmac('sha256', purposeKey(config, purpose)).update(`${subject}.${expires}`).digest('hex');

/** The proof a stateless link carries: its expiry (Unix seconds) and the HMAC over subject and expiry. */
export type LinkProof = { expires: number; sig: string };

export function signLink(config: Config, purpose: string, subject: string, expiresAt: Date): LinkProof {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return { expires, sig: signature(config, purpose, subject, expires) };
}

/**
 * 'forged' when the signature is not ours for this purpose and subject (compared in constant time), 'expired'
 * when it is but its time has passed, else 'valid'. Expiry is told apart so a page can say the link is old.
 */
export function checkLink(
  config: Config,
  purpose: string,
  subject: string,
  proof: LinkProof,
  now: Date,
): 'valid' | 'expired' | 'forged' {
  const expected = Buffer.from(signature(config, purpose, subject, proof.expires), 'hex');
  const given = Buffer.from(proof.sig, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return proof.expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
