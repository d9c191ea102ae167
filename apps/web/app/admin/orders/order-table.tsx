import type { AdminOrderRow } from '@shringar/contracts/admin';
import { formatRupees } from '@shringar/contracts/money';
import { adminOrderStatusLabel } from '@shringar/contracts/order-statuses';
import { Link, useSearchParams } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { formatAdminTime } from '../kit/format-time';
import { DataTable } from '../kit/table/data-table';
import { withParams } from '../kit/table/url-state';

/** Placed date and total sort on the server (the list is paged): a link in the header, which has aria-sort. */
function ServerSort({ label, asc, desc, current }: { label: string; asc: string; desc: string; current: string }) {
  const [search] = useSearchParams();
  const active = current === asc || current === desc;
  const next = current === desc ? asc : desc;
  return (
    <Link
      to={withParams(search, { sort: next, page: null })}
      replace
      className="font-semibold text-gray-800 hover:text-brand-700"
    >
      {label}
      <span aria-hidden="true">{active ? (current === asc ? ' ↑' : ' ↓') : ' ↕'}</span>
    </Link>
  );
}

/**
 * The orders of one page, each with its checkbox for the bulk actions. On a phone each order is a card (the
 * kit's DataTable): its id and checkbox on top, then placed, customer, payment, total and status lines.
 */
export function OrderTable({
  orders,
  isSelected,
  onSelect,
}: {
  orders: AdminOrderRow[];
  isSelected: (id: string) => boolean;
  onSelect: (id: string, on: boolean) => void;
}) {
  const [search] = useSearchParams();
  const sort = search.get('sort') ?? 'newest';
  const ariaSort = (asc: string, desc: string) =>
    sort === asc ? ('ascending' as const) : sort === desc ? ('descending' as const) : ('none' as const);
  return (
    <DataTable
      caption="Orders"
      rows={orders}
      rowKey={(o) => o.id}
      rowProps={(o) => ({ 'data-order': o.id })}
      wide
      columns={[
        {
          label: 'Order',
          cell: (o) => (
            <span className="flex items-center gap-3">
              <input
                type="checkbox"
                checked={isSelected(o.id)}
                onChange={(e) => onSelect(o.id, e.target.checked)}
                aria-label={`Select order ${o.id}`}
                className="size-5 shrink-0 accent-brand-600"
              />
              <Link to={adminPaths.order(o.id)} className="font-mono text-brand-700 underline-offset-2 hover:underline">
                {o.id}
              </Link>
            </span>
          ),
        },
        {
          label: 'Placed',
          header: <ServerSort label="Placed" asc="oldest" desc="newest" current={sort} />,
          ariaSort: ariaSort('oldest', 'newest'),
          cell: (o) => formatAdminTime(o.createdAt),
          className: 'whitespace-nowrap',
        },
        {
          label: 'Customer',
          cell: (o) => (
            <span>
              {o.customerName}
              <span className="block text-gray-600">{o.phone}</span>
            </span>
          ),
        },
        {
          label: 'Pincode',
          cell: (o) => (
            <span>
              {o.pincode}
              <span className="block text-gray-600">{o.city}</span>
            </span>
          ),
        },
        { label: 'Payment', cell: (o) => o.paymentMethods.join(', ') },
        {
          label: 'Total',
          header: <ServerSort label="Total" asc="total-low" desc="total-high" current={sort} />,
          ariaSort: ariaSort('total-low', 'total-high'),
          cell: (o) => formatRupees(o.total),
          className: 'whitespace-nowrap text-gray-900',
        },
        { label: 'Status', cell: (o) => adminOrderStatusLabel(o.status) },
      ]}
    />
  );
}
