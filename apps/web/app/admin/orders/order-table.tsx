import type { AdminOrderRow } from '@shringar/contracts/admin';
import { formatRupees } from '@shringar/contracts/money';
import { adminOrderStatusLabel } from '@shringar/contracts/order-statuses';
import { Link, useSearchParams } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { formatAdminTime } from '../kit/format-time';
import { withParams } from '../kit/table/url-state';

/** Placed date and total sort on the server (the list is paged), each a link with aria-sort. */
function ServerSortHeader({ label, asc, desc }: { label: string; asc: string; desc: string }) {
  const [search] = useSearchParams();
  const current = search.get('sort') ?? 'newest';
  const active = current === asc || current === desc;
  const next = current === desc ? asc : desc;
  return (
    <th scope="col" className="px-3 py-2" aria-sort={active ? (current === asc ? 'ascending' : 'descending') : 'none'}>
      <Link
        to={withParams(search, { sort: next, page: null })}
        replace
        className="font-semibold text-gray-800 hover:text-brand-700"
      >
        {label}
        <span aria-hidden="true">{active ? (current === asc ? ' ↑' : ' ↓') : ' ↕'}</span>
      </Link>
    </th>
  );
}

export function OrderTable({ orders }: { orders: AdminOrderRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders</caption>
        <thead className="border-b border-gray-200 bg-gray-50">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
              Order
            </th>
            <ServerSortHeader label="Placed" asc="oldest" desc="newest" />
            <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
              Customer
            </th>
            <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
              Pincode
            </th>
            <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
              Payment
            </th>
            <ServerSortHeader label="Total" asc="total-low" desc="total-high" />
            <th scope="col" className="px-3 py-2 font-semibold text-gray-800">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} className="border-b border-gray-100 last:border-0">
              <th scope="row" className="px-3 py-2 font-mono font-medium">
                <Link to={adminPaths.order(o.id)} className="text-brand-700 underline-offset-2 hover:underline">
                  {o.id}
                </Link>
              </th>
              <td className="px-3 py-2 whitespace-nowrap text-gray-800">{formatAdminTime(o.createdAt)}</td>
              <td className="px-3 py-2 text-gray-800">
                {o.customerName}
                <span className="block text-gray-600">{o.phone}</span>
              </td>
              <td className="px-3 py-2 text-gray-800">
                {o.pincode}
                <span className="block text-gray-600">{o.city}</span>
              </td>
              <td className="px-3 py-2 text-gray-800">{o.paymentMethods.join(', ')}</td>
              <td className="px-3 py-2 whitespace-nowrap text-gray-900">{formatRupees(o.total)}</td>
              <td className="px-3 py-2 text-gray-800">{adminOrderStatusLabel(o.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
