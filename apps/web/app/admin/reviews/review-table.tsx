import { REVIEW_STATUS_LABELS, type ReviewQueueRow } from '@shringar/contracts/review-moderation';
import { Link } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { formatAdminTime } from '../kit/format-time';
import { DataTable } from '../kit/table/data-table';
import { ReviewActions } from './review-actions';

/** The queue's rows; on a phone each review is a card of label–value lines with its actions. */
export function ReviewTable({ rows, onChanged }: { rows: ReviewQueueRow[]; onChanged: (message: string) => void }) {
  return (
    <DataTable
      caption="Reviews"
      rows={rows}
      rowKey={(r) => r.id}
      wide
      rowProps={(r) => ({ 'data-review-id': String(r.id) })}
      columns={[
        {
          label: 'Review',
          cell: (r) => (
            <span>
              <span aria-label={`${r.rating} out of 5 stars`}>{'★'.repeat(r.rating) + '☆'.repeat(5 - r.rating)}</span>{' '}
              {r.userName}
              {r.comment && <span className="block whitespace-pre-line font-normal text-gray-800">“{r.comment}”</span>}
              {r.storeReply && <span className="block font-normal text-gray-600">Store’s reply: {r.storeReply}</span>}
            </span>
          ),
        },
        {
          label: 'Product',
          cell: (r) => (
            <span>
              <Link to={adminPaths.product(r.productId)} className="text-brand-700 hover:underline">
                {r.productName}
              </Link>
              {r.variantName && <span className="block text-gray-600">{r.variantName}</span>}
            </span>
          ),
        },
        { label: 'Written', cell: (r) => formatAdminTime(r.created_at), className: 'whitespace-nowrap' },
        { label: 'Status', cell: (r) => REVIEW_STATUS_LABELS[r.status] },
        {
          label: 'Reports',
          cell: (r) =>
            r.reportCount === 0 ? (
              'None'
            ) : (
              <span>
                {r.openReports.length} open of {r.reportCount}
                {r.openReports.map((p) => (
                  <span key={p.created_at + p.reason} className="block text-gray-600">
                    “{p.reason}”
                  </span>
                ))}
              </span>
            ),
        },
        { label: 'Actions', cell: (r) => <ReviewActions key={r.version} row={r} onChanged={onChanged} /> },
      ]}
    />
  );
}
