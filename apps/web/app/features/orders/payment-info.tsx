import type { OrderDetails } from '@shringar/contracts/orders';
import type { ReactNode } from 'react';
import { useMessages } from '~/lib/i18n/i18n';
import { InvoiceDownload } from './invoice-download';
import { formatPaymentMethod } from './order-format';
import { OrderSection } from './order-section';
import { messages } from './messages';

/** Spec 2 'Payment Information': method, Paid or Pending, and the invoice once the order has one. */
export function PaymentInfo({
  order,
  fetchedAt,
  payAction,
}: {
  order: OrderDetails;
  fetchedAt: number;
  /** 'Pay Now' for an unpaid online order, when offered. */
  payAction?: ReactNode;
}) {
  const t = useMessages(messages);
  return (
    <OrderSection title={t.paymentInformation}>
      <dl className="space-y-2 text-sm" data-testid="payment-info">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700">{t.paymentMethod}</dt>
          <dd className="text-right text-gray-900">{formatPaymentMethod(order.payment_method, t.methods)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-700">{t.paymentStatus}</dt>
          <dd className={order.isPaid ? 'font-medium text-green-700' : 'font-medium text-amber-800'}>
            {order.isPaid ? t.paid : t.pending}
          </dd>
        </div>
      </dl>
      {(order.invoice_download_link || payAction) && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          {payAction}
          {order.invoice_download_link && (
            <InvoiceDownload orderId={order.id} link={order.invoice_download_link} fetchedAt={fetchedAt} />
          )}
        </div>
      )}
    </OrderSection>
  );
}
