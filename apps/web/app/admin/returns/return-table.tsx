import type { ReturnQueueRow } from '@shringar/contracts/admin-returns';
import { formatRupees } from '@shringar/contracts/money';
import { Link, useSearchParams } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { formatAdminTime } from '../kit/format-time';
import { withParams } from '../kit/table/url-state';
import { ReturnActions } from './return-actions';
import { ADMIN_RETURN_STATUS_LABELS } from '@shringar/contracts/orders';

const th = 'px-3 py-2 font-semibold text-gray-800';

/** The request date sorts on the server (oldest first by default: the one waiting longest). */
function RequestedHeader() {
  const [search] = useSearchParams();
  const newest = search.get('sort') === 'newest';
  return (
    <th scope="col" className="px-3 py-2" aria-sort={newest ? 'descending' : 'ascending'}>
      <Link
        to={withParams(search, { sort: newest ? 'oldest' : 'newest', page: null })}
        replace
        className="font-semibold text-gray-800 hover:text-brand-700"
      >
        Requested<span aria-hidden="true">{newest ? ' ↓' : ' ↑'}</span>
      </Link>
    </th>
  );
}

function refundText(row: ReturnQueueRow) {
  if (row.refundAmount === null) return `${formatRupees(row.refundableAmount)} due`;
  const where =
    row.refundDestination === 'WALLET'
      ? 'to wallet'
      : row.refundDestination === 'PAYOUT'
        ? 'by bank/UPI payout'
        : 'to original payment';
  return `${formatRupees(row.refundAmount)} ${row.status === 'REFUNDED' ? 'refunded' : 'refunding'} ${where}`;
}

export function ReturnTable({
  rows,
  canManage,
  canRefund,
  onChanged,
}: {
  rows: ReturnQueueRow[];
  canManage: boolean;
  canRefund: boolean;
  onChanged: (message: string) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Returns</caption>
        <thead className="border-b border-gray-200 bg-gray-50">
          <tr>
            <th scope="col" className={th}>
              Item
            </th>
            <RequestedHeader />
            <th scope="col" className={th}>
              Order and customer
            </th>
            <th scope="col" className={th}>
              Reason
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Refund
            </th>
            <th scope="col" className={th}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.returnId} className="border-b border-gray-100 align-top last:border-0">
              <th scope="row" className="px-3 py-2 font-medium text-gray-900">
                {r.productName}
                <span className="block font-normal text-gray-600">
                  {r.variantName} · {r.quantity} × · <span className="font-mono">{r.sku}</span>
                </span>
              </th>
              <td className="px-3 py-2 whitespace-nowrap text-gray-800">{formatAdminTime(r.requestedAt)}</td>
              <td className="px-3 py-2 text-gray-800">
                <Link to={adminPaths.order(r.orderId)} className="font-mono text-brand-700 hover:underline">
                  {r.orderId}
                </Link>
                <span className="block text-gray-600">
                  {r.customerName} · {r.phone}
                </span>
              </td>
              <td className="px-3 py-2 text-gray-800">
                {r.reason}
                {r.comment && <span className="block text-gray-600">“{r.comment}”</span>}
              </td>
              <td className="px-3 py-2 text-gray-800">
                {ADMIN_RETURN_STATUS_LABELS[r.status]}
                {r.receivedCondition && (
                  <span className="block text-gray-600">
                    {r.receivedCondition === 'RESTOCKED' ? 'Back in stock' : 'Damaged, not restocked'}
                  </span>
                )}
                {r.rejectionReason && <span className="block text-gray-600">{r.rejectionReason}</span>}
                {r.decidedBy && <span className="block text-xs text-gray-600">by {r.decidedBy}</span>}
              </td>
              <td className="px-3 py-2 text-gray-800">{refundText(r)}</td>
              <td className="px-3 py-2">
                <ReturnActions row={r} canManage={canManage} canRefund={canRefund} onChanged={onChanged} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
