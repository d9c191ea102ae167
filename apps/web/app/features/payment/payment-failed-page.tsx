import { storePaths } from '@shringar/contracts/store-paths';
import { XCircle } from 'lucide-react';
import { useLocation } from 'react-router';
import { LocaleLink, useFormat, useMessages } from '~/lib/i18n/i18n';
import { Button, buttonClass } from '~/ui/button';
import { paymentMessages } from './messages';
import { PAYMENT_MESSAGES, type PaymentFailedState } from './payment-outcome-state';
import { usePayOrder } from './use-pay-order';

function readState(state: unknown, search: string): PaymentFailedState | null {
  const s = state as Partial<PaymentFailedState> | null;
  if (s && typeof s.orderId === 'string') return { ...s, orderId: s.orderId, reason: s.reason ?? 'failed' };
  const params = new URLSearchParams(search);
  const orderId = params.get('orderId');
  return orderId ? { orderId, reason: params.get('reason') === 'cancelled' ? 'cancelled' : 'failed' } : null;
}

type Texts = (typeof paymentMessages)['en'];

const methodText = (methods: PaymentFailedState['paymentMethod'], t: Texts) =>
  methods?.map((m) => t.methods[m]).join(' + ');

/** The store's own reasons in the page's language; the gateway's description as it wrote it. */
const reasonText = (reason: string, t: Texts) =>
  reason === PAYMENT_MESSAGES.CANCELLED
    ? t.cancelledByUser
    : reason === PAYMENT_MESSAGES.FAILED
      ? t.processingFailed
      : reason;

/**
 * Spec 2 'Payment failed': cancelled by the shopper (status 'Cancelled'; the order is created, its payment
 * pending, and it can be retried) or failed (status 'Failed'; money deducted is refunded). 'Pay Now' opens the
 * payment window again for the same order. Opened without an order, it points to My Orders.
 */
export function PaymentFailedPage() {
  const location = useLocation();
  const t = useMessages(paymentMessages);
  const f = useFormat();
  const failed = readState(location.state, location.search);
  const { payOrder, isPaying } = usePayOrder();
  const cancelled = failed?.reason === 'cancelled';

  return (
    <main className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-12 text-center">
      <XCircle aria-hidden="true" className="h-16 w-16 text-red-600" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{t.failedTitle}</h1>
      {failed ? (
        <>
          <p className="mt-3 text-gray-700" data-testid="failed-explanation">
            {cancelled ? t.cancelledExplanation : t.failedExplanation}
          </p>
          <dl className="mt-6 w-full rounded-2xl border border-gray-200 bg-white p-5 text-left text-sm">
            <div className="flex justify-between gap-4 py-1">
              <dt className="text-gray-600">{t.orderId}</dt>
              <dd className="font-semibold text-gray-900" data-testid="failed-order-id">
                {failed.orderId}
              </dd>
            </div>
            {failed.totalAmount !== undefined && (
              <div className="flex justify-between gap-4 py-1">
                <dt className="text-gray-600">{t.amount}</dt>
                <dd className="font-semibold text-gray-900">{f.price(failed.totalAmount)}</dd>
              </div>
            )}
            {failed.paymentMethod?.length ? (
              <div className="flex justify-between gap-4 py-1">
                <dt className="text-gray-600">{t.paymentMethod}</dt>
                <dd className="text-gray-900">{methodText(failed.paymentMethod, t)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 py-1">
              <dt className="text-gray-600">{t.status}</dt>
              <dd className="font-semibold text-red-700" data-testid="failed-status">
                {cancelled ? t.cancelled : t.failed}
              </dd>
            </div>
            {failed.errorMessage && (
              <div className="flex justify-between gap-4 py-1">
                <dt className="text-gray-600">{t.reason}</dt>
                <dd className="text-right text-gray-900">{reasonText(failed.errorMessage, t)}</dd>
              </div>
            )}
          </dl>
          <Button
            size="lg"
            className="mt-6 w-full"
            disabled={isPaying}
            onClick={() => void payOrder(failed.orderId)}
            data-testid="pay-now"
          >
            {isPaying ? t.processing : t.payNow}
          </Button>
        </>
      ) : (
        <p className="mt-3 text-gray-700">{t.notFound}</p>
      )}
      <div className="mt-4 grid w-full gap-3 sm:grid-cols-3">
        <LocaleLink to={storePaths.home} className={buttonClass('secondary')}>
          {t.goHome}
        </LocaleLink>
        <LocaleLink to={storePaths.orders} className={buttonClass('secondary')}>
          {t.viewOrders}
        </LocaleLink>
        <LocaleLink to={storePaths.contact} className={buttonClass('secondary')}>
          {t.contactSupport}
        </LocaleLink>
      </div>
    </main>
  );
}
