import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { type SortState, withParams } from './url-state';

/**
 * A column header that sorts the table through the URL (so a sorted view can be shared and survives a
 * reload); a link, so Tab reaches it and Enter sorts. aria-sort tells screen readers the current order.
 */
export function SortHeader({ label, sortKey, sort }: { label: string; sortKey: string; sort: SortState }) {
  const [search] = useSearchParams();
  const active = sort.key === sortKey;
  const nextDir = active && sort.dir === 'asc' ? 'desc' : 'asc';
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-3 py-2"
    >
      <Link
        to={withParams(search, { sort: sortKey, dir: nextDir, page: null })}
        replace
        className="inline-flex items-center gap-1 rounded font-semibold text-gray-800 hover:text-brand-700"
      >
        {label}
        <Icon aria-hidden="true" className="size-4" />
      </Link>
    </th>
  );
}
