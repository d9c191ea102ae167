import type { OrderItem } from '@shringar/contracts/orders';
import { storePaths } from '@shringar/contracts/store-paths';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { toast } from '~/ui/toast';
import { ApiError } from '~/lib/api-error';
import { ErrorState } from '~/ui/error-state';
import { useOrderDetails } from './api/order-details';
import { CancelOrderDialog } from './cancel-order-dialog';
import { CodConfirmCard } from './cod-confirm-card';
import { DeliveryAddress } from './delivery-address';
import { OrderActions } from './order-actions';
import { OrderDetailsSkeleton } from './order-details-skeleton';
import { OrderItems } from './order-items';
import { OrderNotFound } from './order-not-found';
import { OrderStatusBadge } from './order-status-badge';
import { PayNowButton, canPayNow } from './pay-now-button';
import { PaymentInfo } from './payment-info';
import { PriceDetails } from './price-details';
import { OrderRefunds } from './order-refunds';
import { RateItemDialog } from './rate-item-dialog';
import { ReturnOrderDialog, type ReturnedItem } from './return-order-dialog';
import { TrackingModal } from './tracking-modal';
import { TrackingSummary } from './tracking-summary';
import { messages } from './messages';

/** A 404 (unknown, or another shopper's) and a malformed id both mean there is no such order to show. */
const isNotFound = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

type Open = 'none' | 'tracking' | 'cancel' | 'return' | 'rate';

/** Spec 2 'Order details': header, then tracking summary, items, prices, payment, address and actions. */
export function OrderDetailsPage({ orderId }: { orderId: string }) {
  const t = useMessages(messages);
  const details = useOrderDetails(orderId);
  const [open, setOpen] = useState<Open>('none');
  const [ratedItem, setRatedItem] = useState<OrderItem | null>(null);
  const [returned, setReturned] = useState<ReturnedItem[]>([]);
  const close = () => setOpen('none');

  useEffect(() => {
    if (details.isError && !isNotFound(details.error)) toast.error(t.failedDetails, { toastId: `order-${orderId}` });
  }, [details.isError, details.error, orderId, t]);

  if (details.isPending) return <OrderDetailsSkeleton />;
  if (details.isError) {
    if (isNotFound(details.error)) return <OrderNotFound />;
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-12">
        <h1 className="sr-only">{t.orderDetails}</h1>
        <ErrorState title={t.failedDetails} message={details.error.message} onRetry={() => void details.refetch()} />
      </main>
    );
  }

  const order = details.data;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <header className="mb-5 flex flex-wrap items-center gap-3">
        <LocaleLink
          to={storePaths.orders}
          aria-label={t.backToOrders}
          className="rounded-full p-2 text-gray-700 hover:bg-gray-100"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </LocaleLink>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t.orderDetails}</h1>
          <p className="text-sm text-gray-600">{t.orderNumber(String(order.id))}</p>
        </div>
        <OrderStatusBadge status={order.delivery_status} />
      </header>

      <div className="grid items-start gap-4 lg:grid-cols-5">
        <div className="flex flex-col gap-4 lg:col-span-3">
          <CodConfirmCard order={order} />
          <TrackingSummary order={order} onTrack={() => setOpen('tracking')} />
          <OrderItems
            items={order.orderItems}
            returns={order.returns}
            canRate={order.delivery_status === 'DELIVERED'}
            showReturnRules={order.delivery_status === 'DELIVERED'}
            onRate={(item) => {
              setRatedItem(item);
              setOpen('rate');
            }}
          />
        </div>
        <div className="flex flex-col gap-4 lg:col-span-2">
          <PriceDetails order={order} />
          <OrderRefunds refunds={order.refunds ?? []} />
          <PaymentInfo
            order={order}
            fetchedAt={details.dataUpdatedAt}
            payAction={canPayNow(order) ? <PayNowButton orderId={order.id} /> : undefined}
          />
          <DeliveryAddress address={order.address} />
          <OrderActions
            order={order}
            returned={returned}
            onTrack={() => setOpen('tracking')}
            onCancel={() => setOpen('cancel')}
            onReturn={() => setOpen('return')}
          />
        </div>
      </div>

      <TrackingModal orderId={order.id} open={open === 'tracking'} onClose={close} />
      <CancelOrderDialog orderId={order.id} open={open === 'cancel'} onClose={close} />
      <ReturnOrderDialog
        orderId={order.id}
        items={order.orderItems.filter((item) => item.isReturnAvailable)}
        open={open === 'return'}
        onClose={close}
        onReturned={(item) => setReturned((list) => [...list, item])}
      />
      {ratedItem && (
        <RateItemDialog
          key={ratedItem.orderItemId}
          orderId={order.id}
          item={ratedItem}
          open={open === 'rate'}
          onClose={close}
        />
      )}
    </main>
  );
}
