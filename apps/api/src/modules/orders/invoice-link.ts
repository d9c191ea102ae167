import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';

// Without a configured key (a laptop store without OTP_SECRET) links are signed with a per-process key: they
// stop working on restart, which a 30-minute link tolerates.
const processKey = randomBytes(32);

function linkKey(ctx: AppContext): Buffer {
  const configured = ctx.config.INVOICE_LINK_SECRET;
  if (configured) return Buffer.from(configured);
  // Derived rather than reused as is, so a leaked link key never reveals the OTP key.
  if (ctx.config.OTP_SECRET) return createHash('sha256').update(`invoice-link:${ctx.config.OTP_SECRET}`).digest();
  return processKey;
}

const signature = (ctx: AppContext, orderId: string, expires: number) =>
  createHmac('sha256', linkKey(ctx)).update(`${orderId}.${expires}`).digest('hex');

const invoicePath = (orderId: string) => `/api/v4/invoices/${encodeURIComponent(orderId)}.pdf`;

/**
 * A link the browser (or an app on another origin) opens without the Bearer header: the order id and an expiry,
 * HMAC-signed, absolute under `origin` (the caller's, `requestOrigin`).
 */
export function signedInvoiceLink(ctx: AppContext, orderId: string, origin: string): string {
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + ctx.config.INVOICE_LINK_TTL_MINUTES * 60;
  return `${origin}${invoicePath(orderId)}?expires=${expires}&sig=${signature(ctx, orderId, expires)}`;
}

/** True when the signature is ours for this order and the link has not expired; compared in constant time. */
export function verifyInvoiceLink(ctx: AppContext, orderId: string, expires: number, sig: string): boolean {
  if (expires * 1000 < ctx.clock.now().getTime()) return false;
  const expected = Buffer.from(signature(ctx, orderId, expires), 'hex');
  const given = Buffer.from(sig, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
