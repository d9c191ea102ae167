import type { ReturnQueueRow } from '@shringar/contracts/admin-returns';
import { formatRupees } from '@shringar/contracts/money';
import { Link, useSearchParams } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { formatAdminTime } from '../kit/format-time';
import { DataTable } from '../kit/table/data-table';
import { withParams } from '../kit/table/url-state';
import { ReturnActions } from './return-actions';
import { ReturnPhotos } from './return-photos';
import { ADMIN_RETURN_STATUS_LABELS } from '@shringar/contracts/orders';

/** The request date sorts on the server (oldest first by default: the one waiting longest). */
function RequestedSort({ newest }: { newest: boolean }) {
  const [search] = useSearchParams();
  return (
    <Link
      to={withParams(search, { sort: newest ? 'oldest' : 'newest', page: null })}
      replace
      className="font-semibold text-gray-800 hover:text-brand-700"
    >
      Requested<span aria-hidden="true">{newest ? ' ↓' : ' ↑'}</span>
    </Link>
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
  isSelected,
  onSelect,
}: {
  rows: ReturnQueueRow[];
  canManage: boolean;
  canRefund: boolean;
  onChanged: (message: string) => void;
  /** The bulk actions' selection; absent for a role that cannot decide. */
  isSelected?: ((id: number) => boolean) | undefined;
  onSelect?: ((id: number, on: boolean) => void) | undefined;
}) {
  const [search] = useSearchParams();
  const newest = search.get('sort') === 'newest';
  return (
    <DataTable
      caption="Returns"
      rows={rows}
      rowKey={(r) => r.returnId}
      rowProps={(r) => ({ 'data-return': String(r.returnId) })}
      wide
      columns={[
        {
          label: 'Item',
          cell: (r) => (
            <span className="flex items-start gap-3">
              {isSelected && onSelect && (
                <input
                  type="checkbox"
                  checked={isSelected(r.returnId)}
                  onChange={(e) => onSelect(r.returnId, e.target.checked)}
                  aria-label={`Select return ${r.returnId}: ${r.productName}`}
                  className="mt-0.5 size-5 shrink-0 accent-brand-600"
                />
              )}
              <span>
                {r.productName}
                <span className="block font-normal text-gray-600">
                  {r.variantName} · {r.quantity} × · <span className="font-mono">{r.sku}</span>
                </span>
              </span>
            </span>
          ),
        },
        {
          label: 'Requested',
          header: <RequestedSort newest={newest} />,
          ariaSort: newest ? 'descending' : 'ascending',
          cell: (r) => formatAdminTime(r.requestedAt),
          className: 'whitespace-nowrap',
        },
        {
          label: 'Order and customer',
          cell: (r) => (
            <span>
              <Link to={adminPaths.order(r.orderId)} className="font-mono text-brand-700 hover:underline">
                {r.orderId}
              </Link>
              <span className="block text-gray-600">
                {r.customerName} · {r.phone}
              </span>
            </span>
          ),
        },
        {
          label: 'Reason',
          cell: (r) => (
            <span>
              {r.reason}
              {r.comment && <span className="block text-gray-600">“{r.comment}”</span>}
              <ReturnPhotos photos={r.photos} />
            </span>
          ),
        },
        {
          label: 'Status',
          cell: (r) => (
            <span>
              {ADMIN_RETURN_STATUS_LABELS[r.status]}
              {r.receivedCondition && (
                <span className="block text-gray-600">
                  {r.receivedCondition === 'RESTOCKED' ? 'Back in stock' : 'Damaged, not restocked'}
                </span>
              )}
              {r.rejectionReason && <span className="block text-gray-600">{r.rejectionReason}</span>}
              {r.decidedBy && <span className="block text-xs text-gray-600">by {r.decidedBy}</span>}
            </span>
          ),
        },
        { label: 'Refund', cell: refundText },
        {
          label: 'Actions',
          cell: (r) => <ReturnActions row={r} canManage={canManage} canRefund={canRefund} onChanged={onChanged} />,
        },
      ]}
    />
  );
}
