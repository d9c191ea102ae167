import { createHash } from 'node:crypto';
import { z } from 'zod';
import { BadRequest } from '../../../lib/errors.ts';
import type { IncomingWebhook, ProviderWebhookEvent, WebhookEffect } from '../payment-provider.ts';
import { hmacHex, signatureMatches } from '../signatures.ts';

const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape).loose() }).loose();

/** The parts of Razorpay's webhook payload the store reads; everything else is kept as received. */
const webhookPayload = z
  .object({
    id: z.string().optional(),
    event: z.string(),
    payload: z
      .object({
        payment: entity({
          id: z.string(),
          order_id: z.string().nullish(),
          amount: z.coerce.number().int(),
          status: z.string(),
          error_description: z.string().nullish(),
        }).optional(),
        order: entity({ id: z.string(), amount: z.coerce.number().int(), status: z.string() }).optional(),
        refund: entity({ id: z.string(), payment_id: z.string(), amount: z.coerce.number().int() }).optional(),
      })
      .loose()
      .default({}),
  })
  .loose();
type WebhookPayload = z.infer<typeof webhookPayload>;

/**
 * A webhook in Razorpay's format (Razorpay's own, and the simulator's copies of them): X-Razorpay-Signature is
 * the hex HMAC-SHA256 of the raw body with the webhook secret, checked before anything is parsed; the event id
 * is X-Razorpay-Event-Id, else the payload's id, else a hash of the body.
 */
export function parseRazorpayWebhook(webhook: IncomingWebhook, webhookSecret: string): ProviderWebhookEvent {
  const { rawBody, headers } = webhook;
  const signature = headers['x-razorpay-signature'];
  if (!signature || !signatureMatches(hmacHex(webhookSecret, rawBody), signature))
    throw new BadRequest('Invalid webhook signature', 'INVALID_SIGNATURE');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new BadRequest('Webhook body is not valid JSON');
  }
  const parsed = webhookPayload.safeParse(json);
  if (!parsed.success) throw new BadRequest('Webhook body is not a Razorpay event');
  const event = parsed.data;
  const eventId =
    headers['x-razorpay-event-id']?.trim() ||
    event.id ||
    `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  return { eventId, type: event.event, payload: json as object, effect: effectOf(event) };
}

function effectOf(event: WebhookPayload): WebhookEffect {
  const payment = event.payload.payment?.entity;
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid': {
      const providerOrderId = payment?.order_id ?? event.payload.order?.entity.id;
      if (!payment || !providerOrderId) return { kind: 'ignored', why: 'no payment' };
      if (payment.status !== 'captured') return { kind: 'ignored', why: `payment ${payment.status}` };
      return { kind: 'payment-captured', providerOrderId, providerPaymentId: payment.id, amountPaise: payment.amount };
    }
    case 'payment.authorized': {
      if (!payment?.order_id) return { kind: 'ignored', why: 'no order' };
      if (payment.status !== 'authorized') return { kind: 'ignored', why: `payment ${payment.status}` };
      return {
        kind: 'payment-authorized',
        providerOrderId: payment.order_id,
        providerPaymentId: payment.id,
        amountPaise: payment.amount,
      };
    }
    case 'payment.failed':
      if (!payment?.order_id) return { kind: 'ignored', why: 'no order' };
      return {
        kind: 'payment-failed',
        providerOrderId: payment.order_id,
        reason: payment.error_description ?? 'Payment failed',
      };
    case 'refund.processed': {
      const refund = event.payload.refund?.entity;
      if (!refund) return { kind: 'ignored', why: 'no refund' };
      return { kind: 'refund-processed', providerRefundId: refund.id };
    }
    default:
      return { kind: 'ignored', why: 'event not handled' };
  }
}
