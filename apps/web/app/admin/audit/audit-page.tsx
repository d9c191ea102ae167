import type { AuditEntry } from '@shringar/contracts/staff';
import type { Pagination } from '@shringar/contracts/pagination';
import { formatAdminTime } from '../kit/format-time';
import { DataTable } from '../kit/table/data-table';
import { Pager } from '../kit/table/pager';
import { AuditFilters } from './audit-filters';
import { auditChanges, MAX_LINES } from './audit-changes';
import { actionLabel, describeOutcome } from './audit-labels';

/** What a call changed: the keys that moved (old → new), or an added or deleted record's values. */
function ChangeList({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <>—</>;
  const more = changes.length - MAX_LINES;
  return (
    <ul className="flex flex-col gap-0.5 [overflow-wrap:anywhere]">
      {changes.slice(0, MAX_LINES).map((c) => (
        <li key={c.key}>
          {c.key && <span className="font-medium text-gray-900">{c.key}: </span>}
          {c.from !== undefined && c.to !== undefined ? `${c.from} → ${c.to}` : (c.to ?? c.from)}
        </li>
      ))}
      {more > 0 && <li className="text-gray-600">and {more} more</li>}
    </ul>
  );
}

/** The audit log, newest first: who did what to which target, how it ended, and what it changed. */
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
        <DataTable
          caption="Audit log entries, newest first"
          rows={items}
          rowKey={(entry) => entry.id}
          columns={[
            { label: 'When', cell: (entry) => formatAdminTime(entry.createdAt), className: 'sm:whitespace-nowrap' },
            { label: 'Who', cell: (entry) => entry.actor, className: '[overflow-wrap:anywhere]' },
            { label: 'What', cell: (entry) => actionLabel(entry.action) },
            { label: 'Target', cell: (entry) => entry.target ?? '—', className: 'font-mono [overflow-wrap:anywhere]' },
            { label: 'Result', cell: (entry) => describeOutcome(entry.statusCode) },
            { label: 'Changes', cell: (entry) => <ChangeList entry={entry} />, className: 'sm:min-w-64' },
          ]}
        />
      )}
      {pagination && <Pager pagination={pagination} label="Audit log pages" />}
    </div>
  );
}
