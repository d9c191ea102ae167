import type { OrderDetails } from '@shringar/contracts/orders';
import { storePaths } from '@shringar/contracts/store-paths';
import { Ban, Headset, RotateCcw, Truck } from 'lucide-react';
import { LocaleLink, useMessages } from '~/lib/i18n/i18n';
import { Button, buttonClass } from '~/ui/button';
import { messages } from './messages';
import { OrderSection } from './order-section';
import type { ReturnedItem } from './return-order-dialog';

/**
 * Spec 2 'Order Actions': Track Order; Cancel Order and Return Order only when the server offers them;
 * Contact Support. Returns asked for during this visit are confirmed here.
 */
export function OrderActions({
  order,
  returned,
  onTrack,
  onCancel,
  onReturn,
}: {
  order: OrderDetails;
  returned: ReturnedItem[];
  onTrack: () => void;
  onCancel: () => void;
  onReturn: () => void;
}) {
  const t = useMessages(messages);
  return (
    <OrderSection title={t.orderActions}>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={onTrack}>
          <Truck aria-hidden="true" className="size-4" />
          {t.trackOrder}
        </Button>
        {order.isCancelAvailable && (
          <Button
            variant="secondary"
            className="text-red-700 hover:border-red-600 hover:text-red-800"
            onClick={onCancel}
          >
            <Ban aria-hidden="true" className="size-4" />
            {t.cancelOrder}
          </Button>
        )}
        {order.isReturnAvailable && (
          <Button variant="secondary" onClick={onReturn}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t.returnOrder}
          </Button>
        )}
        <LocaleLink to={storePaths.contact} className={buttonClass('secondary', 'md')}>
          <Headset aria-hidden="true" className="size-4" />
          {t.contactSupport}
        </LocaleLink>
      </div>
      <div role="status" className="empty:hidden mt-3 space-y-1 text-sm text-green-800">
        {returned.map((item) => (
          <p key={item.orderItemId}>{t.returnRequested(item.name)}</p>
        ))}
      </div>
    </OrderSection>
  );
}
