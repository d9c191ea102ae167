import type { AppContext } from '../../context.ts';
import type { ProviderPayment } from '../../integrations/payments/payment-provider.ts';
import { PaymentProviderRejected } from '../../integrations/payments/provider-errors.ts';

/**
 * A payment the provider holds only as authorised (a Razorpay account set to capture manually, or a capture
 * that had not happened yet) is captured by the store when it belongs to the provider order the store made
 * and is for exactly its amount; otherwise it is answered as it is and the caller refuses it as before. The
 * verify call, the webhook and reconciliation may race to capture the same payment: the provider captures it
 * once and refuses the others, which then find it captured and go on to confirm it once as usual.
 */
export async function captureIfAuthorised(
  ctx: AppContext,
  payment: ProviderPayment,
  expected: { providerOrderId: string; amountPaise: number },
): Promise<ProviderPayment> {
  if (payment.status !== 'authorized') return payment;
  if (payment.providerOrderId !== expected.providerOrderId || payment.amountPaise !== expected.amountPaise)
    return payment;
  try {
    const captured = await ctx.payments.capture({ paymentId: payment.id, amountPaise: payment.amountPaise });
    ctx.log.info({ providerPaymentId: payment.id }, 'authorised payment captured');
    return captured;
  } catch (err) {
    if (!(err instanceof PaymentProviderRejected)) throw err;
    const now = await ctx.payments.fetchPayment(payment.id);
    if (now.status === 'captured' || now.status === 'refunded') return now;
    throw err;
  }
}
