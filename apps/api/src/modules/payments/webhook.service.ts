import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { payments, webhookEvents } from '../../db/schema/payments.ts';
import { BadRequest } from '../../lib/errors.ts';
import { confirmCapturedPayment } from './payment-confirmation.service.ts';
import { paymentByProviderOrderId } from './payment-records.ts';
import { markRefundProcessed } from './refund.service.ts';

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

export type WebhookResult = { eventId: string; event: string; duplicate: boolean; outcome: string };

/**
 * POST /payments/razorpay/webhook. The signature is checked over the raw body before anything is parsed; the
 * event is recorded under its id first, so the same event delivered three times (or three at once) has one
 * effect; then payments are confirmed, failures recorded and refunds marked, whatever order events come in.
 */
export async function handleRazorpayWebhook(
  ctx: AppContext,
  rawBody: string,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<WebhookResult> {
  if (!signature || !ctx.payments.verifyWebhookSignature(rawBody, signature))
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
  const eventId = eventIdHeader?.trim() || event.id || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;

  const [fresh] = await ctx.db
    .insert(webhookEvents)
    .values({
      id: eventId,
      provider: ctx.payments.provider,
      type: event.event,
      payload: json as object,
      receivedAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!fresh) return { eventId, event: event.event, duplicate: true, outcome: 'duplicate' };

  try {
    const outcome = await applyEvent(ctx, event);
    await ctx.db.update(webhookEvents).set({ processedAt: ctx.clock.now() }).where(eq(webhookEvents.id, eventId));
    return { eventId, event: event.event, duplicate: false, outcome };
  } catch (err) {
    // Forget the event so the provider's retry is processed again; every effect above is idempotent.
    await ctx.db.delete(webhookEvents).where(eq(webhookEvents.id, eventId));
    throw err;
  }
}

async function applyEvent(ctx: AppContext, event: WebhookPayload): Promise<string> {
  const payment = event.payload.payment?.entity;
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid': {
      const providerOrderId = payment?.order_id ?? event.payload.order?.entity.id;
      if (!payment || !providerOrderId) return 'ignored: no payment';
      if (payment.status !== 'captured') return `ignored: payment ${payment.status}`;
      const record = await paymentByProviderOrderId(ctx.db, providerOrderId);
      if (!record) return 'ignored: unknown order';
      if (record.amountPaise !== payment.amount) {
        ctx.log.error({ providerOrderId, paymentId: payment.id }, 'webhook payment amount does not match the order');
        return 'ignored: amount mismatch';
      }
      const result = await confirmCapturedPayment(ctx, {
        providerOrderId,
        providerPaymentId: payment.id,
        amountPaise: payment.amount,
        source: 'webhook',
      });
      return result.result;
    }
    case 'payment.failed': {
      if (!payment?.order_id) return 'ignored: no order';
      const failed = await ctx.db
        .update(payments)
        .set({
          status: 'FAILED',
          failureReason: (payment.error_description ?? 'Payment failed').slice(0, 200),
          updatedAt: ctx.clock.now(),
        })
        .where(
          and(
            eq(payments.providerOrderId, payment.order_id),
            inArray(payments.status, ['CREATED', 'CANCELLED', 'FAILED']),
          ),
        )
        .returning({ id: payments.id });
      return failed.length ? 'failure recorded' : 'ignored: already settled';
    }
    case 'refund.processed': {
      const refund = event.payload.refund?.entity;
      if (!refund) return 'ignored: no refund';
      return (await markRefundProcessed(ctx, refund.id)) ? 'refund processed' : 'ignored: unknown or done';
    }
    default:
      return 'ignored: event not handled';
  }
}
