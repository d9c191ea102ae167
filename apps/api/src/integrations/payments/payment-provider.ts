import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/** What a provider's webhook means for the store, in the store's terms; the store applies it the same for all. */
export type WebhookEffect =
  | { kind: 'payment-captured'; providerOrderId: string; providerPaymentId: string; amountPaise: number }
  /** Authorised but not captured (an account that captures manually): the store captures it. */
  | { kind: 'payment-authorized'; providerOrderId: string; providerPaymentId: string; amountPaise: number }
  | { kind: 'payment-failed'; providerOrderId: string; reason: string }
  | { kind: 'refund-processed'; providerRefundId: string }
  /** Nothing to do; `why` becomes the answer's outcome ('ignored: …'). */
  | { kind: 'ignored'; why: string };

/** One payment attempt as the provider reports it. */
export type ProviderPayment = {
  id: string;
  providerOrderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
};

/** A webhook whose signature the provider has checked and whose body it has read. */
export type ProviderWebhookEvent = {
  /** The provider's id for the delivery: the same event delivered twice has the same id. */
  eventId: string;
  /** The provider's own name for the event (payment.captured, …), kept with the payload. */
  type: string;
  /** The parsed body, stored as received. */
  payload: object;
  effect: WebhookEffect;
};

/** A webhook as it arrived: the exact bytes (signatures cover them) and the headers, names in lower case. */
export type IncomingWebhook = { rawBody: string; headers: Record<string, string | undefined> };

/**
 * A payment provider as the store uses it. Each lives in its own folder beside this file and is registered
 * once in payment-providers.ts; everything else in the store names a provider only by its `id`.
 */
export interface PaymentProvider {
  /** The provider's identifier, stored on payments and webhook events and named in PAYMENT_PROVIDER. */
  readonly id: string;
  /** Public key id sent to the browser's checkout; never the secret. */
  readonly keyId: string;
  /** Whether the key moves real money, when the provider can tell; else the operator's setting says. */
  readonly mode: 'LIVE' | 'TEST' | null;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<{ providerOrderId: string; amountPaise: number; currency: 'INR' }>;
  /**
   * The browser's word that it paid (payment id and signature from the provider's checkout) checked against the
   * provider order id stored on the server, in constant time. True only when the provider signed exactly this.
   */
  verifyCheckoutResult(input: { providerOrderId: string; paymentId: string; signature: string }): boolean;
  /**
   * Checks the webhook's signature over the raw body, then reads it. Throws a 400 AppError (INVALID_SIGNATURE,
   * or a body that is not one of this provider's events) before anything changes.
   */
  parseWebhook(webhook: IncomingWebhook): ProviderWebhookEvent;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /**
   * Captures an authorised payment for exactly this amount and answers it as captured. The provider refuses
   * (PaymentProviderRejected) a payment that is not authorised, including one captured already.
   */
  capture(input: { paymentId: string; amountPaise: number }): Promise<ProviderPayment>;
  /** Every payment attempt made against a provider order (reconciliation asks about drafts nobody verified). */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** Refunds part or all of a captured payment; the idempotency key makes a retry return the first refund. */
  refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string }): Promise<{
    refundId: string;
    status: 'processed' | 'pending';
  }>;
}

/** How a provider is made from the store's configuration: one entry per provider in payment-providers.ts. */
export type ProviderRegistration = {
  id: string;
  create(deps: { config: Config; db: Db; clock: Clock }): PaymentProvider;
};
