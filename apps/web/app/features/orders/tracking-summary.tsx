import type { OrderDetails } from '@shringar/contracts/orders';
import { Truck } from 'lucide-react';
import { useFormat, useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { messages } from './messages';
import { formatVariant } from './order-format';
import { OrderItemImage } from './order-item-image';
import { OrderSection } from './order-section';
import { OrderStatusCard } from './order-status-card';

/**
 * Spec 2 'Tracking summary': the first item (with '+N more items' when there are several), its variant,
 * picture and price, the item count, the status card and a button to the tracking timeline.
 */
export function TrackingSummary({ order, onTrack }: { order: OrderDetails; onTrack: () => void }) {
  const t = useMessages(messages);
  const f = useFormat();
  const [first] = order.orderItems;
  const more = order.orderItems.length - 1;
  const count = order.orderItems.reduce((n, item) => n + item.orderItemQuantity, 0);
  return (
    <OrderSection title={t.trackingSummary}>
      {first && (
        <div className="mb-3 flex gap-3">
          <OrderItemImage src={first.imageUrl} className="size-16" />
          <div className="min-w-0">
            <p className="font-medium text-gray-900">
              {first.name}
              {more > 0 && <span className="text-gray-600">{t.moreItems(more)}</span>}
            </p>
            {first.variantName && <p className="text-sm text-gray-600">{formatVariant(first.variantName)}</p>}
            <p className="text-sm text-gray-700">
              <span className="font-semibold text-gray-900">{f.price(first.price)}</span>
              <span className="text-gray-600"> · {t.itemCount(count)}</span>
            </p>
          </div>
        </div>
      )}
      <OrderStatusCard status={order.delivery_status} />
      <Button variant="secondary" className="mt-3 w-full sm:w-auto" onClick={onTrack}>
        <Truck aria-hidden="true" className="size-4" />
        {t.trackShipment}
      </Button>
    </OrderSection>
  );
}
