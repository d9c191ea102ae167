import { storePaths } from '@shringar/contracts/store-paths';
import { PackageOpen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { toast } from '~/ui/toast';
import { buttonClass } from '~/ui/button';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { Skeleton } from '~/ui/skeleton';
import { useOrdersList } from './api/orders-list';
import { OrderRow } from './order-row';
import { TrackingModal } from './tracking-modal';
import { messages } from './messages';

/** Spec 2 'My orders': the rows, each opening its details, with 'View Updates' for tracking in place. */
export function OrdersPage() {
  const t = useMessages(messages);
  const orders = useOrdersList();
  // The modal stays mounted after closing so the native dialog's close() returns focus to 'View Updates'.
  const [tracked, setTracked] = useState<{ orderId: string; open: boolean } | null>(null);

  useEffect(() => {
    if (orders.isError) toast.error(t.failedOrders, { toastId: 'orders-failed' });
  }, [orders.isError, t]);

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-gray-900">{t.myOrders}</h1>
      {orders.isPending ? (
        <OrdersSkeleton />
      ) : orders.isError ? (
        <ErrorState
          title={t.failedOrders}
          message={orders.error.message}
          onRetry={() => void orders.refetch()}
          retryLabel={t.tryAgain}
        />
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={<PackageOpen aria-hidden="true" className="size-10" />}
          title={t.noOrders}
          action={
            <LocaleLink to={storePaths.home} className={buttonClass('primary', 'md')}>
              {t.startShopping}
            </LocaleLink>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t.orders}>
          {orders.data.map((row) => (
            <OrderRow
              key={`${row.orderId}-${row.order_item_id}`}
              row={row}
              onViewUpdates={(orderId) => setTracked({ orderId, open: true })}
            />
          ))}
        </ul>
      )}
      {tracked && (
        <TrackingModal
          orderId={tracked.orderId}
          open={tracked.open}
          onClose={() => setTracked({ ...tracked, open: false })}
        />
      )}
    </main>
  );
}

/** The list's shape while it loads (also the server-rendered frame before the sign-in check). */
export function OrdersSkeleton() {
  const t = useMessages(messages);
  return (
    <ul className="flex flex-col gap-3" aria-busy="true" aria-label={t.loadingOrders}>
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="flex gap-4 rounded-2xl border border-gray-200 p-4">
          <Skeleton className="size-20 shrink-0 rounded-xl sm:size-24" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-28 rounded-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
