import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/payments.ts';
import { BadRequest } from '../../lib/errors.ts';
import { captureIfAuthorised } from './payment-capture.ts';
import { confirmCapturedPayment, type ConfirmOutcome } from './payment-confirmation.service.ts';
import type { PaymentRow } from './payment-records.ts';

/**
 * The browser's word that a payment succeeded, checked before anything changes: the signature must be the
 * provider's over the provider order id stored on the server (never one the client sends) and this payment
 * id; then the provider itself must confirm the payment belongs to that order, for the full amount, captured
 * (an authorised one is captured here first). Returns null while the provider has not yet got the payment.
 */
export async function verifyCapturedPayment(
  ctx: AppContext,
  record: PaymentRow,
  paymentId: string,
  signature: string,
): Promise<ConfirmOutcome | null> {
  const valid = ctx.payments.verifyCheckoutResult({ providerOrderId: record.providerOrderId, paymentId, signature });
  if (!valid) throw new BadRequest('Payment verification failed: invalid signature', 'INVALID_SIGNATURE');

  // A repeat of a verify that already succeeded: nothing to ask the provider, nothing to change.
  if ((record.status === 'PAID' || record.status === 'REFUNDED') && record.providerPaymentId === paymentId) return null;

  const fetched = await ctx.payments.fetchPayment(paymentId);
  const payment = await captureIfAuthorised(ctx, fetched, record);
  if (payment.providerOrderId !== record.providerOrderId)
    throw new BadRequest('Payment verification failed: the payment belongs to another order', 'PAYMENT_ORDER_MISMATCH');
  if (payment.amountPaise !== record.amountPaise)
    throw new BadRequest('Payment verification failed: the amount does not match', 'PAYMENT_AMOUNT_MISMATCH');
  if (payment.status === 'created') return null;
  if (payment.status !== 'captured' && payment.status !== 'refunded')
    throw new BadRequest('Payment verification failed: the payment was not completed', 'PAYMENT_NOT_CAPTURED');
  return confirmCapturedPayment(ctx, {
    providerOrderId: record.providerOrderId,
    providerPaymentId: payment.id,
    amountPaise: payment.amountPaise,
    source: 'verify',
  });
}

/**
 * The shopper closed the payment window or the payment failed: remember why on the provider order record.
 * The draft stays payable (the same provider order may be paid on a retry) until it expires.
 */
export async function recordUnpaidAttempt(ctx: AppContext, record: PaymentRow, reason: string | null | undefined) {
  const failed = reason ? /fail|error|declin/i.test(reason) : false;
  await ctx.db
    .update(payments)
    .set({
      status: failed ? 'FAILED' : 'CANCELLED',
      failureReason: reason?.slice(0, 200) || (failed ? 'Payment failed' : 'Payment cancelled by user'),
      updatedAt: ctx.clock.now(),
    })
    .where(and(eq(payments.id, record.id), inArray(payments.status, ['CREATED', 'FAILED', 'CANCELLED'])));
}
