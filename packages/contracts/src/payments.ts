import { z } from 'zod';
import { multiline } from './text-hygiene.ts';

/**
 * Payment calls shared by the server and the web app: verifying an online payment for an order or a wallet
 * top-up, cancelling an order, and the Checkout shape both Razorpay and the simulator expose in the browser.
 */

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export { RAZORPAY_CHECKOUT_SCRIPT_URL, SIMULATOR_CHECKOUT_SCRIPT_PATH, SIMULATOR_KEY_ID } from './checkout-scripts.ts';

const providerValue = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(100, `${field} is too long`);

/** POST /order/verify. paymentId and signature are null when the shopper dismissed the window or it failed. */
export const verifyOrderBody = z.object({
  orderId: z
    .string({ error: 'orderId is required' })
    .trim()
    .min(1, 'orderId is required')
    .max(40, 'orderId is too long'),
  paymentId: providerValue('paymentId').nullish(),
  signature: providerValue('signature').nullish(),
  reason: z.string({ error: 'reason must be a string' }).trim().max(200, 'reason is too long').nullish(),
});
export type VerifyOrderBody = z.infer<typeof verifyOrderBody>;

export const verifyOrderAnswer = z.object({
  orderId: z.string(),
  isPaid: z.boolean(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type VerifyOrderAnswer = z.infer<typeof verifyOrderAnswer>;

/** POST /wallet/verify. */
export const verifyWalletBody = z.object({
  walletTopupId: z.coerce
    .number({ error: 'walletTopupId must be a number' })
    .int('walletTopupId must be a whole number')
    .positive('walletTopupId must be positive')
    .max(2_147_483_647, 'walletTopupId is too large'),
  paymentId: providerValue('paymentId').nullish(),
  signature: providerValue('signature').nullish(),
  reason: z.string({ error: 'reason must be a string' }).trim().max(200, 'reason is too long').nullish(),
});
export type VerifyWalletBody = z.infer<typeof verifyWalletBody>;

export const verifyWalletAnswer = z.object({
  /** Wallet balance in rupees after the top-up. */
  walletAmount: z.number(),
  isPaid: z.boolean(),
});
export type VerifyWalletAnswer = z.infer<typeof verifyWalletAnswer>;

/** POST /order/cancel-request/{id}. */
export const cancelRequestBody = z.object({
  reasonId: z.coerce
    .number({ error: 'reasonId must be a number' })
    .int('reasonId must be a whole number')
    .positive('Please choose a cancellation reason')
    .max(2_147_483_647, 'reasonId is too large'),
  comment: multiline(
    z.string({ error: 'comment must be a string' }).trim().max(500, 'comment is at most 500 characters'),
  ).optional(),
});
export type CancelRequestBody = z.infer<typeof cancelRequestBody>;

/** What Checkout passes to `options.handler` after a successful payment. */
export type CheckoutSuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** What Checkout passes to `payment.failed` listeners. */
export type CheckoutFailure = {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
};

/** The options both Razorpay's Checkout and the simulator's accept (the subset the store uses). */
export type CheckoutOptions = {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name?: string;
  description?: string;
  image?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: CheckoutSuccess) => void;
  modal?: { ondismiss?: () => void };
};

export interface CheckoutInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (failure: CheckoutFailure) => void): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

// ---- The provider webhook and the payment simulator -----------------------------------------------------

export const webhookHeaders = z
  .object({
    'x-razorpay-signature': z.string().max(200).optional(),
    'x-razorpay-event-id': z.string().max(200).optional(),
  })
  .loose();

/** The webhook's body is kept as the raw text, because the signature covers the exact bytes. */
/**
 * A provider's webhook body. The server reads it raw (the signature covers its exact bytes), but on the wire it
 * is the provider's JSON event object, and the API description says so: a generated client sends the object,
 * never a JSON string of it. Razorpay's shape, the one provider the store runs with in production.
 */
const razorpayPaymentEntity = {
  type: 'object',
  properties: {
    id: { type: 'string', examples: ['pay_AbCdEfGhIjKlMn'] },
    entity: { const: 'payment' },
    amount: { type: 'integer', description: 'Paise' },
    currency: { type: 'string' },
    status: { type: 'string', enum: ['created', 'authorized', 'captured', 'refunded', 'failed'] },
    order_id: { type: 'string', examples: ['order_AbCdEfGhIjKlMn'] },
    method: { type: 'string' },
  },
  required: ['id', 'amount', 'status', 'order_id'],
};
const entityWithId = (id: string) => ({
  type: 'object',
  properties: { entity: { type: 'object', properties: { id: { type: 'string', examples: [id] } }, required: ['id'] } },
  required: ['entity'],
});
export const webhookRawBody = z.string().meta({
  type: 'object',
  description:
    "The provider's event object, exactly as it sent it (Razorpay: payment.authorized, payment.captured, " +
    'payment.failed, order.paid, refund.processed; other events are acknowledged and ignored)',
  properties: {
    entity: { const: 'event' },
    account_id: { type: 'string' },
    event: { type: 'string' },
    contains: { type: 'array', items: { type: 'string' } },
    payload: {
      type: 'object',
      properties: {
        payment: { type: 'object', properties: { entity: razorpayPaymentEntity }, required: ['entity'] },
        order: entityWithId('order_AbCdEfGhIjKlMn'),
        refund: entityWithId('rfnd_AbCdEfGhIjKlMn'),
      },
    },
    created_at: { type: 'integer', description: 'Unix seconds' },
  },
  required: ['event', 'payload'],
  examples: [
    {
      entity: 'event',
      account_id: 'acc_AbCdEfGhIjKlMn',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: 'pay_AbCdEfGhIjKlMn',
            entity: 'payment',
            amount: 49900,
            currency: 'INR',
            status: 'captured',
            order_id: 'order_AbCdEfGhIjKlMn',
            method: 'upi',
          },
        },
      },
      created_at: 1795500300,
    },
  ],
});

/** `{provider}` in /payments/{provider}/webhook: the identifier the store runs with (PAYMENT_PROVIDER). */
export const providerParams = z.object({ provider: z.string().max(40, 'provider must be at most 40 characters') });

export const webhookAnswer = z.object({
  eventId: z.string(),
  event: z.string(),
  duplicate: z.boolean(),
  outcome: z.string(),
});

const simulatorOrderId = z
  .string({ error: 'order_id is required' })
  .regex(/^order_[0-9A-Za-z]{14}$/, 'order_id must be a simulator order id (order_ and 14 letters or digits)');

export const simulatorOrderBody = z.object({ order_id: simulatorOrderId });

export const simulatorCheckoutQuery = z.object({
  order_id: simulatorOrderId,
  name: z.string().max(80).optional(),
  description: z.string().max(120).optional(),
  color: z.string().max(20).optional(),
  contact: z.string().max(20).optional(),
  origin: z
    .string()
    .max(200)
    .regex(/^https?:\/\/[^/\s]+$/, 'origin must be a scheme and host')
    .optional()
    .or(z.literal('')),
});

export const simulatorPageSchema = z.string().describe('HTML');
export const simulatorScriptSchema = z.string().describe('JavaScript');

/** What Checkout passes to options.handler. */
export const simulatorSuccessAnswer = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});

/** Razorpay's payment.failed error object. */
export const simulatorFailureAnswer = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string(),
    step: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});

/** Why an order cannot be paid again (POST /order/pay/{id} answers 409 with one of these). */
export const PAY_AGAIN_MESSAGES = {
  ALREADY_PAID: 'This order is already paid.',
  EXPIRED: 'This order has expired because the payment was not completed in time. Please place a new order.',
  CANCELLED: 'This order was cancelled and can no longer be paid.',
  NOT_ONLINE: 'This order has no online payment to complete.',
} as const;
