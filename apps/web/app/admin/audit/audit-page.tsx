import type { AuditEntry } from '@shringar/contracts/staff';
import type { Pagination } from '@shringar/contracts/pagination';
import { formatAdminTime } from '../kit/format-time';
import { Pager } from '../kit/table/pager';
import { AuditFilters } from './audit-filters';
import { ACTION_LABELS, describeOutcome, describeState } from './audit-labels';

/** The audit log, newest first: who did what to which target, how it ended, and the state before and after. */
export function AuditPage({
  items,
  pagination,
  error,
}: {
  items: AuditEntry[];
  pagination: Pagination | null;
  error?: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">Audit log</h1>
      <AuditFilters error={error} />
      {items.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">No entries match these filters.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit log entries, newest first</caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-gray-800">
              <tr>
                <th scope="col" className="px-3 py-2">
                  When
                </th>
                <th scope="col" className="px-3 py-2">
                  Who
                </th>
                <th scope="col" className="px-3 py-2">
                  What
                </th>
                <th scope="col" className="px-3 py-2">
                  Target
                </th>
                <th scope="col" className="px-3 py-2">
                  Result
                </th>
                <th scope="col" className="px-3 py-2">
                  Before
                </th>
                <th scope="col" className="px-3 py-2">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id} className="border-b border-gray-100 align-top last:border-0">
                  <td className="px-3 py-2 whitespace-nowrap text-gray-800">{formatAdminTime(entry.createdAt)}</td>
                  <td className="px-3 py-2 text-gray-900">{entry.actor}</td>
                  <td className="px-3 py-2 text-gray-900">{ACTION_LABELS[entry.action] ?? entry.action}</td>
                  <td className="px-3 py-2 font-mono text-gray-800">{entry.target ?? '—'}</td>
                  <td className="px-3 py-2 text-gray-800">{describeOutcome(entry.statusCode)}</td>
                  <td className="px-3 py-2 text-gray-800">{describeState(entry.before)}</td>
                  <td className="px-3 py-2 text-gray-800">{describeState(entry.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pagination && <Pager pagination={pagination} label="Audit log pages" />}
    </div>
  );
}
