import type { ReturnQueueRow } from '@shringar/contracts/admin-returns';
import type { Pagination } from '@shringar/contracts/pagination';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Pager } from '../kit/table/pager';
import { ReturnFilters } from './return-filters';
import { ReturnTable } from './return-table';

/** Returns: what shoppers asked to send back, and staff's decisions, a page at a time. */
export function ReturnsPage({
  rows,
  pagination,
  error,
  canManage,
  canRefund,
}: {
  rows: ReturnQueueRow[];
  pagination: Pagination | null;
  error?: string | undefined;
  canManage: boolean;
  canRefund: boolean;
}) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">Returns</h1>
      <ReturnFilters error={error} />
      <p role="status" className={notice ? 'rounded-lg bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
        {notice}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">No returns match these filters.</p>
      ) : (
        <ReturnTable
          rows={rows}
          canManage={canManage}
          canRefund={canRefund}
          onChanged={(message) => {
            setNotice(message);
            void revalidator.revalidate();
          }}
        />
      )}
      {pagination && <Pager pagination={pagination} label="Return pages" />}
    </div>
  );
}
