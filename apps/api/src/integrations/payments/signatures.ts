import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256, the scheme Razorpay uses for checkout and webhook signatures. */
export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Checkout signature: HMAC-SHA256(order_id + '|' + payment_id, key secret), hex. */
export function paymentSignature(secret: string, providerOrderId: string, paymentId: string): string {
  return hmacHex(secret, `${providerOrderId}|${paymentId}`);
}

/**
 * Compares a received hex signature with the expected one in constant time. Length differences are decided
 * without comparing content, and anything that is not 64 hex characters fails.
 */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  if (typeof receivedHex !== 'string' || !/^[0-9a-f]{64}$/i.test(receivedHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex.toLowerCase(), 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Provider-shaped ids: prefix + '_' + 14 base62 characters (order_…, pay_…, rfnd_…). */
export function providerId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  let out = '';
  while (out.length < 14) {
    for (const b of randomBytes(20)) {
      // 248 = 4 × 62: rejection sampling keeps every character equally likely.
      if (b < 248 && out.length < 14) out += BASE62[b % 62];
    }
  }
  return `${prefix}_${out}`;
}
