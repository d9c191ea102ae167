import { AppError } from '../../lib/errors.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { PaymentProviderUnavailable } from './provider-errors.ts';

/**
 * A provider whose order creation and payment look-ups fail as the provider's failure (502, retry is safe)
 * whatever goes wrong inside them, and give up after `timeoutMs`: a gateway that stops answering
 * must not hold a shopper's checkout (and a connection) open forever. Both calls are safe to abandon: an
 * unanswered provider order is never paid against, and a look-up changes nothing. Refunds are left without a
 * deadline: abandoning one that the provider then completes would let a retry refund twice.
 */
export function withProviderTimeouts(provider: PaymentProvider, timeoutMs: number): PaymentProvider {
  const bounded = <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new PaymentProviderUnavailable('The payment provider did not answer in time. Please try again.')),
        timeoutMs,
      );
    });
    const settled = work.catch((err: unknown) => {
      throw err instanceof AppError ? err : new PaymentProviderUnavailable();
    });
    settled.catch(() => {});
    return Promise.race([settled, late]).finally(() => clearTimeout(timer));
  };
  return Object.assign(Object.create(provider) as PaymentProvider, {
    createOrder: (input: Parameters<PaymentProvider['createOrder']>[0]) => bounded(provider.createOrder(input)),
    fetchPayment: (paymentId: string) => bounded(provider.fetchPayment(paymentId)),
  });
}
