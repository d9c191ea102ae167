import type { AdminOrderView } from '@shringar/contracts/admin';
import { formatRupees } from '@shringar/contracts/money';
import { Link } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { ADMIN_RETURN_STATUS_LABELS } from '@shringar/contracts/orders';

/** The returns asked for this order's items; decisions are made in the returns queue, filtered to the order. */
export function OrderReturns({ order }: { order: AdminOrderView['order'] }) {
  const name = new Map(order.orderItems.map((i) => [i.orderItemId, `${i.name} · ${i.variantName}`]));
  return (
    <section aria-labelledby="returns-heading" className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="returns-heading" className="font-semibold text-gray-900">
          Returns
        </h2>
        <Link
          to={`${adminPaths.returns}?orderId=${encodeURIComponent(order.id)}`}
          className="text-sm text-brand-700 hover:underline"
        >
          Handle in the returns queue
        </Link>
      </div>
      <ul className="mt-2 divide-y divide-gray-100 text-sm">
        {order.returns.map((r) => (
          <li key={r.returnId} className="flex justify-between gap-4 py-2">
            <span className="text-gray-900">{name.get(r.orderItemId) ?? `Item ${r.orderItemId}`}</span>
            <span className="text-right text-gray-800">
              {ADMIN_RETURN_STATUS_LABELS[r.status]}
              {r.refundAmount !== null && (
                <span className="block text-gray-600">
                  {formatRupees(r.refundAmount)} to{' '}
                  {r.refundDestination === 'WALLET'
                    ? 'wallet'
                    : r.refundDestination === 'PAYOUT'
                      ? 'bank/UPI payout'
                      : 'original payment'}
                </span>
              )}
              {r.rejectionReason && <span className="block text-gray-600">{r.rejectionReason}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
