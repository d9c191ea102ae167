import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The secrets a link key is derived from: the link secret when set, else the OTP key. */
type LinkKeys = { INVOICE_LINK_SECRET?: string | undefined; OTP_SECRET?: string | undefined };

// Without either secret (a laptop store) links are signed with a per-process key: they stop working on restart.
const processKey = randomBytes(32);

/** One key per purpose, so a link made for one purpose never passes as another's. */
function purposeKey(keys: LinkKeys, purpose: string): Buffer {
  const base = keys.INVOICE_LINK_SECRET ?? keys.OTP_SECRET;
  return createHash('sha256')
    .update(`${purpose}:`)
    .update(base ?? processKey)
    .digest();
}

const signature = (keys: LinkKeys, purpose: string, subject: string, expires: number) =>
  createHmac('sha256', purposeKey(keys, purpose)).update(`${subject}.${expires}`).digest('hex');

/** The proof a stateless link carries: its expiry (Unix seconds) and the HMAC over subject and expiry. */
export type LinkProof = { expires: number; sig: string };

export function signLink(keys: LinkKeys, purpose: string, subject: string, expiresAt: Date): LinkProof {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return { expires, sig: signature(keys, purpose, subject, expires) };
}

/**
 * 'forged' when the signature is not ours for this purpose and subject (compared in constant time), 'expired'
 * when it is but its time has passed, else 'valid'. Expiry is told apart so a page can say the link is old.
 */
export function checkLink(
  keys: LinkKeys,
  purpose: string,
  subject: string,
  proof: LinkProof,
  now: Date,
): 'valid' | 'expired' | 'forged' {
  const expected = Buffer.from(signature(keys, purpose, subject, proof.expires), 'hex');
  const given = Buffer.from(proof.sig, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return proof.expires * 1000 < now.getTime() ? 'expired' : 'valid';
}

type ShortLinkContext = {
  config: LinkKeys & { INVOICE_LINK_TTL_MINUTES: number };
  clock: { now(): Date };
};

/**
 * The query (`expires=…&sig=…`) of a short-lived link a browser opens without the Bearer header (an <img>),
 * valid for INVOICE_LINK_TTL_MINUTES.
 */
export function shortLinkQuery(ctx: ShortLinkContext, purpose: string, subject: string): string {
  const expiresAt = new Date(ctx.clock.now().getTime() + ctx.config.INVOICE_LINK_TTL_MINUTES * 60_000);
  const { expires, sig } = signLink(ctx.config, purpose, subject, expiresAt);
  return `expires=${expires}&sig=${sig}`;
}

/** Whether a short-lived link's proof is ours for this purpose and subject and has not expired. */
export const shortLinkValid = (ctx: ShortLinkContext, purpose: string, subject: string, expires: number, sig: string) =>
  checkLink(ctx.config, purpose, subject, { expires, sig }, ctx.clock.now()) === 'valid';
