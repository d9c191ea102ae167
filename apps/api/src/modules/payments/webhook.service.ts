import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments, webhookEvents } from '../../db/schema/payments.ts';
import type { IncomingWebhook, PaymentProvider, WebhookEffect } from '../../integrations/payments/payment-provider.ts';
import { NotFound } from '../../lib/errors.ts';
import { captureIfAuthorised } from './payment-capture.ts';
import { confirmCapturedPayment } from './payment-confirmation.service.ts';
import { paymentByProviderOrderId } from './payment-records.ts';
import { markRefundProcessed } from './refund.service.ts';

type WebhookResult = { eventId: string; event: string; duplicate: boolean; outcome: string };

/**
 * POST /payments/{provider}/webhook. The provider checks the signature over the raw body and reads the event;
 * the event is then recorded under its id first, so the same event delivered three times (or three at once)
 * has one effect; then payments are confirmed, failures recorded and refunds marked, whatever order events
 * come in. Only the store's configured provider has a webhook.
 */
export async function receiveWebhook(
  ctx: AppContext,
  providerId: string,
  webhook: IncomingWebhook,
): Promise<WebhookResult> {
  if (providerId !== ctx.payments.id) throw new NotFound('This store takes no payments through that provider.');
  return receive(ctx, ctx.payments, webhook);
}

/**
 * POST /payments/razorpay/webhook, the older address: the configured provider's webhook in Razorpay's
 * headers, kept so existing webhook settings (and the simulator, which speaks Razorpay's format) keep working.
 */
export async function handleRazorpayWebhook(
  ctx: AppContext,
  rawBody: string,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<WebhookResult> {
  return receive(ctx, ctx.payments, {
    rawBody,
    headers: { 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventIdHeader },
  });
}

async function receive(ctx: AppContext, provider: PaymentProvider, webhook: IncomingWebhook): Promise<WebhookResult> {
  const event = provider.parseWebhook(webhook);
  const { eventId } = event;
  const [fresh] = await ctx.db
    .insert(webhookEvents)
    .values({
      id: eventId,
      provider: provider.id,
      type: event.type,
      payload: event.payload,
      receivedAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!fresh) return { eventId, event: event.type, duplicate: true, outcome: 'duplicate' };

  try {
    const outcome = await applyEffect(ctx, event.effect);
    await ctx.db.update(webhookEvents).set({ processedAt: ctx.clock.now() }).where(eq(webhookEvents.id, eventId));
    return { eventId, event: event.type, duplicate: false, outcome };
  } catch (err) {
    // Forget the event so the provider's retry is processed again; every effect above is idempotent.
    await ctx.db.delete(webhookEvents).where(eq(webhookEvents.id, eventId));
    throw err;
  }
}

async function applyEffect(ctx: AppContext, effect: WebhookEffect): Promise<string> {
  switch (effect.kind) {
    case 'payment-authorized':
    case 'payment-captured': {
      const { providerOrderId, providerPaymentId, amountPaise } = effect;
      const record = await paymentByProviderOrderId(ctx.db, providerOrderId);
      if (!record) return 'ignored: unknown order';
      if (record.amountPaise !== amountPaise) {
        ctx.log.error(
          { providerOrderId, paymentId: providerPaymentId },
          'webhook payment amount does not match the order',
        );
        return 'ignored: amount mismatch';
      }
      if (effect.kind === 'payment-authorized') {
        const payment = { id: providerPaymentId, providerOrderId, amountPaise, status: 'authorized' as const };
        const captured = await captureIfAuthorised(ctx, payment, record);
        if (captured.status !== 'captured' && captured.status !== 'refunded')
          return `ignored: payment ${captured.status}`;
      }
      const result = await confirmCapturedPayment(ctx, {
        providerOrderId,
        providerPaymentId,
        amountPaise,
        source: 'webhook',
      });
      return result.result;
    }
    case 'payment-failed': {
      const failed = await ctx.db
        .update(payments)
        .set({ status: 'FAILED', failureReason: effect.reason.slice(0, 200), updatedAt: ctx.clock.now() })
        .where(
          and(
            eq(payments.providerOrderId, effect.providerOrderId),
            inArray(payments.status, ['CREATED', 'CANCELLED', 'FAILED']),
          ),
        )
        .returning({ id: payments.id });
      return failed.length ? 'failure recorded' : 'ignored: already settled';
    }
    case 'refund-processed':
      return (await markRefundProcessed(ctx, effect.providerRefundId))
        ? 'refund processed'
        : 'ignored: unknown or done';
    case 'ignored':
      return `ignored: ${effect.why}`;
  }
}
