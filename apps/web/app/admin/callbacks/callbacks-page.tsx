import { CALLBACK_STATUSES, type AdminCallback } from '@shringar/contracts/admin-content';
import type { Pagination } from '@shringar/contracts/pagination';
import { useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { useFormChangesGuard } from '../kit/form-changes-guard';
import { formatAdminTime } from '../kit/format-time';
import { Pager } from '../kit/table/pager';
import { withParams } from '../kit/table/url-state';
import { CALLBACK_LABELS } from './callback-labels';
import { CallbackRowForm } from './callback-row-form';

const FILTERS = [['', 'All'], ...CALLBACK_STATUSES.map((s) => [s, CALLBACK_LABELS[s]])] as const;

/** Shoppers who asked to be called: waiting ones first, oldest first; each row records the call. */
export function CallbacksPage({
  items,
  pagination,
  error,
}: {
  items: AdminCallback[];
  pagination: Pagination | null;
  error?: string | undefined;
}) {
  const [search] = useSearchParams();
  const { revalidate } = useRevalidator();
  const [status, setStatus] = useState('');
  const current = search.get('status') ?? '';
  // A note typed in a row is lost by going to another page or filter: ask first, as the edit forms do.
  const guard = useFormChangesGuard<HTMLDivElement>(
    (now, next) => now.pathname !== next.pathname || now.search !== next.search,
  );

  async function saved(message: string) {
    guard.saved();
    setStatus(message);
    await revalidate();
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-gray-900">Call-back requests</h1>
      <nav aria-label="Filter by status">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map(([value, label]) => (
            <li key={label}>
              <Link
                to={withParams(search, { status: value, page: null })}
                aria-current={current === value ? 'page' : undefined}
                className="inline-block rounded-full border border-gray-300 bg-white px-3 py-1 text-sm text-gray-800 hover:border-brand-600 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <p role="status" className={status ? 'rounded-lg bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
        {status}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">No call-back requests here.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white" {...guard.formProps}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Call-back requests</caption>
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Phone
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Asked
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Update
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.id} className="border-t border-gray-100 align-top">
                  <th scope="row" className="px-3 py-2 font-normal">
                    <a
                      href={`tel:+91${r.phone}`}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {r.phone}
                    </a>
                    {r.customerName && <span className="block text-gray-700">{r.customerName}</span>}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap text-gray-800">{formatAdminTime(r.createdAt)}</td>
                  <td className="px-3 py-2">
                    <span className="font-medium text-gray-900">{CALLBACK_LABELS[r.status]}</span>
                    {r.handledBy && (
                      <span className="block text-xs text-gray-600">
                        by {r.handledBy.replace(/^staff:/, '')}, {formatAdminTime(r.updatedAt)}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <CallbackRowForm key={`${r.id}-${r.updatedAt}`} request={r} onSaved={saved} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pagination && <Pager pagination={pagination} label="Call-back pages" />}
      {guard.dialog}
    </div>
  );
}
