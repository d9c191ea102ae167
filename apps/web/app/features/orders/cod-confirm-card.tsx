import { isCancelledStatus, type OrderDetails } from '@shringar/contracts/orders';
import { useErrorMessage, useFormat, useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toast';
import { useConfirmCod } from './api/confirm-cod';
import { messages } from './messages';
import { OrderSection } from './order-section';

/** A COD order the store holds until the shopper confirms it: why it waits, and the button that confirms it. */
export function CodConfirmCard({ order }: { order: OrderDetails }) {
  const t = useMessages(messages);
  const f = useFormat();
  const confirm = useConfirmCod(order.id);
  const errorText = useErrorMessage();
  if (order.codConfirmation !== 'AWAITING' || isCancelledStatus(order.delivery_status)) return null;
  return (
    <OrderSection title={t.codAwaiting}>
      <p className="mb-3 text-sm text-gray-700">{t.codPlease(f.price(order.remaining_amount))}</p>
      <Button
        disabled={confirm.isPending}
        onClick={() =>
          confirm.mutate(undefined, {
            onSuccess: () => toast.success(t.orderConfirmed),
            onError: (err) => toast.error(errorText(err, err.message)),
          })
        }
      >
        {confirm.isPending ? t.confirming : t.confirmOrder}
      </Button>
    </OrderSection>
  );
}
