import type { AdminOrderView } from '@shringar/contracts/admin';
import type { OrderShipmentAnswer } from '@shringar/contracts/shipping';
import { formatRupees } from '@shringar/contracts/money';
import { adminOrderStatusLabel, isCancelledStatus } from '@shringar/contracts/order-statuses';
import { FileText, Package } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass } from '~/ui/button';
import { adminPaths } from '../kit/admin-paths';
import { formatAdminTime } from '../kit/format-time';
import { CodConfirmPanel } from './cod-confirm-panel';
import { OrderAddress } from './order-address';
import { OrderRefunds } from './order-refunds';
import { OrderReturns } from './order-returns';
import { cashToCollect } from './packing-slip-page';
import { ShipmentPanel } from './shipment-panel';
import { StatusChangeForm } from './status-change-form';
import { invoiceState } from './invoice-state';
import { DetailRow } from './detail-row';

const card = 'rounded-xl border border-gray-200 bg-white p-4';

/** One order as staff see it: what was bought, by whom, where it goes, how it was paid, and its history. */
export function OrderDetailPage({
  view,
  shipping,
  canManage,
  canRefund,
}: {
  view: AdminOrderView;
  shipping: OrderShipmentAnswer;
  canManage: boolean;
  canRefund: boolean;
}) {
  const { order, customer, history } = view;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to={adminPaths.orders} className="text-sm text-brand-700 hover:underline">
          ← All orders
        </Link>
        <h1 className="mt-2 text-2xl font-semibold text-gray-900">
          Order <span className="font-mono">{order.id}</span>
        </h1>
        <p className="mt-1 text-gray-700">
          {adminOrderStatusLabel(order.delivery_status)} · placed {formatAdminTime(order.created_at)}
          {view.isDraft && ' · waiting for payment'}
          {order.codConfirmation === 'AWAITING' &&
            !isCancelledStatus(order.delivery_status) &&
            " · waiting for the shopper's COD confirmation"}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link to={adminPaths.packingSlip(order.id)} className={buttonClass('secondary', 'sm')}>
            <Package aria-hidden="true" className="size-4" />
            Packing slip
          </Link>
          {order.invoice_download_link && (
            <a href={order.invoice_download_link} className={buttonClass('secondary', 'sm')}>
              <FileText aria-hidden="true" className="size-4" />
              Download invoice {order.invoice_number}
            </a>
          )}
        </div>
      </div>
      {notice && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {notice}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="items-heading" className={card}>
            <h2 id="items-heading" className="font-semibold text-gray-900">
              Items
            </h2>
            <ul className="mt-2 divide-y divide-gray-100">
              {order.orderItems.map((item) => (
                <li key={item.orderItemId} className="flex justify-between gap-4 py-2 text-sm">
                  <span className="text-gray-900">
                    {item.name}
                    <span className="block text-gray-600">
                      {item.variantName} · {item.orderItemQuantity} × {formatRupees(item.unitPrice)}
                    </span>
                  </span>
                  <span className="whitespace-nowrap text-gray-900">{formatRupees(item.price)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-2 border-t border-gray-200 pt-2 text-sm">
              <DetailRow label="Items" value={formatRupees(order.after_discount_price)} />
              {order.charges.map((charge) => (
                <DetailRow
                  key={charge.code}
                  label={charge.label}
                  value={charge.amount > 0 ? formatRupees(charge.amount) : 'FREE'}
                />
              ))}
              {order.coupon_code && (
                <DetailRow
                  label={`Coupon ${order.coupon_code}`}
                  value={`− ${formatRupees(order.coupon_code_discount)}`}
                />
              )}
              <DetailRow label="Total" value={<strong>{formatRupees(order.price)}</strong>} />
              {order.wallet_amount > 0 && (
                <DetailRow label="Paid from wallet" value={formatRupees(order.wallet_amount)} />
              )}
              <DetailRow label="Payment" value={`${order.payment_method} · ${order.paymentStatus}`} />
              {cashToCollect(order) > 0 && (
                <DetailRow label="Cash to collect" value={<strong>{formatRupees(cashToCollect(order))}</strong>} />
              )}
            </dl>
          </section>
          {order.returns.length > 0 && <OrderReturns order={order} />}
          {(order.refunds.length > 0 || (canRefund && view.refundable > 0 && !view.isDraft)) && (
            <OrderRefunds
              view={view}
              canRefund={canRefund}
              onChanged={(message) => {
                setNotice(message);
                void revalidator.revalidate();
              }}
            />
          )}
          <section aria-labelledby="history-heading" className={card}>
            <h2 id="history-heading" className="font-semibold text-gray-900">
              History
            </h2>
            <ol className="mt-2 flex flex-col gap-2 text-sm">
              {history.map((h, i) => (
                <li key={`${h.created_at}-${i}`} className="border-l-2 border-brand-200 pl-3">
                  <span className="font-medium text-gray-900">{adminOrderStatusLabel(h.status)}</span>{' '}
                  <span className="text-gray-700">
                    {formatAdminTime(h.created_at)} · {h.actor}
                  </span>
                  {h.note && <span className="block text-gray-800">{h.note}</span>}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="customer-heading" className={card}>
            <h2 id="customer-heading" className="font-semibold text-gray-900">
              Customer and delivery
            </h2>
            <p className="mt-2 text-sm text-gray-900">
              {customer.name || order.address.name} · {customer.phone}
            </p>
            <OrderAddress address={order.address} className="mt-2 text-sm text-gray-800 not-italic" />
            <dl className="mt-2 text-sm">
              <DetailRow label="Tracking id" value={order.tracking_id ?? '—'} />
              <DetailRow label="Invoice" value={invoiceState(order.invoice_number, order.invoice_download_link)} />
            </dl>
          </section>
          <ShipmentPanel
            key={`${shipping.shipment?.awb ?? 'none'}-${shipping.shipment?.status ?? ''}`}
            orderId={order.id}
            shipping={shipping}
            canManage={canManage}
            onChanged={(message) => {
              setNotice(message);
              void revalidator.revalidate();
            }}
          />
          {canManage && order.codConfirmation === 'AWAITING' && !isCancelledStatus(order.delivery_status) && (
            <CodConfirmPanel
              orderId={order.id}
              onConfirmed={(message) => {
                setNotice(message);
                void revalidator.revalidate();
              }}
            />
          )}
          {canManage && (
            <section aria-labelledby="status-heading" className={card}>
              <h2 id="status-heading" className="mb-3 font-semibold text-gray-900">
                Change status
              </h2>
              <StatusChangeForm
                key={order.delivery_status}
                orderId={order.id}
                allowed={view.allowedNextStatuses}
                trackingId={order.tracking_id}
                onChanged={(message) => {
                  setNotice(message);
                  void revalidator.revalidate();
                }}
              />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
