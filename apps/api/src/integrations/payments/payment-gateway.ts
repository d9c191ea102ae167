/**
 * A payment provider as the store uses it. Two implementations: `razorpay` (the official package) and
 * `simulator` (offline stand-in with the same order ids, checkout shape and HMAC-SHA256 signatures).
 */
export interface PaymentGateway {
  readonly provider: 'razorpay' | 'simulator';
  /** Public key id sent to the browser's checkout; never the secret. */
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<{ providerOrderId: string; amountPaise: number; currency: 'INR' }>;
  /** HMAC-SHA256(providerOrderId|paymentId, key secret), compared in constant time. */
  verifyPaymentSignature(input: { providerOrderId: string; paymentId: string; signature: string }): boolean;
  fetchPayment(paymentId: string): Promise<{
    id: string;
    providerOrderId: string;
    amountPaise: number;
    status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  }>;
  /** Refunds part or all of a captured payment; the idempotency key makes a retry return the first refund. */
  refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string }): Promise<{
    refundId: string;
    status: 'processed' | 'pending';
  }>;
  /** HMAC-SHA256 of the raw webhook body with the webhook secret, compared in constant time. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
}
