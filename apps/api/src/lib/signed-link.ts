import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

type LinkContext = {
  config: {
    INVOICE_LINK_SECRET?: string | undefined;
    OTP_SECRET?: string | undefined;
    INVOICE_LINK_TTL_MINUTES: number;
  };
  clock: { now(): Date };
};

// Without a configured key, links are signed with a per-process key: they stop working on restart, which a
// 30-minute link tolerates.
const processKey = randomBytes(32);

/** One key per purpose, derived from the link secret (or the OTP key), so one purpose's link never opens another's. */
function keyFor(ctx: LinkContext, purpose: string): Buffer {
  const base = ctx.config.INVOICE_LINK_SECRET ?? ctx.config.OTP_SECRET;
  return createHash('sha256')
    .update(`${purpose}:`)
    .update(base ?? processKey)
    .digest();
}

const signature = (ctx: LinkContext, purpose: string, subject: string, expires: number) =>
  createHmac('sha256', keyFor(ctx, purpose)).update(`${subject}.${expires}`).digest('hex');

/**
 * `expires` and `sig` for a link a browser opens without the Bearer header (an <img>), valid for
 * INVOICE_LINK_TTL_MINUTES: the subject (what it opens) and the expiry, HMAC-signed.
 */
export function signLink(ctx: LinkContext, purpose: string, subject: string): string {
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + ctx.config.INVOICE_LINK_TTL_MINUTES * 60;
  return `expires=${expires}&sig=${signature(ctx, purpose, subject, expires)}`;
}

/** True when the signature is ours for this purpose and subject and has not expired; compared in constant time. */
export function verifyLink(ctx: LinkContext, purpose: string, subject: string, expires: number, sig: string): boolean {
  if (expires * 1000 < ctx.clock.now().getTime()) return false;
  const expected = Buffer.from(signature(ctx, purpose, subject, expires), 'hex');
  const given = Buffer.from(sig, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
