import type { AdminOrderRow } from '@shringar/contracts/admin';
import type { Pagination } from '@shringar/contracts/pagination';
import { Pager } from '../kit/table/pager';
import { OrderFilters } from './order-filters';
import { OrderTable } from './order-table';

/** Orders: search and filter placed orders, newest first, a page at a time. */
export function OrdersPage({
  orders,
  pagination,
  error,
}: {
  orders: AdminOrderRow[];
  pagination: Pagination | null;
  error?: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">Orders</h1>
      <OrderFilters error={error} />
      {orders.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">No orders match these filters.</p>
      ) : (
        <OrderTable orders={orders} />
      )}
      {pagination && <Pager pagination={pagination} label="Order pages" />}
    </div>
  );
}
