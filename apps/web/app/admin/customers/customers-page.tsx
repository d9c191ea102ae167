import type { CustomerRow } from '@shringar/contracts/admin-customers';
import { formatRupees } from '@shringar/contracts/money';
import type { Pagination } from '@shringar/contracts/pagination';
import { Link } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { formatAdminTime } from '../kit/format-time';
import { ChoiceFilter } from '../kit/table/choice-filter';
import { FilterForm, TextFilter } from '../kit/table/filter-form';
import { Pager } from '../kit/table/pager';

const SORTS: [string, string][] = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['name', 'Name'],
];
const th = 'px-3 py-2 font-semibold text-gray-800';

/** Customers: look a shopper up by phone, name or e-mail, a page at a time; the query is in the URL. */
export function CustomersPage({
  customers,
  pagination,
  error,
}: {
  customers: CustomerRow[];
  pagination: Pagination | null;
  error?: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">Customers</h1>
      <FilterForm label="Find customers" clearTo={adminPaths.customers} layout="search" keep={[]} error={error}>
        <TextFilter name="q" label="Phone, name or e-mail" />
        <ChoiceFilter name="sort" label="Sort" options={SORTS} />
      </FilterForm>
      {customers.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">No shoppers match.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Customers</caption>
            <thead className="border-b border-gray-200 bg-gray-50">
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Phone
                </th>
                <th scope="col" className={th}>
                  E-mail
                </th>
                <th scope="col" className={th}>
                  Orders
                </th>
                <th scope="col" className={th}>
                  Wallet
                </th>
                <th scope="col" className={th}>
                  Joined
                </th>
              </tr>
            </thead>
            <tbody>
              {customers.map((c) => (
                <tr key={c.userId} className="border-b border-gray-100 last:border-0">
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link to={adminPaths.customer(c.userId)} className="text-brand-700 hover:underline">
                      {c.name || `Shopper ${c.userId}`}
                    </Link>
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap text-gray-800">{c.phone}</td>
                  <td className="px-3 py-2 text-gray-800">{c.email ?? '—'}</td>
                  <td className="px-3 py-2 text-gray-800">{c.orderCount}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-gray-800">{formatRupees(c.walletAmount)}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-gray-800">{formatAdminTime(c.joinedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pagination && <Pager pagination={pagination} label="Customer pages" />}
    </div>
  );
}
