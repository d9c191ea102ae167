import { formatRupees } from '@shringar/contracts/money';
import { storePaths } from '@shringar/contracts/store-paths';
import { XCircle } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '~/ui/button';
import type { PaymentFailedState } from './payment-outcome-state';
import { usePayOrder } from './use-pay-order';

function readState(state: unknown, search: string): PaymentFailedState | null {
  const s = state as Partial<PaymentFailedState> | null;
  if (s && typeof s.orderId === 'string') return { ...s, orderId: s.orderId, reason: s.reason ?? 'failed' };
  const params = new URLSearchParams(search);
  const orderId = params.get('orderId');
  return orderId ? { orderId, reason: params.get('reason') === 'cancelled' ? 'cancelled' : 'failed' } : null;
}

const methodText = (methods: PaymentFailedState['paymentMethod']) =>
  methods?.map((m) => (m === 'ONLINE' ? 'Online' : m === 'COD' ? 'Cash on Delivery' : 'Wallet')).join(' + ');

/**
 * Spec 2 'Payment failed': cancelled by the shopper (status 'Cancelled'; the order is created, its payment
 * pending, and it can be retried) or failed (status 'Failed'; money deducted is refunded). 'Pay Now' opens the
 * payment window again for the same order. Opened without an order, it points to My Orders.
 */
export function PaymentFailedPage() {
  const location = useLocation();
  const failed = readState(location.state, location.search);
  const { payOrder, isPaying } = usePayOrder();
  const cancelled = failed?.reason === 'cancelled';

  return (
    <main className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-12 text-center">
      <XCircle aria-hidden="true" className="h-16 w-16 text-red-600" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">Payment Failed</h1>
      {failed ? (
        <>
          <p className="mt-3 text-gray-700" data-testid="failed-explanation">
            {cancelled
              ? 'You cancelled the payment. Your order has been created and its payment is pending: you can retry the payment now.'
              : 'The payment gateway ran into an error. Any money deducted from your account will be refunded.'}
          </p>
          <dl className="mt-6 w-full rounded-2xl border border-gray-200 bg-white p-5 text-left text-sm">
            <div className="flex justify-between gap-4 py-1">
              <dt className="text-gray-600">Order ID</dt>
              <dd className="font-semibold text-gray-900" data-testid="failed-order-id">
                {failed.orderId}
              </dd>
            </div>
            {failed.totalAmount !== undefined && (
              <div className="flex justify-between gap-4 py-1">
                <dt className="text-gray-600">Amount</dt>
                <dd className="font-semibold text-gray-900">{formatRupees(failed.totalAmount)}</dd>
              </div>
            )}
            {failed.paymentMethod?.length ? (
              <div className="flex justify-between gap-4 py-1">
                <dt className="text-gray-600">Payment Method</dt>
                <dd className="text-gray-900">{methodText(failed.paymentMethod)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 py-1">
              <dt className="text-gray-600">Status</dt>
              <dd className="font-semibold text-red-700" data-testid="failed-status">
                {cancelled ? 'Cancelled' : 'Failed'}
              </dd>
            </div>
            {failed.errorMessage && (
              <div className="flex justify-between gap-4 py-1">
                <dt className="text-gray-600">Reason</dt>
                <dd className="text-right text-gray-900">{failed.errorMessage}</dd>
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
            {isPaying ? 'Processing...' : 'Pay Now'}
          </Button>
        </>
      ) : (
        <p className="mt-3 text-gray-700">
          We could not find the payment you were making. Your orders, and any payment still pending, are in My Orders.
        </p>
      )}
      <div className="mt-4 grid w-full gap-3 sm:grid-cols-3">
        <Link to={storePaths.home} className={buttonClass('secondary')}>
          Go to Home
        </Link>
        <Link to={storePaths.orders} className={buttonClass('secondary')}>
          View My Orders
        </Link>
        <Link to={storePaths.contact} className={buttonClass('secondary')}>
          Contact Support
        </Link>
      </div>
    </main>
  );
}
