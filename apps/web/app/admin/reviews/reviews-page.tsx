import type { ReviewQueueRow } from '@shringar/contracts/review-moderation';
import type { Pagination } from '@shringar/contracts/pagination';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Pager } from '../kit/table/pager';
import { ReviewFilterTabs } from './review-filter-tabs';
import { ReviewTable } from './review-table';

/** Reviews: what waits for a decision, what shoppers reported, what is hidden; publish, hide and reply. */
export function ReviewsPage({
  rows,
  pagination,
  error,
}: {
  rows: ReviewQueueRow[];
  pagination: Pagination | null;
  error?: string | undefined;
}) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">Reviews</h1>
      <ReviewFilterTabs />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <p role="status" className={notice ? 'rounded-lg bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
        {notice}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">No reviews here.</p>
      ) : (
        <ReviewTable
          rows={rows}
          onChanged={(message) => {
            setNotice(message);
            void revalidator.revalidate();
          }}
        />
      )}
      {pagination && <Pager pagination={pagination} label="Review pages" />}
    </div>
  );
}
