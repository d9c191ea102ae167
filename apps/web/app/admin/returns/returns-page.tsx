import type { ReturnQueueRow } from '@shringar/contracts/admin-returns';
import type { Pagination } from '@shringar/contracts/pagination';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Pager } from '../kit/table/pager';
import { SelectAll } from '../kit/table/select-all';
import { useSelection } from '../kit/table/use-selection';
import { ReturnBulkBar } from './return-bulk-bar';
import { ReturnFilters } from './return-filters';
import { ReturnTable } from './return-table';

/** Returns: what shoppers asked to send back with their photos, and staff's decisions (one by one or in bulk). */
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
  const selection = useSelection(rows.map((r) => r.returnId));
  const selected = rows.filter((r) => selection.isSelected(r.returnId));
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
        <div className="flex flex-col gap-3">
          {canManage && (
            <SelectAll count={rows.length} all={selection.all} some={selection.some} onChange={selection.setAll} />
          )}
          <ReturnTable
            rows={rows}
            canManage={canManage}
            canRefund={canRefund}
            isSelected={canManage ? selection.isSelected : undefined}
            onSelect={canManage ? selection.toggle : undefined}
            onChanged={(message) => {
              setNotice(message);
              void revalidator.revalidate();
            }}
          />
        </div>
      )}
      {pagination && <Pager pagination={pagination} label="Return pages" />}
      {canManage && rows.length > 0 && <ReturnBulkBar returns={selected} onClear={() => selection.setAll(false)} />}
    </div>
  );
}
