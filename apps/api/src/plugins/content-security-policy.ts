import { randomBytes } from 'node:crypto';
import { RAZORPAY_BROWSER_ORIGINS } from '@shringar/contracts/checkout-scripts';
import type { Config } from '../config.ts';

/** A fresh nonce for one answer: 128 random bits. */
export const newCspNonce = () => randomBytes(16).toString('base64');

/**
 * The Content-Security-Policy of every storefront page: scripts only from this origin or inline with the
 * answer's nonce (React Router's context and module scripts, React's streaming scripts, scroll restoration),
 * no plugins, no framing by anyone, forms and <base> only to this origin. Inline `style` attributes stay allowed
 * (progress bars, the banner's timer); they cannot run code. With Razorpay, its Checkout script, window and
 * API are allowed too.
 */
export function storePageCsp(config: Config): (nonce: string) => string {
  const razorpay = config.PAYMENT_PROVIDER === 'razorpay' ? ` ${RAZORPAY_BROWSER_ORIGINS.join(' ')}` : '';
  return (nonce) =>
    [
      `default-src 'self'`,
      `script-src 'self' 'nonce-${nonce}'${razorpay}`,
      `style-src 'self' 'unsafe-inline'`,
      `img-src 'self' data: blob: https:`,
      `font-src 'self' data:`,
      `connect-src 'self'${razorpay}`,
      `frame-src 'self'${razorpay}`,
      `object-src 'none'`,
      `base-uri 'self'`,
      `form-action 'self'`,
      `frame-ancestors 'none'`,
    ].join('; ');
}

/** The busy page and other pages without scripts. */
export const STATIC_PAGE_CSP = `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
