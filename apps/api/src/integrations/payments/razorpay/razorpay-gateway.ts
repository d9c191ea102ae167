import { createRequire } from 'node:module';
import type Razorpay from 'razorpay';
import type { IncomingWebhook, PaymentProvider, ProviderRegistration } from '../payment-provider.ts';
import { PaymentProviderRejected, PaymentProviderUnavailable } from '../provider-errors.ts';
import { paymentSignature, signatureMatches } from '../signatures.ts';
import { parseRazorpayWebhook } from './razorpay-webhook.ts';

/** The part of the official client the store uses; tests inject a fake with the same shape. */
export type RazorpayClient = {
  orders: {
    create(params: {
      amount: number;
      currency: string;
      receipt: string;
      notes?: Record<string, string>;
    }): Promise<{ id: string; amount: number | string; currency: string }>;
    fetchPayments(
      orderId: string,
    ): Promise<{ items: Array<{ id: string; order_id: string; amount: number | string; status: string }> }>;
  };
  payments: {
    fetch(paymentId: string): Promise<{ id: string; order_id: string; amount: number | string; status: string }>;
    capture(
      paymentId: string,
      amount: number,
      currency: string,
    ): Promise<{ id: string; order_id: string; amount: number | string; status: string }>;
    refund(
      paymentId: string,
      params: { amount: number; speed?: 'normal' | 'optimum'; receipt?: string; notes?: Record<string, string> },
    ): Promise<{ id: string; status: string }>;
  };
};

type Secrets = { keyId: string; keySecret: string; webhookSecret: string };

const PAYMENT_STATUSES = ['created', 'authorized', 'captured', 'refunded', 'failed'] as const;
type ProviderPaymentStatus = (typeof PAYMENT_STATUSES)[number];

function toProviderPayment(payment: { id: string; order_id: string; amount: number | string; status: string }) {
  const status = (PAYMENT_STATUSES as readonly string[]).includes(payment.status)
    ? (payment.status as ProviderPaymentStatus)
    : 'failed';
  return { id: payment.id, providerOrderId: payment.order_id, amountPaise: Number(payment.amount), status };
}

/**
 * Razorpay through its official package. Amounts go out in paise with currency INR; provider errors become
 * AppErrors (a 4xx from Razorpay is a rejection naming its reason, anything else means "try again").
 */
/** Required when a Razorpay store starts, not by every store: the SDK takes a noticeable part of a start to load. */
const loadRazorpay = () => createRequire(import.meta.url)('razorpay') as typeof Razorpay;

export class RazorpayGateway implements PaymentProvider {
  readonly id = 'razorpay';
  readonly keyId: string;
  /** A Razorpay key says its own mode in its prefix. */
  readonly mode: 'LIVE' | 'TEST' | null;
  private readonly client: RazorpayClient;

  constructor(
    private readonly secrets: Secrets,
    client?: RazorpayClient,
  ) {
    this.keyId = secrets.keyId;
    this.mode = secrets.keyId.startsWith('rzp_live_') ? 'LIVE' : secrets.keyId.startsWith('rzp_test_') ? 'TEST' : null;
    this.client =
      client ??
      (new (loadRazorpay())({ key_id: secrets.keyId, key_secret: secrets.keySecret }) as unknown as RazorpayClient);
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }) {
    const order = await call(() =>
      this.client.orders.create({
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        ...(input.notes ? { notes: input.notes } : {}),
      }),
    );
    return { providerOrderId: order.id, amountPaise: Number(order.amount), currency: 'INR' as const };
  }

  verifyCheckoutResult(input: { providerOrderId: string; paymentId: string; signature: string }): boolean {
    return signatureMatches(
      paymentSignature(this.secrets.keySecret, input.providerOrderId, input.paymentId),
      input.signature,
    );
  }

  parseWebhook(webhook: IncomingWebhook) {
    return parseRazorpayWebhook(webhook, this.secrets.webhookSecret);
  }

  async fetchPayment(paymentId: string) {
    return toProviderPayment(await call(() => this.client.payments.fetch(paymentId)));
  }

  /** POST /v1/payments/{id}/capture with the amount in paise and INR. */
  async capture(input: { paymentId: string; amountPaise: number }) {
    return toProviderPayment(await call(() => this.client.payments.capture(input.paymentId, input.amountPaise, 'INR')));
  }

  async fetchOrderPayments(providerOrderId: string) {
    const answer = await call(() => this.client.orders.fetchPayments(providerOrderId));
    return answer.items.map(toProviderPayment);
  }

  async refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string }) {
    // Razorpay keys refunds by receipt within a payment; the store's refunds table is the real guard against
    // paying twice, the receipt lets the dashboard show which cause a refund belongs to.
    const refund = await call(() =>
      this.client.payments.refund(input.paymentId, {
        amount: input.amountPaise,
        speed: 'normal',
        receipt: input.idempotencyKey.slice(0, 40),
        notes: { idempotency_key: input.idempotencyKey },
      }),
    );
    return {
      refundId: refund.id,
      status: refund.status === 'processed' ? ('processed' as const) : ('pending' as const),
    };
  }
}

/** PAYMENT_PROVIDER=razorpay: needs its key id, key secret and webhook secret, or the store refuses to start. */
export const razorpayRegistration: ProviderRegistration = {
  id: 'razorpay',
  create({ config }) {
    const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = config;
    if (!keyId || !keySecret || !webhookSecret)
      throw new Error(
        'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
      );
    return new RazorpayGateway({ keyId, keySecret, webhookSecret });
  },
};

type ProviderError = { statusCode?: number | string; error?: { code?: string; description?: string } };

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as ProviderError;
    const status = Number(e?.statusCode);
    if (status >= 400 && status < 500 && status !== 429)
      throw new PaymentProviderRejected(e.error?.description ?? 'The payment provider refused the request');
    throw new PaymentProviderUnavailable();
  }
}
