import type { AdminOrderRow } from '@shringar/contracts/admin';
import { adminExportOrders } from '@shringar/contracts/endpoints/admin-order-desk';
import type { Pagination } from '@shringar/contracts/pagination';
import { Download, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buildUrl } from '~/lib/api-exchange';
import { buttonClass } from '~/ui/button';
import { adminPaths } from '../kit/admin-paths';
import { Pager } from '../kit/table/pager';
import { BulkBar } from './bulk-bar';
import { CodQueueLink } from './cod-queue-link';
import { SelectAll } from '../kit/table/select-all';
import { useSelection } from '../kit/table/use-selection';
import { OrderFilters } from './order-filters';
import { OrderTable } from './order-table';

/** The list's filters as the export takes them (no page, no sort). */
const EXPORT_FILTERS = ['q', 'phone', 'status', 'paymentMethod', 'pincode', 'from', 'to'] as const;

/**
 * Orders: search and filter placed orders, newest first, a page at a time; select some for the bulk actions
 * (status, packing slips, CSV), or export every order the filters match.
 */
export function OrdersPage({
  orders,
  pagination,
  error,
  codAwaitingCount,
}: {
  orders: AdminOrderRow[];
  pagination: Pagination | null;
  error?: string | undefined;
  /** COD orders waiting for their shopper's confirmation (null when the list could not be read). */
  codAwaitingCount: number | null;
}) {
  const [search] = useSearchParams();
  const selection = useSelection(orders.map((o) => o.id));
  const selected = orders.filter((o) => selection.isSelected(o.id));
  const exportHref = buildUrl(
    adminExportOrders.path,
    Object.fromEntries(EXPORT_FILTERS.map((f) => [f, search.get(f) ?? undefined])),
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">Orders</h1>
        <div className="flex flex-wrap gap-2">
          <a href={exportHref} download className={buttonClass('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            Export matching orders
          </a>
          <Link to={adminPaths.newManualOrder} className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            New phone order
          </Link>
        </div>
      </div>
      <CodQueueLink count={codAwaitingCount} active={search.get('codConfirmation') === 'AWAITING'} />
      <OrderFilters error={error} />
      {orders.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">No orders match these filters.</p>
      ) : (
        <div className="flex flex-col gap-3">
          <SelectAll count={orders.length} all={selection.all} some={selection.some} onChange={selection.setAll} />
          <OrderTable orders={orders} isSelected={selection.isSelected} onSelect={selection.toggle} />
        </div>
      )}
      {pagination && <Pager pagination={pagination} label="Order pages" />}
      {orders.length > 0 && <BulkBar orders={selected} onClear={() => selection.setAll(false)} />}
    </div>
  );
}
