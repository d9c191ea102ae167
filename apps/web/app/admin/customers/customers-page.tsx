import type { CustomerRow } from '@shringar/contracts/admin-customers';
import { formatRupees } from '@shringar/contracts/money';
import type { Pagination } from '@shringar/contracts/pagination';
import { Link } from 'react-router';
import { adminPaths } from '../kit/admin-paths';
import { formatAdminTime } from '../kit/format-time';
import { ChoiceFilter } from '../kit/table/choice-filter';
import { type Column, DataTable } from '../kit/table/data-table';
import { FilterForm, TextFilter } from '../kit/table/filter-form';
import { Pager } from '../kit/table/pager';

const SORTS: [string, string][] = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['name', 'Name'],
];
const COLUMNS: [Column<CustomerRow>, ...Column<CustomerRow>[]] = [
  {
    label: 'Name',
    cell: (c) => (
      <Link to={adminPaths.customer(c.userId)} className="text-brand-700 hover:underline">
        {c.name || `Shopper ${c.userId}`}
      </Link>
    ),
  },
  { label: 'Phone', cell: (c) => c.phone, className: 'whitespace-nowrap' },
  { label: 'E-mail', cell: (c) => c.email ?? '—' },
  { label: 'Orders', cell: (c) => c.orderCount },
  { label: 'Wallet', cell: (c) => formatRupees(c.walletAmount), className: 'whitespace-nowrap' },
  { label: 'Joined', cell: (c) => formatAdminTime(c.joinedAt), className: 'whitespace-nowrap' },
];

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
        <DataTable caption="Customers" rows={customers} rowKey={(c) => c.userId} columns={COLUMNS} />
      )}
      {pagination && <Pager pagination={pagination} label="Customer pages" />}
    </div>
  );
}
